import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type ArticleFilter = {
  now: string;
  subCategoryIds: number[];
  discountedOnly: boolean;
  highlightedOnly: boolean;
  /** The viewer whose favourites mark the articles (and filter them with favoritesOnly). */
  userId: number | null;
  favoritesOnly: boolean;
  limit: number;
  offset: number;
};

type ArticleScope = ExpressionBuilder<Database & { a: Database['article'] }, 'a'>;

const discountIsActive = (eb: ArticleScope, now: string) =>
  eb.and([
    eb('a.discount_price_cents', 'is not', null),
    eb('a.discount_starts_at', '<=', now),
    eb.or([eb('a.discount_ends_at', 'is', null), eb('a.discount_ends_at', '>', now)]),
  ]);

const isFavorite = (eb: ArticleScope, userId: number) =>
  eb.exists(
    eb
      .selectFrom('favorite as f')
      .select('f.article_id')
      .whereRef('f.article_id', '=', 'a.id')
      .where('f.user_id', '=', userId),
  );

/** 1 when the article is one of the user's favourites, else 0 (always 0 for a visitor). */
const favoriteFlag = (eb: ArticleScope, userId: number | null) =>
  eb
    .case()
    .when(isFavorite(eb, userId ?? 0))
    .then(sql<number>`1`)
    .else(sql<number>`0`)
    .end();

/** What customers see: active, not withdrawn, in a category and a sub-category that are not hidden. */
const onSale = (
  eb: ExpressionBuilder<
    Database & { a: Database['article']; s: Database['sub_category']; c: Database['category'] },
    'a' | 's' | 'c'
  >,
) =>
  eb.and([
    eb('a.is_active', '=', 1),
    eb('a.withdrawn_at', 'is', null),
    eb('s.is_hidden', '=', 0),
    eb('c.is_hidden', '=', 0),
  ]);

function filteredArticles(db: Db, filter: ArticleFilter) {
  return db
    .selectFrom('article as a')
    .innerJoin('sub_category as s', 's.id', 'a.sub_category_id')
    .innerJoin('category as c', 'c.id', 's.category_id')
    .where(onSale)
    .$if(filter.subCategoryIds.length > 0, (q) => q.where('a.sub_category_id', 'in', filter.subCategoryIds))
    .$if(filter.highlightedOnly, (q) => q.where('a.is_highlighted', '=', 1))
    .$if(filter.discountedOnly, (q) => q.where((eb) => discountIsActive(eb, filter.now)))
    .$if(filter.favoritesOnly, (q) => q.where((eb) => isFavorite(eb, filter.userId ?? 0)));
}

/** An article's columns as the customer's catalogue reads them; the back office adds its own. */
export const articleColumns = [
  'a.id',
  'a.designation',
  'a.description',
  'a.sub_category_id',
  's.name as sub_family',
  'c.id as category_id',
  'c.name as category_name',
  'a.sale_unit',
  'a.average_weight_grams',
  'a.price_cents',
  'a.purchase_price_cents',
  'a.vat_rate_bp',
  'a.discount_price_cents',
  'a.discount_purchase_price_cents',
  'a.is_highlighted',
  'a.origin_born',
  'a.origin_raised',
  'a.origin_slaughtered',
  'a.allergens',
  'a.image_url',
  'a.default_quantity_grams',
  'a.quantity_step_grams',
  'a.grams_per_person',
  'a.breed',
  'a.maturation',
  'a.labels',
  'a.farm',
  'a.cooking_advice',
  'a.image_srcset',
  'a.is_out_of_stock',
] as const;

/** What searching and sorting read of every article the filters keep (a butcher's catalogue: a few hundred at most). */
const candidateColumns = [
  'a.id',
  'a.designation',
  's.name as sub_family',
  'c.name as category_name',
  'a.breed',
  'a.labels',
  'a.farm',
  'a.sale_unit',
  'a.average_weight_grams',
  'a.price_cents',
  'a.purchase_price_cents',
  'a.discount_price_cents',
  'a.discount_purchase_price_cents',
] as const;

/** Every article the filters keep, light, in the catalogue's order: the search and the sorts rank these. */
export function findArticleCandidates(db: Db, filter: Omit<ArticleFilter, 'limit' | 'offset'>) {
  return filteredArticles(db, { ...filter, limit: 0, offset: 0 })
    .select(candidateColumns)
    .select((eb) => discountIsActive(eb, filter.now).as('discount_is_active'))
    .orderBy('c.position')
    .orderBy('s.position')
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
}

export type ArticleCandidate = Awaited<ReturnType<typeof findArticleCandidates>>[number];

