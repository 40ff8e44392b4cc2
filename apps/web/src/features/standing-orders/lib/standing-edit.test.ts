import { describe, expect, it } from 'vitest';
import { makeStandingOrder } from '../../../test/fake-standing-orders-api';
import { editValuesOf, toUpdateRequest } from './standing-edit';

const TODAY = '2026-11-24';

describe('editing a standing order', () => {
  it('sends nothing when nothing changed', () => {
    const standing = makeStandingOrder();
    expect(toUpdateRequest(standing, editValuesOf(standing), TODAY)).toEqual({ ok: true, body: null });
  });

  it('sends only what changed: every line when one quantity moves, the days, the end', () => {
    const standing = makeStandingOrder();
    const values = editValuesOf(standing);
    values.lines = values.lines.map((line) => (line.articleId === 2 ? { ...line, quantity: 3 } : line));
    values.weekdays = [2];
    values.endDate = '2026-12-31';
    expect(toUpdateRequest(standing, values, TODAY)).toEqual({
      ok: true,
      body: {
        lines: [
          { articleId: 2, quantity: 3, preparationNote: 'en pavés' },
          { articleId: 3, quantity: 4, preparationNote: null },
        ],
        weekdays: [2],
        endDate: '2026-12-31',
      },
    });
  });

  it('removes the end with null and a line by leaving it out', () => {
    const standing = makeStandingOrder({ endDate: '2026-12-31' });
    const values = { ...editValuesOf(standing), endDate: '' };
    values.lines = values.lines.filter((line) => line.articleId !== 3);
    expect(toUpdateRequest(standing, values, TODAY)).toEqual({
      ok: true,
      body: { lines: [{ articleId: 2, quantity: 2.5, preparationNote: 'en pavés' }], endDate: null },
    });
  });

  it('refuses no line, no day, and an end already past', () => {
    const standing = makeStandingOrder();
    const result = toUpdateRequest(standing, { lines: [], weekdays: [], endDate: '2026-11-20' }, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: {
        lines: 'Gardez au moins un article. Pour tout arrêter, supprimez la commande récurrente.',
        weekdays: 'Choisissez au moins un jour de la semaine.',
        endDate: 'La date de fin est passée.',
      },
    });
  });
});
