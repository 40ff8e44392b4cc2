import { addDays, isoWeekday, parisDate, parisInstant, priceOrder } from '@boucherie/contract';
import type { Db } from '../database.js';

// Months of past orders for the demo (never in production: seedDemoData runs only with DEMO_DATA), so that
// « Commander à nouveau », a customer's file and the owner's figures show a shop that lives: Marie's Saturday
// order, the chef's Tuesday and Friday ones, every order completed and weighed; and, over the last 30 days,
// a pickup each open day at Metz-Centre and at Montigny-lès-Metz. Written straight into the tables, in one
// statement per table, so that the seed stays fast.

type Basket = { slug: string; hundredths: number }[];

const MARIE: Basket = [
  { slug: 'entrecote', hundredths: 60 },
  { slug: 'poulet-fermier-entier', hundredths: 100 },
  { slug: 'merguez', hundredths: 50 },
];
const CHEF: Basket = [
  { slug: 'bavette-d-aloyau', hundredths: 400 },
  { slug: 'entrecote', hundredths: 300 },
  { slug: 'cote-de-porc-premiere', hundredths: 250 },
];

type Planned = { email: string; department: string; date: string; basket: Basket };

/** Who ordered what, when: the 16 weeks before `today`, then every open day of the last 30 at both shops. */
function plan(today: string): Planned[] {
  const planned: Planned[] = [];
  for (let back = 1; back <= 112; back++) {
    const date = addDays(today, -back);
    const weekday = isoWeekday(date);
    if (weekday === 6) planned.push({ email: 'marie@example.com', department: 'METZ-CENTRE', date, basket: MARIE });
    if (weekday === 2 || weekday === 5) {
      planned.push({ email: 'chef@example.com', department: 'METZ-CENTRE', date, basket: CHEF });
    }
    if (back <= 30 && weekday !== 1 && weekday !== 7) {
      const email = back % 2 ? 'marie@example.com' : 'chef@example.com';
      planned.push({ email, department: 'MONTIGNY', date, basket: back % 2 ? MARIE : CHEF });
    }
    // Metz-Centre's other open days of the last 30, between Marie's and the chef's own.
    if (back <= 30 && (weekday === 3 || weekday === 4 || weekday === 7)) {
      const email = back % 2 ? 'chef@example.com' : 'marie@example.com';
      planned.push({ email, department: 'METZ-CENTRE', date, basket: back % 2 ? CHEF : MARIE });
    }
  }
  return planned.sort((a, b) => a.date.localeCompare(b.date));
}

/** A weighed line comes in a little above or below what was asked, as at the counter. */
const weighed = (hundredths: number, i: number) => hundredths * 10 + ((i * 37) % 60) - 30;

export async function seedDemoHistory(db: Db, now: Date) {
  const users = await db.selectFrom('user_account').select(['id', 'email', 'user_type']).execute();
  const shops = await db.selectFrom('shop').select(['id', 'department']).execute();
  const articles = await db
    .selectFrom('article')
    .select(['id', 'slug', 'designation', 'sale_unit', 'price_cents', 'purchase_price_cents', 'vat_rate_bp'])
    .execute();
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const orders = plan(parisDate(now)).map((p, i) => {
    const user = users.find((u) => u.email === p.email);
    const shop = shops.find((s) => s.department === p.department);
    if (!user || !shop) throw new Error(`demo history: ${p.email} at ${p.department}`);
    const pro = user.user_type === 2;
    const lines = p.basket.map((b, position) => {
      const article = bySlug.get(b.slug);
      if (!article) throw new Error(`demo history: no article ${b.slug}`);
      const unit = pro ? (article.purchase_price_cents ?? article.price_cents) : article.price_cents;
      const grams = article.sale_unit === 'kg' ? weighed(b.hundredths, i + position) : null;
      return { article, position, hundredths: b.hundredths, unit, grams };
    });
    const priced = priceOrder(
      lines.map((l) => ({
        quantityHundredths: l.hundredths,
        weighedGrams: l.grams,
        unitPriceCents: l.unit,
        vatRateBp: l.article.vat_rate_bp,
      })),
      pro ? 'HT' : 'TTC',
      0,
    );
    // Placed two days before, handed over on the day at 10 h.
    const placedAt = parisInstant(addDays(p.date, -2), '17:30').toISOString();
    const doneAt = parisInstant(p.date, '10:00').toISOString();
    return { p, user, shop, pro, lines, priced, placedAt, doneAt, number: `DEMO-${String(i + 1).padStart(5, '0')}` };
  });
  if (orders.length === 0) return;
  const ids = (
    await db
      .insertInto('customer_order')
      .values(
        orders.map((o) => ({
          number: o.number,
          user_id: o.user.id,
          idempotency_key: null,
          mode: 'Pickup' as const,
          shop_id: o.shop.id,
          date: o.p.date,
          status: 'Completed' as const,
          comment: null,
          address_first_name: null,
          address_last_name: null,
          address_street: null,
          address_post_code: null,
          address_city: null,
          address_country: null,
          is_pro: o.pro ? 1 : 0,
          lines_total_cents: o.priced.linesTotalCents,
          delivery_fee_cents: 0,
          total_ht_cents: o.priced.totalHtCents,
          total_vat_cents: o.priced.totalVatCents,
          total_ttc_cents: o.priced.totalTtcCents,
          has_estimated_lines: 0,
          created_at: o.placedAt,
          updated_at: o.doneAt,
        })),
      )
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const placed = orders.map((o, i) => ({ ...o, id: ids[i] as number }));
  await db
    .insertInto('order_line')
    .values(
      placed.flatMap((o) =>
        o.lines.map((l, j) => ({
          order_id: o.id,
          position: l.position + 1,
          article_id: l.article.id,
          designation: l.article.designation,
          sale_unit: l.article.sale_unit,
          quantity_hundredths: l.hundredths,
          unit_price_cents: l.unit,
          line_total_cents: o.priced.lineTotalsCents[j] ?? 0,
          vat_rate_bp: l.article.vat_rate_bp,
          is_estimated: l.grams === null ? 0 : 1,
          preparation_note: null,
          weighed_grams: l.grams,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('order_vat')
    .values(
      placed.flatMap((o) =>
        o.priced.vatByRate.map((v) => ({
          order_id: o.id,
          rate_bp: v.rateBp,
          base_cents: v.baseCents,
          vat_cents: v.vatCents,
        })),
      ),
    )
    .execute();
}
