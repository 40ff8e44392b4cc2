import type { ClosureRow, EntryRow } from './chain.js';
import type { VatShare } from './vat-share.js';

// A closure's figures, computed the same way when it is made and when `journal:verify` checks it.

export type RateTotals = { ttcCents: number; htCents: number; vatCents: number };
export type Totals = { entryCount: number; totalCents: number; byMethod: string; byRate: string };

const sortedJson = (record: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b))));

function fold(
  items: { count: number; total: number; byMethod: Record<string, number>; byRate: Record<string, RateTotals> }[],
): Totals {
  const byMethod: Record<string, number> = {};
  const byRate: Record<string, RateTotals> = {};
  let entryCount = 0;
  let totalCents = 0;
  for (const item of items) {
    entryCount += item.count;
    totalCents += item.total;
    for (const [method, cents] of Object.entries(item.byMethod)) byMethod[method] = (byMethod[method] ?? 0) + cents;
    for (const [rate, t] of Object.entries(item.byRate)) {
      const sum = byRate[rate] ?? { ttcCents: 0, htCents: 0, vatCents: 0 };
      byRate[rate] = {
        ttcCents: sum.ttcCents + t.ttcCents,
        htCents: sum.htCents + t.htCents,
        vatCents: sum.vatCents + t.vatCents,
      };
    }
  }
  return { entryCount, totalCents, byMethod: sortedJson(byMethod), byRate: sortedJson(byRate) };
}

/** A day's figures from its entries: count, total, by method and by VAT rate (reversals counted negative). */
export const entryTotals = (entries: EntryRow[]): Totals =>
  fold(
    entries.map((e) => {
      const byRate: Record<string, RateTotals> = {};
      for (const s of JSON.parse(e.vat) as VatShare[])
        byRate[String(s.rateBp)] = { ttcCents: s.ttcCents, htCents: s.htCents, vatCents: s.vatCents };
      const amount = Number(e.amount_cents);
      return { count: 1, total: amount, byMethod: { [e.method]: amount }, byRate };
    }),
  );

/** A month's or a year's figures from the closures it is made of. */
export const closureTotals = (closures: ClosureRow[]): Totals =>
  fold(
    closures.map((c) => ({
      count: Number(c.entry_count),
      total: Number(c.total_cents),
      byMethod: JSON.parse(c.by_method) as Record<string, number>,
      byRate: JSON.parse(c.by_rate) as Record<string, RateTotals>,
    })),
  );
