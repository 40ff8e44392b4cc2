import { isRawMeatCategory } from '@boucherie/contract';
import { sql } from 'kysely';
import { foldForSearch } from '../../lib/text.js';
import { DAY_MS, isoDaysAgo } from '../../lib/time.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { type Db, isUniqueViolation } from '../database.js';
import { accounts, DEMO_PASSWORD } from './accounts.data.js';
import { demoIdentity } from './business.data.js';
import { articles, categories } from './catalogue.data.js';
import { advice } from './catalogue-advice.data.js';
import { seedDemoBoxes } from './demo-boxes.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoLots } from './demo-lots.js';
import { seedFestiveDay } from './festive-day.js';
import { shops } from './shops.data.js';

/**
 * Seeds the demo catalogue, shops and accounts into an empty database; does nothing when data is there. The
 * accounts' password is the README's unless another is given (a production start must: config.ts).
 */
/**
 * `deliveryRounds: false` leaves the demo shops' weekly rounds out: the server tests written before them place
 * deliveries on days without set times, and the tests of the rounds add their own (ADR 044). `festiveDay: false`
 * leaves out the demo Noël day (festive-day.ts) and `history: false` the months of past orders (demo-history.ts):
 * the tests make their own holiday days and count their own orders; `lots: false` leaves out the demo lots
 * (demo-lots.ts) and the demo calf's boxes (demo-boxes.ts): the tests of issue 39 record their own, and older
 * ones copy an article's free lot number.
 */
export async function seedDemoData(
  db: Db,
  now = new Date(),
  password = DEMO_PASSWORD,
  options: { deliveryRounds?: boolean; festiveDay?: boolean; history?: boolean; lots?: boolean } = {},
): Promise<boolean> {
  if (await hasCatalogue(db)) return false;
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      await seedCatalogue(trx, now);
      if (options.lots !== false) await seedDemoLots(trx, now);
      await seedShops(trx, options.deliveryRounds !== false);
      if (options.lots !== false) await seedDemoBoxes(trx, now);
      await seedAccounts(trx, passwordHash, now);
      if (options.festiveDay !== false) await seedFestiveDay(trx, now);
      if (options.history !== false) await seedDemoHistory(trx, now);
      await trx
        .insertInto('business_identity')
        .values({ id: 1, ...demoIdentity })
        .execute();
    });
    return true;
  } catch (error) {
    // Another process seeded at the same time: its data stands.
    if (isUniqueViolation(error) && (await hasCatalogue(db))) return false;
    throw error;
  }
}

