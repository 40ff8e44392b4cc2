import { describe, expect, it } from 'vitest';
import { openingLines } from './opening-hours';

const morning = { opens: '08:00', closes: '12:30' };
const afternoon = { opens: '14:30', closes: '19:00' };

describe('openingLines', () => {
  it('groups consecutive days with the same hours and says when the shop is closed', () => {
    const lines = openingLines([
      { weekday: 2, periods: [morning, afternoon] },
      { weekday: 1, periods: [] },
      { weekday: 3, periods: [morning, afternoon] },
      { weekday: 4, periods: [morning, afternoon] },
      { weekday: 6, periods: [{ opens: '07:30', closes: '18:00' }] },
    ]);
    expect(lines).toEqual([
      { days: 'Lundi', hours: 'fermé' },
      {
        days: 'Mardi – jeudi',
        hours: '8\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030, 14\u00a0h\u00a030\u00a0–\u2060\u00a019\u00a0h',
      },
      { days: 'Samedi', hours: '7\u00a0h\u00a030\u00a0–\u2060\u00a018\u00a0h' },
    ]);
  });
});
