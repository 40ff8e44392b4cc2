import {
  EREPORTING_METHODS,
  type EreportingDay,
  type EreportingMethod,
  type EreportingResponse,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { toEuros } from '../../lib/money.js';
import * as repo from './ereporting.repository.js';

// The month's e-reporting (issue 41, ADR 072): the particuliers' sales by day and VAT rate, their payments by
// method: the orders handed over, with the owner's figures' amounts, so a day whose orders are all handed over
// or cancelled agrees with the dashboard to the cent (the dashboard also counts orders still to hand over).

/** The first and last Paris day of a month `YYYY-MM`. */
export function monthDays(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

type DayTotals = { rates: Map<number, { base: number; vat: number }>; payments: Map<EreportingMethod, number> };

export async function ereportingOf(db: Db, period: string): Promise<EreportingResponse> {
  const { from, to } = monthDays(period);
  return { ...(await ereportingBetween(db, from, to)), period };
}

/** The e-reporting of Paris days `from` to `to`, both included (a month, or ten days of one). */
export async function ereportingBetween(db: Db, from: string, to: string): Promise<EreportingResponse> {
  const [rates, notes, cards, vouchers, counter] = await Promise.all([
    repo.salesByDayAndRate(db, from, to),
    repo.b2cCreditNotesByDayAndRate(db, from, to),
    repo.onlineCardByDay(db, from, to),
    repo.mealVouchersByDay(db, from, to),
    repo.counterByDay(db, from, to),
  ]);
  const days = new Map<string, DayTotals>();
  const dayOf = (date: string) => {
    const found = days.get(date) ?? { rates: new Map(), payments: new Map() };
    days.set(date, found);
    return found;
  };
  const add = (r: (typeof rates)[number], sign: 1 | -1) => {
    const rate = dayOf(r.date).rates.get(r.rateBp) ?? { base: 0, vat: 0 };
    dayOf(r.date).rates.set(r.rateBp, { base: rate.base + sign * r.baseCents, vat: rate.vat + sign * r.vatCents });
  };
  for (const r of rates) add(r, 1);
  // A credit note to a particulier is netted on its own day, by rate, as its document says (issue 41).
  for (const n of notes) add(n, -1);
  const pay = (date: string, method: EreportingMethod, cents: number) => {
    const payments = dayOf(date).payments;
    payments.set(method, (payments.get(method) ?? 0) + cents);
  };
  for (const c of cards) pay(c.date, 'card', c.cents);
  for (const v of vouchers) pay(v.date, 'meal_voucher', v.cents);
  for (const c of counter) pay(c.date, c.method as EreportingMethod, c.cents);
  return {
    period: from.slice(0, 7),
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([date, totals]): EreportingDay => ({
          date,
          byRate: [...totals.rates.entries()]
            .sort(([a], [b]) => a - b)
            .map(([rateBp, { base, vat }]) => ({
              rate: rateBp / 100,
              ht: toEuros(base),
              tva: toEuros(vat),
              ttc: toEuros(base + vat),
            })),
          payments: EREPORTING_METHODS.filter((m) => (totals.payments.get(m) ?? 0) !== 0).map((method) => ({
            method,
            amount: toEuros(totals.payments.get(method) ?? 0),
          })),
        }),
      ),
  };
}
