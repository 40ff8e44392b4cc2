import type { ArticleQuotasResponse, PutArticleQuotasRequest } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { recordChange } from '../journal/journal.service.js';
import * as repo from './quotas.repository.js';

// The meat there is (issue 40, ADR 070): a quota per article and day, the business's across its shops; what
// is left is the quota less what the day's live orders hold, counted under the quota rows' lock in the
// order's own transaction. No counter is stored: a cancelled or reduced order gives back by itself.

type Unit = 'kg' | 'piece';
const toHundredths = (quantity: number) => Math.round(quantity * 100);

/** « 3 pièces », « 1 pièce », « 2,5 kg ». */
export function amountText(hundredths: number, unit: Unit): string {
  const n = hundredths / 100;
  const written = n.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
  return unit === 'kg' ? `${written}\u00a0kg` : `${written}\u00a0pièce${n > 1 ? 's' : ''}`;
}

export async function readArticleQuotas(db: Db, articleId: number): Promise<ArticleQuotasResponse> {
  const article = await repo.findArticleUnit(db, articleId);
  if (!article) throw notFound('Cet article n’existe pas.');
  const rows = await repo.findArticleQuotas(db, articleId);
  const sold = new Map<string, number>();
  for (const date of new Set(rows.map((r) => r.date))) {
    const [row] = await repo.findQuotasWithSold(db, date, [articleId]);
    sold.set(date, Number(row?.sold ?? 0));
  }
  return {
    saleUnit: article.sale_unit,
    items: rows.map((r) => ({
      date: r.date,
      holidayId: r.holiday_id,
      holidayLabel: r.holiday_label ?? null,
      quantity: r.quantity_hundredths / 100,
      remaining: Math.max(0, r.quantity_hundredths - (sold.get(r.date) ?? 0)) / 100,
    })),
  };
}

/** The owner's whole list for the article; every refusal comes before anything is written. */
export async function putArticleQuotas(
  deps: { db: Db; now: Date; userId: number },
  articleId: number,
  body: PutArticleQuotasRequest,
): Promise<ArticleQuotasResponse> {
  const { db } = deps;
  const article = await repo.findArticleUnit(db, articleId);
  if (!article) throw notFound('Cet article n’existe pas.');
  const holidayIds = [...new Set(body.flatMap((e) => (e.holidayId === undefined ? [] : [e.holidayId])))];
  const holidays = new Map((await repo.findHolidayDays(db, holidayIds)).map((h) => [h.id, h.date]));
  const rows = body.map((entry, i) => {
    const date = entry.holidayId === undefined ? (entry.date as string) : holidays.get(entry.holidayId);
    if (date === undefined) throw validation(`[${i}].HolidayId`, 'Ce jour de fête n’existe pas.');
    if (article.sale_unit === 'piece' && !Number.isInteger(entry.quantity)) {
      throw validation(
        `[${i}].Quantity`,
        `«\u00a0${article.designation}\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.`,
      );
    }
    return { date, holiday_id: entry.holidayId ?? null, quantity_hundredths: toHundredths(entry.quantity) };
  });
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    if (seen.has(row.date)) {
      throw validation(`[${i}].Date`, `Le ${frenchDay(row.date)} figure deux fois\u00a0: une seule quantité par jour.`);
    }
    seen.add(row.date);
  }
  return db.transaction().execute(async (trx) => {
    const before = await readArticleQuotas(trx, articleId);
    await repo.replaceArticleQuotas(trx, articleId, rows);
    const after = await readArticleQuotas(trx, articleId);
    const shape = (r: ArticleQuotasResponse) => r.items.map(({ date, quantity }) => ({ date, quantity }));
    if (JSON.stringify(shape(before)) !== JSON.stringify(shape(after))) {
      await recordChange(trx, {
        at: deps.now.toISOString(),
        userId: deps.userId,
        kind: 'article.quotas',
        entityType: 'article',
        entityId: articleId,
        summary: `Quantités par jour de «\u00a0${article.designation}\u00a0» modifiées.`,
        before: { quotas: shape(before) },
        after: { quotas: shape(after) },
      });
    }
    return after;
  });
}

