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

  it('answers each by its name in the contract', () => {
    expect(fixedAnswers(line({ lot_number: 'Q 88/2026' })).lotNumber).toBe('Q 88/2026');
  });
});
