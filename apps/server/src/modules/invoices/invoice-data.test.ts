import { describe, expect, it } from 'vitest';
import { dueDate, originText, sirenOfVat } from './invoice-data.js';

describe('invoice dates and mentions', () => {
  it('works out the due date of each payment term', () => {
    expect(dueDate('2026-11-20', null)).toBe('2026-11-20');
    expect(dueDate('2026-11-20', 'immediate')).toBe('2026-11-20');
    expect(dueDate('2026-11-20', 'days30')).toBe('2026-12-20');
    expect(dueDate('2026-11-20', 'days30eom')).toBe('2026-12-31');
    expect(dueDate('2026-01-31', 'days30eom')).toBe('2026-03-31');
    expect(dueDate('2026-11-20', 'days45eom')).toBe('2027-01-31');
    expect(dueDate('2026-11-20', 'days60')).toBe('2027-01-19');
  });

  it('reads the SIREN in a French VAT number only', () => {
    expect(sirenOfVat('FR83404833048')).toBe('404833048');
    expect(sirenOfVat('BE0123456749')).toBeNull();
    expect(sirenOfVat(null)).toBeNull();
  });

  it('says the origin of a meat line in French, and nothing without one', () => {
    expect(originText({ born: 'France', raised: 'France', slaughtered: 'France' })).toBe(
      'Origine\u00a0: né en France, élevé en France, abattu en France',
    );
    expect(originText({ born: null, raised: null, slaughtered: null })).toBeNull();
  });
});
