import { addDays, parisDate, parisInstant } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { type ClosureRow, closureHash, type EntryRow, GENESIS } from './chain.js';
import * as repo from './till-journal.repository.js';
import { closureTotals, entryTotals, type Totals } from './totals.js';

// The closures (ADR 068): each shop's day (« Z ») once it is over, then its month and its year, chained like
// the entries. Made by the schedule, again and again: a period already closed is left as it is.

/** The day an entry belongs to (Paris). */
export const entryDay = (entry: Pick<EntryRow, 'at'>) => parisDate(new Date(entry.at));

const groupBy = <T>(items: T[], keyOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

async function appendClosure(
  trx: Db,
  key: string,
  fields: { shopId: number; kind: ClosureRow['kind']; period: string; totals: Totals; grandTotal: number; at: string },
): Promise<ClosureRow> {
  const last = await repo.lastClosure(trx);
  const row = {
    seq: last ? Number(last.seq) + 1 : 1,
    shop_id: fields.shopId,
    kind: fields.kind,
    period: fields.period,
    entry_count: fields.totals.entryCount,
    total_cents: fields.totals.totalCents,
    by_method: fields.totals.byMethod,
    by_rate: fields.totals.byRate,
    grand_total_cents: fields.grandTotal,
    closed_at: fields.at,
    prev_hash: last?.hash ?? GENESIS,
  };
  const sealed = { ...row, hash: closureHash(key, row) };
  await repo.insertClosure(trx, sealed);
  return sealed;
}

/** The days of a shop that are over and not yet closed, each with its entries, closed in order. */
async function closeDays(trx: Db, key: string, shop: { shop_id: number; first_at: string }, now: Date) {
  const latest = await repo.latestClosure(trx, shop.shop_id, 'day');
  const from = latest ? addDays(latest.period, 1) : parisDate(new Date(shop.first_at));
  const today = parisDate(now);
  if (from >= today) return 0;
  const entries = await repo.entriesBetween(
    trx,
    [shop.shop_id],
    parisInstant(from, '00:00').toISOString(),
    parisInstant(today, '00:00').toISOString(),
  );
  let grandTotal = Number(latest?.grand_total_cents ?? 0);
  const days = [...groupBy(entries, entryDay)].sort(([a], [b]) => a.localeCompare(b));
  for (const [day, ofDay] of days) {
    const totals = entryTotals(ofDay);
    grandTotal += totals.totalCents;
    await appendClosure(trx, key, {
      shopId: shop.shop_id,
      kind: 'day',
      period: day,
      totals,
      grandTotal,
      at: now.toISOString(),
    });
  }
  return days.length;
}

/** Months (from days) or years (from months) that are over and not yet closed. */
async function closeSpans(trx: Db, key: string, shopId: number, span: 'month' | 'year', now: Date) {
  const part = span === 'month' ? 'day' : 'month';
  const length = span === 'month' ? 7 : 4;
  const current = parisDate(now).slice(0, length);
  const latest = await repo.latestClosure(trx, shopId, span);
  const parts = (await repo.findClosures(trx, { shopIds: [shopId], kind: part })).filter(
    (c) => c.period.slice(0, length) < current && (!latest || c.period.slice(0, length) > latest.period),
  );
  const spans = [...groupBy(parts, (c) => c.period.slice(0, length))].sort(([a], [b]) => a.localeCompare(b));
  for (const [period, ofSpan] of spans) {
    const grandTotal = Number(ofSpan.at(-1)?.grand_total_cents ?? 0);
    const totals = closureTotals(ofSpan);
    await appendClosure(trx, key, { shopId, kind: span, period, totals, grandTotal, at: now.toISOString() });
  }
  return spans.length;
}

/**
 * Closes, for every shop with entries, the days that are over, then the months and the years; answers how many
 * closures it made. Run by the schedule; idempotent (under the journal's lock, a period closed is skipped, and
 * the period is unique per shop and kind).
 */
export async function closeDuePeriods(db: Db, key: string, now: Date): Promise<number> {
  let made = 0;
  for (const shop of await repo.shopsWithEntries(db)) {
    made += await db.transaction().execute(async (trx) => {
      await repo.lockJournal(trx);
      const days = await closeDays(trx, key, shop, now);
      const months = await closeSpans(trx, key, shop.shop_id, 'month', now);
      const years = await closeSpans(trx, key, shop.shop_id, 'year', now);
      return days + months + years;
    });
  }
  return made;
}