async function hasCatalogue(db: Db) {
  const row = await db.selectFrom('category').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

async function seedCatalogue(db: Db, now: Date) {
  const subCategoryIds = new Map<string, number>();
  const names = new Map<string, { category: string; subFamily: string }>();
  for (const [position, category] of categories.entries()) {
    const { id } = await db
      .insertInto('category')
      .values({
        slug: category.slug,
        name: category.name,
        description: category.description,
        image_url: `/images/categories/${category.slug}.svg`,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [subPosition, sub] of category.subCategories.entries()) {
      const row = await db
        .insertInto('sub_category')
        .values({ category_id: id, slug: sub.slug, name: sub.name, position: subPosition })
        .returning('id')
        .executeTakeFirstOrThrow();
      subCategoryIds.set(`${category.slug}/${sub.slug}`, row.id);
      names.set(`${category.slug}/${sub.slug}`, { category: category.name, subFamily: sub.name });
    }
  }

  const created = isoDaysAgo(now, 60);
  // Promotions started three days ago and run for two weeks from the day of seeding.
  const discountStart = isoDaysAgo(now, 3);
  const discountEnd = new Date(now.getTime() + 14 * DAY_MS).toISOString();
  for (const [position, a] of articles.entries()) {
    const key = `${a.category}/${a.subCategory}`;
    const subCategoryId = subCategoryIds.get(key);
    const label = names.get(key);
    if (subCategoryId === undefined || label === undefined) throw new Error(`Unknown sub-category ${key}`);
    const told = advice[a.slug] ?? {};
    const { id } = await db
      .insertInto('article')
      .values({
        slug: a.slug,
        sub_category_id: subCategoryId,
        designation: a.designation,
        description: a.description,
        sale_unit: a.saleUnit,
        average_weight_grams: a.averageWeightGrams,
        price_cents: a.priceCents,
        purchase_price_cents: a.purchasePriceCents,
        vat_rate_bp: a.vatRateBasisPoints ?? 550,
        discount_price_cents: a.discount?.priceCents ?? null,
        discount_purchase_price_cents: a.discount?.purchasePriceCents ?? null,
        discount_starts_at: a.discount ? discountStart : null,
        discount_ends_at: a.discount ? discountEnd : null,
        is_highlighted: a.isHighlighted ? 1 : 0,
        is_active: 1,
        meal_voucher_eligible: isRawMeatCategory(a.category) ? 1 : 0,
        origin_born: a.origin?.born ?? null,
        origin_raised: a.origin?.raised ?? null,
        origin_slaughtered: a.origin?.slaughtered ?? null,
        allergens: JSON.stringify(a.allergens),
        image_url: `/images/articles/${a.slug}.svg`,
        search_text: foldForSearch(`${a.designation} ${label.subFamily} ${label.category}`),
        position,
        created_at: created,
        updated_at: created,
        default_quantity_grams: told.defaultGrams ?? null,
        quantity_step_grams: told.stepGrams ?? null,
        grams_per_person: told.gramsPerPerson ?? null,
        breed: told.breed ?? null,
        maturation: told.maturation ?? null,
        labels: JSON.stringify(told.labels ?? []),
        farm: told.farm ?? null,
        cooking_advice: told.cooking ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const history = [{ price: a.priceCents, from: created }];
    if (a.previousPriceCents !== undefined) {
      history[0] = { price: a.previousPriceCents, from: created };
      history.push({ price: a.priceCents, from: isoDaysAgo(now, 20) });
    }
    await db
      .insertInto('article_price_history')
      .values(
        history.map((h) => ({
          article_id: id,
          price_cents: h.price,
          purchase_price_cents: a.purchasePriceCents,
          valid_from: h.from,
        })),
      )
      .execute();
  }
}

async function seedShops(db: Db, withRounds: boolean) {
  for (const [position, shop] of shops.entries()) {
    const { id } = await db
      .insertInto('shop')
      .values({
        department: shop.department,
        name: shop.name,
        street: shop.street,
        post_code: shop.postCode,
        city: shop.city,
        country: shop.country,
        phone: shop.phone,
        email: shop.email,
        cutoff_days_before: shop.cutOff.daysBefore,
        cutoff_time: shop.cutOff.time,
        daily_capacity: shop.dailyCapacity,
        delivers: shop.delivers ? 1 : 0,
        ...(shop.paymentPolicy ? { payment_policy: shop.paymentPolicy } : {}),
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const periods = shop.openingHours.flatMap((day) =>
      day.periods.map((p) => ({ shop_id: id, weekday: day.weekday, opens: p.opens, closes: p.closes })),
    );
    if (periods.length > 0) await db.insertInto('shop_opening_period').values(periods).execute();
    if (shop.closingDays.length > 0) {
      await db
        .insertInto('shop_closing_day')
        .values(shop.closingDays.map((d) => ({ shop_id: id, date: d.date, reason: d.reason })))
        .execute();
    }
    for (const zone of shop.deliveryZones) {
      const row = await db
        .insertInto('delivery_zone')
        .values({
          shop_id: id,
          name: zone.name,
          fee_cents: zone.feeCents,
          minimum_order_cents: zone.minimumOrderCents,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('delivery_zone_post_code')
        .values(zone.postCodes.map((postCode) => ({ zone_id: row.id, post_code: postCode })))
        .execute();
    }
    if (withRounds && shop.deliveryRounds.length > 0) {
      await db
        .insertInto('shop_delivery_round')
        .values(shop.deliveryRounds.map((r) => ({ shop_id: id, ...r })))
        .execute();
    }
  }
}

async function seedAccounts(db: Db, passwordHash: string, now: Date) {
  const at = now.toISOString();
  await db
    .insertInto('user_account')
    .values(
      accounts.map((a) => ({
        user_type: a.userType,
        role: a.role,
        email: a.email,
        first_name: a.firstName,
        last_name: a.lastName,
        company: a.company,
        vat_number: a.vatNumber,
        phone_number: a.phoneNumber,
        street_and_number: a.streetAndNumber,
        post_code: a.postCode,
        locality: a.locality,
        country: 'FR',
        favorite_store: a.favoriteStore,
        wants_newsletter: 0,
        is_verified: 1,
        password_hash: passwordHash,
        created_at: at,
        updated_at: at,
        // The demo pro is approved; the demo staff and owner work in the back office.
        pro_approved_at: a.userType === 2 ? at : null,
        pro_requested_at: a.userType === 2 ? at : null,
      })),
    )
    .execute();
  for (const account of accounts) {
    if (!account.shops?.length) continue;
    const user = await db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    const shops = await db.selectFrom('shop').select('id').where('department', 'in', account.shops).execute();
    await db
      .insertInto('staff_shop')
      .values(shops.map((shop) => ({ user_id: user.id, shop_id: shop.id })))
      .execute();
  }
}
