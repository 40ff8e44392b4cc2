import { type ArticleDayQuery, parisDate } from '@boucherie/contract';
import type { FastifyInstance } from 'fastify';
import { validation } from '../../errors.js';
import { calendarReader } from '../calendar/calendar-reader.js';
import { takesArticle } from '../calendar/calendar-rules.js';
import { dayOfQuotas } from '../quotas/quotas.service.js';

/**
 * The day a catalogue is asked for (`date`, and `shopId`), as the cached answers take it: which articles the
 * shop's day takes (calendar-rules.ts), what is left of the day's quotas, and a key naming both. The shop's
 * calendar comes from memory with the shops (ADR 026); undefined without a date.
 */
export async function orderableDay(app: FastifyInstance, query: ArticleDayQuery, arrival: number) {
  const { date, shopId } = query;
  if (date === undefined) return undefined;
  // What is left of the day's quotas is read live for every request (issue 40): an indexed query (two when an
  // article is sold out), and the kept answers are keyed by it, so an order placed a moment ago shows at once.
  const now = app.clock();
  const { key: leftKey, ...quotas } = await dayOfQuotas(app.db, date, parisDate(now));
  if (shopId === undefined) return { key: `|${date}||${leftKey}`, ...quotas };
  const { shops, calendar } = await app.shops.read(parisDate(now), arrival);
  if (!shops.some((s) => s.id === shopId)) throw validation('ShopId', 'Cette boutique n’existe pas.');
  const holiday = (await calendarReader(app.db, calendar).holidays(shopId, date))[0];
  const listed = holiday && holiday.articleIds.length > 0 ? holiday.articleIds : [];
  return {
    key: `${shopId}|${date}|${listed.join(',')}|${leftKey}`,
    allows: (articleId: number) => takesArticle(holiday, articleId),
    ...quotas,
  };
}
