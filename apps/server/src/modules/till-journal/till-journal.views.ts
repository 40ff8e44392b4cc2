import {
  addDays,
  parisDate,
  parisInstant,
  type TillArchive,
  type TillClosure,
  type TillEntry,
  type TillVatShare,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import type { ClosureRow, EntryRow } from './chain.js';
import * as repo from './till-journal.repository.js';
import type { RateTotals } from './totals.js';
import type { VatShare } from './vat-share.js';

// What the staff read of the counter journal: the rows mapped to the contract (euros, rates in percent), and
// the archive of a period, as stored.

const euros = (cents: number | string) => Number(cents) / 100;
const share = (rateBp: number, t: Omit<VatShare, 'rateBp'>): TillVatShare => ({
  rate: rateBp / 100,
  ht: euros(t.htCents),
  tva: euros(t.vatCents),
  ttc: euros(t.ttcCents),
});

export const toEntry = (e: EntryRow): TillEntry => ({
  seq: Number(e.seq),
  shopId: Number(e.shop_id),
  orderId: Number(e.order_id),
  orderNumber: e.order_number,
  kind: e.kind,
  method: e.method,
  amount: euros(e.amount_cents),
  vat: (JSON.parse(e.vat) as VatShare[]).map((s) => share(s.rateBp, s)),
  userId: e.user_id === null ? null : Number(e.user_id),
  at: e.at,
  prevHash: e.prev_hash,
  hash: e.hash,
});

export const toClosure = (c: ClosureRow): TillClosure => ({
  seq: Number(c.seq),
  shopId: Number(c.shop_id),
  kind: c.kind,
  period: c.period,
  entryCount: Number(c.entry_count),
  total: euros(c.total_cents),
  byMethod: Object.entries(JSON.parse(c.by_method) as Record<string, number>).map(([method, cents]) => ({
    method,
    amount: euros(cents),
  })),
  byRate: Object.entries(JSON.parse(c.by_rate) as Record<string, RateTotals>)
    .map(([rate, t]) => share(Number(rate), t))
    .sort((a, b) => a.rate - b.rate),
  grandTotal: euros(c.grand_total_cents),
  closedAt: c.closed_at,
  prevHash: c.prev_hash,
  hash: c.hash,
});

/** Whose entries a reader sees: their shops (null: every shop), narrowed to the one asked for. */
export type Readable = { shopIds: number[] | null };

function shopsOf(reader: Readable, shopId: number | undefined): number[] | null {
  if (shopId === undefined) return reader.shopIds;
  return reader.shopIds === null || reader.shopIds.includes(shopId) ? [shopId] : [];
}

/** A period's first day and the day after its last (Paris): 2026 → 2026-01-01…2027-01-01. */
function periodDays(period: string): [string, string] {
  if (period.length === 4) return [`${period}-01-01`, `${Number(period) + 1}-01-01`];
  if (period.length === 7) {
    const [y, m] = period.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return [`${period}-01`, `${next}-01`];
  }
  return [period, addDays(period, 1)];
}

const instant = (day: string) => parisInstant(day, '00:00').toISOString();

export async function journalOfPeriod(
  db: Db,
  reader: Readable,
  query: { shopId?: number | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
) {
  const to = query.to ?? query.from ?? parisDate(now);
  const from = query.from ?? to;
  const shopIds = shopsOf(reader, query.shopId);
  const [entries, closures] = await Promise.all([
    repo.entriesBetween(db, shopIds, instant(from), instant(addDays(to, 1))),
    repo.findClosures(db, { shopIds, kind: 'day' }),
  ]);
  return {
    from,
    to,
    entries: entries.map(toEntry),
    closures: closures.filter((c) => c.period >= from && c.period <= to).map(toClosure),
  };
}

export async function closuresOf(
  db: Db,
  reader: Readable,
  query: { shopId?: number | undefined; kind?: ClosureRow['kind'] | undefined },
) {
  const closures = await repo.findClosures(db, {
    shopIds: shopsOf(reader, query.shopId),
    ...(query.kind ? { kind: query.kind } : {}),
  });
  return { closures: closures.map(toClosure) };
}

const ENTRY_FIELDS = [
  'seq',
  'shop_id',
  'order_id',
  'order_number',
  'kind',
  'method',
  'amount_cents',
  'vat',
  'counter_payment_id',
  'user_id',
  'at',
  'prev_hash',
];
const CLOSURE_FIELDS = [
  'seq',
  'shop_id',
  'kind',
  'period',
  'entry_count',
  'total_cents',
  'by_method',
  'by_rate',
  'grand_total_cents',
  'closed_at',
  'prev_hash',
];

/** A period's entries and closures as stored, with what recomputing their seals needs. */
export async function archiveOf(
  db: Db,
  reader: Readable,
  query: { period: string; shopId?: number | undefined },
  now: Date,
): Promise<TillArchive> {
  const shopIds = shopsOf(reader, query.shopId);
  const [first, next] = periodDays(query.period);
  const [entries, closures] = await Promise.all([
    repo.entriesBetween(db, shopIds, instant(first), instant(next)),
    repo.findClosures(db, { shopIds, period: query.period }),
  ]);
  return {
    period: query.period,
    exportedAt: now.toISOString(),
    algorithm: 'HMAC-SHA256',
    sealedFields: { entry: ['entry', ...ENTRY_FIELDS], closure: ['closure', ...CLOSURE_FIELDS] },
    // As stored; PostgreSQL's drivers may answer numbers as text, the archive says them as numbers.
    entries: entries.map((e) => ({
      ...e,
      seq: Number(e.seq),
      shop_id: Number(e.shop_id),
      order_id: Number(e.order_id),
      amount_cents: Number(e.amount_cents),
      counter_payment_id: Number(e.counter_payment_id),
      user_id: e.user_id === null ? null : Number(e.user_id),
    })),
    closures: closures.map((c) => ({
      ...c,
      seq: Number(c.seq),
      shop_id: Number(c.shop_id),
      entry_count: Number(c.entry_count),
      total_cents: Number(c.total_cents),
      grand_total_cents: Number(c.grand_total_cents),
    })),
  };
}
