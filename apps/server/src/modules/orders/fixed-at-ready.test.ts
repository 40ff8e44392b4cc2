import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ArticleTable, OrderLineTable } from '../../db/schema.js';
import { fixedAnswers, fixedColumns } from './fixed-at-ready.js';

// The rows as the database gives them; only the columns the list reads matter here.
const line = (values: Partial<Selectable<OrderLineTable>>) =>
  ({ lot_number: null, ...values }) as Selectable<OrderLineTable>;
const article = (values: Partial<Selectable<ArticleTable>>) => values as Selectable<ArticleTable>;

describe('what an order line keeps from « prête »', () => {
  it('keeps the lot noted at weighing, else takes the article’s of the moment', () => {
    const lotOf = (l: Parameters<typeof line>[0], a: Parameters<typeof article>[0]) =>
      fixedColumns(line(l), article(a), '2026-11-20').lot_number;
    expect(lotOf({ lot_number: 'FR 57' }, { lot_number: 'L2' })).toBe('FR 57');
    expect(lotOf({}, { lot_number: 'L2' })).toBe('L2');
    expect(lotOf({}, { lot_number: null })).toBeNull();
  });

  it('takes the article’s lot (ADR 067) unless the line was weighed with another, and then not its free number', () => {
    const fixed = (l: Parameters<typeof line>[0], a: Parameters<typeof article>[0]) => {
      const values = fixedColumns(line(l), article(a), '2026-11-20');
      return [values.lot_id, values.lot_number];
    };
    expect(fixed({}, { lot_id: 7, lot_number: 'OLD' })).toEqual([7, null]);
    expect(fixed({ lot_id: 3, lot_number: 'L2026-0003' }, { lot_id: 7 })).toEqual([3, 'L2026-0003']);
    expect(fixed({ lot_number: 'FR 57' }, { lot_id: 7 })).toEqual([null, 'FR 57']);
  });

  it('answers each by its name in the contract', () => {
    expect(fixedAnswers(line({ lot_number: 'Q 88/2026' })).lotNumber).toBe('Q 88/2026');
  });
});
