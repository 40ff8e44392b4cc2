import { type ArticleDayQuery, parisDate } from '@boucherie/contract';
import type { FastifyInstance } from 'fastify';
import { validation } from '../../errors.js';
import { calendarReader } from '../calendar/calendar-reader.js';
import { takesArticle } from '../calendar/calendar-rules.js';

/**
 * The day a catalogue is asked for (`date` and `shopId`), as the cached answers take it: which articles it
 * takes (calendar-rules.ts) and a key naming its festive list. The shop's calendar comes from memory with the
 * shops (ADR 026), so the hot path reads nothing more; undefined without a date.
 */
export async function orderableDay(app: FastifyInstance, query: ArticleDayQuery, arrival: number) {
  const { date, shopId } = query;
  if (date === undefined || shopId === undefined) return undefined;
  const now = app.clock();
  const { shops, calendar } = await app.shops.read(parisDate(now), arrival);
  if (!shops.some((s) => s.id === shopId)) throw validation('ShopId', 'Cette boutique n’existe pas.');
  const holiday = (await calendarReader(app.db, calendar).holidays(shopId, date))[0];
  const listed = holiday && holiday.articleIds.length > 0 ? holiday.articleIds : [];
  return {
    key: `${shopId}|${date}|${listed.join(',')}`,
    allows: (articleId: number) => takesArticle(holiday, articleId),
  };
}