export async function findArticles(db: Db, filter: ArticleFilter) {
  // The total comes with the page (a window count); only a page past the end needs a query of its own.
  const rows = await filteredArticles(db, filter)
    .select(articleColumns)
    .select((eb) => discountIsActive(eb, filter.now).as('discount_is_active'))
    .select((eb) => favoriteFlag(eb, filter.userId).as('is_favorite'))
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('c.position')
    .orderBy('s.position')
    .orderBy('a.position')
    .orderBy('a.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  if (rows.length > 0 || filter.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await filteredArticles(db, filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export function findArticleById(db: Db, id: number, now: string, userId: number | null) {
  return findArticlesByIds(db, [id], now, userId).executeTakeFirst();
}

/** Articles still sold among `ids`, in no particular order. */
export function findArticlesByIds(db: Db, ids: number[], now: string, userId: number | null) {
  return db
    .selectFrom('article as a')
    .innerJoin('sub_category as s', 's.id', 'a.sub_category_id')
    .innerJoin('category as c', 'c.id', 's.category_id')
    .where('a.id', 'in', ids.length > 0 ? ids : [0])
    .where(onSale)
    .select(articleColumns)
    .select((eb) => discountIsActive(eb, now).as('discount_is_active'))
    .select((eb) => favoriteFlag(eb, userId).as('is_favorite'));
}

export type ArticleRow = Awaited<ReturnType<typeof findArticleById>> & {};

/**
 * Every article on sale, in the catalogue's order, with its discount's dates: what the in-memory catalogue
 * is made of (ADR 026). Whether the discount runs, and the favourites, are the cache's to work out.
 */
export function findArticlesOnSale(db: Db) {
  return db
    .selectFrom('article as a')
    .innerJoin('sub_category as s', 's.id', 'a.sub_category_id')
    .innerJoin('category as c', 'c.id', 's.category_id')
    .where(onSale)
    .select(articleColumns)
    .select(['a.discount_starts_at', 'a.discount_ends_at'])
    .orderBy('c.position')
    .orderBy('s.position')
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
}

/** Price rows of the given articles, oldest first. */
export function findPriceHistory(db: Db, articleIds: number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article_price_history')
    .select(['article_id', 'price_cents', 'purchase_price_cents', 'valid_from'])
    .where('article_id', 'in', articleIds)
    .orderBy('article_id')
    .orderBy('valid_from')
    .execute();
}

export async function findCategoryTree(db: Db) {
  const [categories, subCategories] = await Promise.all([
    db.selectFrom('category').selectAll().where('is_hidden', '=', 0).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('sub_category as s')
      .leftJoin('article as a', (join) =>
        join.onRef('a.sub_category_id', '=', 's.id').on('a.is_active', '=', 1).on('a.withdrawn_at', 'is', null),
      )
      .where('s.is_hidden', '=', 0)
      .select(['s.id', 's.category_id', 's.name', 's.slug', 's.position'])
      .select((eb) => eb.fn.count<number>('a.id').as('article_count'))
      .groupBy(['s.id', 's.category_id', 's.name', 's.slug', 's.position'])
      .orderBy('s.position')
      .orderBy('s.id')
      .execute(),
  ]);
  return { categories, subCategories };
}

/** The open lot each article is sold from now (issue 39, ADR 067), as its origin sentence reads it; all, or those. */
export function findArticleLots(db: Db, articleIds?: number[]) {
  return db
    .selectFrom('article as a')
    .innerJoin('lot', 'lot.id', 'a.lot_id')
    .select([
      'a.id as articleId',
      'lot.code',
      'lot.species',
      'lot.born_in as bornIn',
      'lot.raised_in as raisedIn',
      'lot.slaughtered_in as slaughteredIn',
      'lot.slaughterhouse_approval as slaughterhouseApproval',
    ])
    .where('lot.closed_at', 'is', null)
    .$if(articleIds !== undefined, (q) => q.where('a.id', 'in', articleIds?.length ? articleIds : [0]))
    .execute();
}

export type ArticleLotRow = Awaited<ReturnType<typeof findArticleLots>>[number];

/** The boxes of the articles sold as pre-sold boxes (ADR 074), for the catalogue's sentence. */
export function findArticleBoxes(db: Db, articleIds?: number[]) {
  return db
    .selectFrom('box')
    .innerJoin('lot', 'lot.id', 'box.lot_id')
    .select([
      'box.article_id as articleId',
      'box.nominal_weight_grams as nominalWeightGrams',
      'box.price_per_kg_cents as pricePerKgCents',
      'box.deposit_percent as depositPercent',
      'box.distribution_date as distributionDate',
      'box.cancelled_at as cancelledAt',
      'lot.slaughter_date as slaughterDate',
    ])
    .$if(articleIds !== undefined, (q) => q.where('box.article_id', 'in', articleIds?.length ? articleIds : [0]))
    .execute();
}

export type ArticleBoxRow = Awaited<ReturnType<typeof findArticleBoxes>>[number];
