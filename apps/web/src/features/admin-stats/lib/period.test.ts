import { describe, expect, it } from 'vitest';
import { PERIOD_PRESETS, periodErrors, presetOf, readPeriod } from './period';

const today = '2026-03-15';
const preset = (id: string) => PERIOD_PRESETS.find((p) => p.id === id)?.period(today);

describe('the figures’ periods', () => {
  it('offers the usual periods, in Paris days, both ends included', () => {
    expect(preset('30')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(preset('7')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(preset('month')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(preset('last-month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(preset('365')).toEqual({ from: '2025-03-16', to: '2026-03-15' });
  });

  it('reads the period of the address, falling back to the last 30 days', () => {
    expect(readPeriod('2026-01-01', '2026-01-31', today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(readPeriod(null, null, today)).toEqual(preset('30'));
    expect(readPeriod('2026-02-30', '2026-03-01', today)).toEqual(preset('30'));
    expect(readPeriod('2026-03-02', '2026-03-01', today)).toEqual(preset('30'));
    expect(presetOf({ from: '2026-03-01', to: '2026-03-15' }, today)?.label).toBe('Ce mois-ci');
    expect(presetOf({ from: '2026-03-02', to: '2026-03-15' }, today)).toBeNull();
  });

  it('says in French what is wrong with a chosen period', () => {
    expect(periodErrors('', '2026-03-01')).toEqual({ from: 'Choisissez la date de début.' });
    expect(periodErrors('2026-03-02', '2026-03-01').to).toBe('La date de fin doit suivre la date de début.');
    expect(periodErrors('2025-03-14', '2026-03-15').to).toMatch(/^La période ne peut pas dépasser 366\u00a0jours/);
    expect(periodErrors('2025-03-15', '2026-03-15')).toEqual({});
  });
});
