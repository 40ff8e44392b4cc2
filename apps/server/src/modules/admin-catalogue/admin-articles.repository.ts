import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ArticleTable, NewArticle } from '../../db/schema.js';
import { escapeLike } from '../../lib/text.js';
import { articleColumns } from '../catalogue/index.js';
import { ADVICE_COLUMNS } from './article-advice.js';

export type AdminArticleFilter = {
  now: string;
  searchWords: string[];
  categoryId?: number;
  subCategoryId?: number;
  state: 'all' | 'active' | 'inactive' | 'out-of-stock' | 'discounted' | 'withdrawn';
  limit: number;
  offset: number;
};

function articles(db: Db) {
  return db
    .selectFrom('article as a')
    .innerJoin('sub_category as s', 's.id', 'a.sub_category_id')
    .innerJoin('category as c', 'c.id', 's.category_id');
}

/**
 * The customer's columns (one list, the catalogue's), the advice's (one table, `article-advice.ts`: the lot number
 * and what the customer does not see among them), and what only the back office reads.
 */
const columns = [
  ...articleColumns,
  ...ADVICE_COLUMNS.filter((column) => !(articleColumns as readonly string[]).includes(column)),
  'a.slug',
  'a.discount_starts_at',
  'a.discount_ends_at',
  'a.is_active',
  'a.meal_voucher_eligible',
  'a.withdrawn_at',
  'a.updated_at',
] as const;

function filtered(db: Db, f: AdminArticleFilter) {
  return articles(db)
    .$if(f.state === 'withdrawn', (q) => q.where('a.withdrawn_at', 'is not', null))
    .$if(f.state !== 'withdrawn', (q) => q.where('a.withdrawn_at', 'is', null))
    .$if(f.state === 'active', (q) => q.where('a.is_active', '=', 1))
    .$if(f.state === 'inactive', (q) => q.where('a.is_active', '=', 0))
    .$if(f.state === 'out-of-stock', (q) => q.where('a.is_out_of_stock', '=', 1))
    .$if(f.state === 'discounted', (q) =>
      q
        .where('a.discount_price_cents', 'is not', null)
        .where((eb) => eb.or([eb('a.discount_ends_at', 'is', null), eb('a.discount_ends_at', '>', f.now)])),
    )
    .$if(f.categoryId !== undefined, (q) => q.where('c.id', '=', f.categoryId as number))
    .$if(f.subCategoryId !== undefined, (q) => q.where('s.id', '=', f.subCategoryId as number))
    .$if(f.searchWords.length > 0, (q) =>
      q.where((eb) =>
        eb.and(f.searchWords.map((w) => sql<boolean>`a.search_text like ${`%${escapeLike(w)}%`} escape '\\'`)),
      ),
    );
}

export async function findAdminArticles(db: Db, f: AdminArticleFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select(columns)
      .orderBy('c.position')
      .orderBy('s.position')
      .orderBy('a.position')
      .orderBy('a.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    filtered(db, f).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findAdminArticle(db: Db, id: number) {
  return articles(db).select(columns).where('a.id', '=', id).executeTakeFirst();
}

export type AdminArticleRow = NonNullable<Awaited<ReturnType<typeof findAdminArticle>>>;

export function findSubCategoryLabel(db: Db, id: number) {
  return db
    .selectFrom('sub_category as s')
    .innerJoin('category as c', 'c.id', 's.category_id')
    .select(['s.id', 's.name as sub_family', 'c.name as category_name'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function insertArticle(db: Db, values: Omit<NewArticle, 'position'>) {
  const last = await db
    .selectFrom('article')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  const { id } = await db
    .insertInto('article')
    .values({ ...values, position: Number(last?.p ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateArticle(db: Db, id: number, values: Updateable<ArticleTable>) {
  return db.updateTable('article').set(values).where('id', '=', id).executeTakeFirst();
}

export function slugExists(db: Db, slug: string) {
  return db.selectFrom('article').select('id').where('slug', '=', slug).executeTakeFirst();
}

export function insertPrice(
  db: Db,
  row: { article_id: number; price_cents: number; purchase_price_cents: number; valid_from: string },
) {
  return db.insertInto('article_price_history').values(row).execute();
}

/** Every regular price of one article, newest first. */
export function findPrices(db: Db, articleId: number) {
  return db
    .selectFrom('article_price_history')
    .select(['price_cents', 'purchase_price_cents', 'valid_from'])
    .where('article_id', '=', articleId)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Locks the article's row until the transaction ends: a no-op update that works on both engines. */
export async function lockArticle(db: Db, id: number) {
  await db
    .updateTable('article')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}