/** What is left of each quota of the day, in hundredths, by article (articles without a quota are absent). */
export async function remainingOn(db: Db, date: string, articleIds?: number[], exceptOrderId?: number) {
  const rows = await repo.findQuotasWithSold(db, date, articleIds, exceptOrderId);
  return new Map(rows.map((r) => [r.article_id, Math.max(0, r.quantity_hundredths - Number(r.sold))]));
}

/**
 * What a catalogue shows for a day: what is left by article (in its sale unit, null without a quota), and for
 * an article sold out that day the nearest other day from `today` whose quota has some left.
 */
export async function dayOfQuotas(db: Db, date: string, today: string) {
  const left = await remainingOn(db, date);
  const soldOutIds = [...left].filter(([, n]) => n === 0).map(([id]) => id);
  const next = new Map<number, string>();
  const later = await repo.findOtherDaysWithSold(db, today, date, soldOutIds);
  // By distance to the day asked for: the 23rd before the 26th for a sold-out 24th.
  const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(date));
  for (const row of later.sort((a, b) => distance(a.date) - distance(b.date))) {
    if (row.quantity_hundredths - Number(row.sold) > 0 && !next.has(row.article_id)) {
      next.set(row.article_id, row.date);
    }
  }
  return {
    key: [...left].map(([id, n]) => `${id}:${n}:${next.get(id) ?? ''}`).join(','),
    remaining: (articleId: number) => {
      const hundredths = left.get(articleId);
      return hundredths === undefined ? null : hundredths / 100;
    },
    nextDateWithSome: (articleId: number) => next.get(articleId) ?? null,
  };
}

export type QuotaLine = { article_id: number; designation: string; sale_unit: Unit; quantity_hundredths: number };

/** The 409 of a line past what is left of its day's quota, naming the article and what is left. */
export function soldOut(line: QuotaLine, date: string, left: number): AppError {
  const day = frenchDay(date);
  const message =
    left === 0
      ? `«\u00a0${line.designation}\u00a0» est épuisé pour le ${day}\u00a0: retirez-le ou choisissez un autre jour.`
      : `«\u00a0${line.designation}\u00a0»\u00a0: il n’en reste que ${amountText(left, line.sale_unit)} pour le ${day}. Réduisez la quantité ou choisissez un autre jour.`;
  return new AppError('SOLD_OUT', message, undefined, undefined, { articleId: line.article_id, remaining: left / 100 });
}

/**
 * Locks the day's quotas of these lines and answers the lines beyond what is left (with what is left), inside
 * the caller's transaction, after its shop's (or order's) lock. `exceptOrderId`: an order being changed.
 */
export async function linesBeyondQuota(trx: Db, date: string, lines: QuotaLine[], exceptOrderId?: number) {
  const ids = [...new Set(lines.map((l) => l.article_id))].sort((a, b) => a - b);
  await repo.lockQuotas(trx, date, ids);
  const left = await remainingOn(trx, date, ids, exceptOrderId);
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.article_id, (wanted.get(l.article_id) ?? 0) + l.quantity_hundredths);
  return lines.flatMap((line) => {
    const remaining = left.get(line.article_id);
    return remaining !== undefined && (wanted.get(line.article_id) ?? 0) > remaining ? [{ line, remaining }] : [];
  });
}

/**
 * Throws SOLD_OUT for the first line beyond its day's quota. A changed order (`change`) is counted without its
 * own lines, and its refusal says what is left beyond what it already holds.
 */
export async function checkQuotas(
  trx: Db,
  date: string,
  lines: QuotaLine[],
  change?: { orderId: number; held: Map<number, number> },
) {
  const [beyond] = await linesBeyondQuota(trx, date, lines, change?.orderId);
  if (!beyond) return;
  const held = change?.held.get(beyond.line.article_id) ?? 0;
  throw soldOut(beyond.line, date, Math.max(0, beyond.remaining - held));
}

/**
 * Makes one day's quantity the article's only quota, in the caller's transaction: a pre-sold box's count on its
 * distribution day (ADR 074), so the order's own count under the quota's lock refuses past the last box.
 */
export function setOnlyQuota(trx: Db, articleId: number, date: string, quantityHundredths: number) {
  return repo.replaceArticleQuotas(trx, articleId, [
    { date, holiday_id: null, quantity_hundredths: quantityHundredths },
  ]);
}
