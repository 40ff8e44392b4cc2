import { createHmac } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { TillJournalClosureTable, TillJournalEntryTable } from '../../db/schema.js';

// How an entry and a closure are sealed (ADR 068): an HMAC-SHA256, under the server's TILL_JOURNAL_KEY, of every
// column but the hash itself, in a fixed order, the previous row's hash among them. Changing any column, or
// removing a row, breaks the seal of that row or of the next one.

/** The previous hash of each chain's first row. */
export const GENESIS = '0'.repeat(64);

export type EntryRow = Selectable<TillJournalEntryTable>;
export type ClosureRow = Selectable<TillJournalClosureTable>;

const seal = (key: string, fields: unknown[]) => createHmac('sha256', key).update(JSON.stringify(fields)).digest('hex');

export const entryHash = (key: string, row: Omit<EntryRow, 'hash'>) =>
  seal(key, [
    'entry',
    Number(row.seq),
    Number(row.shop_id),
    Number(row.order_id),
    row.order_number,
    row.kind,
    row.method,
    Number(row.amount_cents),
    row.vat,
    Number(row.counter_payment_id),
    row.user_id === null ? null : Number(row.user_id),
    row.at,
    row.prev_hash,
  ]);

export const closureHash = (key: string, row: Omit<ClosureRow, 'hash'>) =>
  seal(key, [
    'closure',
    Number(row.seq),
    Number(row.shop_id),
    row.kind,
    row.period,
    Number(row.entry_count),
    Number(row.total_cents),
    row.by_method,
    row.by_rate,
    Number(row.grand_total_cents),
    row.closed_at,
    row.prev_hash,
  ]);
