import { parisDate, parisInstant } from '@boucherie/contract';
import type { Db } from '../database.js';

/** The demo Noël day's festive list: the December table, and the charcuterie that goes with it. */
const FESTIVE_SLUGS = [
  'chapon-fermier',
  'dinde-fermiere',
  'oie-fermiere',
  'foie-gras-de-canard-mi-cuit',
  'cuissot-de-chevreuil',
  'civet-de-sanglier',
  'boudin-blanc',
  'pate-en-croute',
  'filet-de-boeuf',
];

/**
 * The demo's quotas (issue 40, ADR 070), in each article's sale unit: the birds bought for Christmas Eve, set
 * through the first shop's Noël day, and the matured rib a day on the 23rd and the 24th.
 */
const CHRISTMAS_QUOTAS: { slug: string; quantity: number; days: ('eve' | 'day-before')[] }[] = [
  { slug: 'chapon-fermier', quantity: 60, days: ['eve'] },
  { slug: 'dinde-fermiere', quantity: 30, days: ['eve'] },
  { slug: 'cote-de-boeuf', quantity: 12, days: ['day-before', 'eve'] },
];

/**
 * The next Christmas Eve whose orders are still open at `now` (they close on the 20th at 18 h, Paris), so that
 * the demo shows « Commandes de Noël » whatever the month it is started in.
 */
export function nextChristmasEve(now: Date): { date: string; opensAt: Date; cutOffAt: Date } {
  let year = Number(parisDate(now).slice(0, 4));
  for (;;) {
    const cutOffAt = parisInstant(`${year}-12-20`, '18:00');
    if (now.getTime() < cutOffAt.getTime()) {
      // Open from 1 November, or from the seeding day when it starts later in the year.
      const opens = parisInstant(`${year}-11-01`, '09:00');
      const opensAt = now.getTime() > opens.getTime() ? parisInstant(parisDate(now), '00:00') : opens;
      return { date: `${year}-12-24`, opensAt, cutOffAt };
    }
    year += 1;
  }
}

/** Every demo shop's Noël ordering day (24 December), limited to the festive list: demo data only. */
export async function seedFestiveDay(db: Db, now: Date) {
  const { date, opensAt, cutOffAt } = nextChristmasEve(now);
  const holidayIds: number[] = [];
  const articles = await db.selectFrom('article').select('id').where('slug', 'in', FESTIVE_SLUGS).execute();
  const shops = await db.selectFrom('shop').select('id').execute();
  for (const shop of shops) {
    const { id } = await db
      .insertInto('shop_holiday')
      .values({
        shop_id: shop.id,
        date,
        label: 'Noël',
        orders_open_at: opensAt.toISOString(),
        cut_off_at: cutOffAt.toISOString(),
        capacity: 120,
        payment_policy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    holidayIds.push(id);
    await db
      .insertInto('shop_holiday_article')
      .values(articles.map((a) => ({ holiday_id: id, article_id: a.id })))
      .execute();
  }
  await seedChristmasQuotas(db, date, holidayIds[0] ?? null);
}

async function seedChristmasQuotas(db: Db, eve: string, holidayId: number | null) {
  const dayBefore = `${eve.slice(0, 8)}23`;
  for (const quota of CHRISTMAS_QUOTAS) {
    const article = await db
      .selectFrom('article')
      .select('id')
      .where('slug', '=', quota.slug)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('article_quota')
      .values(
        quota.days.map((day) => ({
          article_id: article.id,
          date: day === 'eve' ? eve : dayBefore,
          holiday_id: day === 'eve' ? holidayId : null,
          quantity_hundredths: quota.quantity * 100,
        })),
      )
      .execute();
  }
}
