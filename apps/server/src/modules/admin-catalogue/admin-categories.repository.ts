import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { foldForSearch } from '../../lib/text.js';

export function findCategories(db: Db) {
  return db.selectFrom('category').selectAll().orderBy('position').orderBy('id').execute();
}

/** Every sub-category with every article it holds, withdrawn ones included. */
export function findSubCategories(db: Db) {
  return db
    .selectFrom('sub_category as s')
    .leftJoin('article as a', 'a.sub_category_id', 's.id')
    .select(['s.id', 's.category_id', 's.name', 's.slug', 's.position', 's.is_hidden'])
    .select((eb) => eb.fn.count<number>('a.id').as('article_count'))
    .groupBy(['s.id', 's.category_id', 's.name', 's.slug', 's.position', 's.is_hidden'])
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubCategory(db: Db, id: number) {
  return db.selectFrom('sub_category').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countArticles(db: Db, subCategoryId: number) {
  const row = await db
    .selectFrom('article')
    .select(sql<number>`count(*)`.as('n'))
    .where('sub_category_id', '=', subCategoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countSubCategories(db: Db, categoryId: number) {
  const row = await db
    .selectFrom('sub_category')
    .select(sql<number>`count(*)`.as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextPosition(db: Db, table: 'category' | 'sub_category', categoryId?: number) {
  const row = await db
    .selectFrom(table)
    .select(sql<number | null>`max(position)`.as('p'))
    .$if(categoryId !== undefined && table === 'sub_category', (q) =>
      q.where(sql.ref('category_id'), '=', categoryId as number),
    )
    .executeTakeFirst();
  return Number(row?.p ?? 0) + 1;
}

/** A slug free among `taken`: "Bœuf à griller" → "boeuf-a-griller", then "-2", "-3"… */
export function freeSlug(name: string, taken: Set<string>) {
  const base =
    foldForSearch(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'categorie';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

export async function categorySlugs(db: Db) {
  return new Set((await db.selectFrom('category').select('slug').execute()).map((r) => r.slug));
}

export async function subCategorySlugs(db: Db, categoryId: number) {
  const rows = await db.selectFrom('sub_category').select('slug').where('category_id', '=', categoryId).execute();
  return new Set(rows.map((r) => r.slug));
}

/** The search text of articles follows their sub-category's and category's names. */
export async function refreshSearchText(db: Db, where: { categoryId?: number; subCategoryId?: number }) {
  const rows = await db
    .selectFrom('article as a')
    .innerJoin('sub_category as s', 's.id', 'a.sub_category_id')
    .innerJoin('category as c', 'c.id', 's.category_id')
    .select(['a.id', 'a.designation', 's.name as sub_family', 'c.name as category_name'])
    .$if(where.categoryId !== undefined, (q) => q.where('c.id', '=', where.categoryId as number))
    .$if(where.subCategoryId !== undefined, (q) => q.where('s.id', '=', where.subCategoryId as number))
    .execute();
  for (const row of rows) {
    await db
      .updateTable('article')
      .set({ search_text: foldForSearch(`${row.designation} ${row.sub_family} ${row.category_name}`) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The ids of a category's sub-categories, or of every category, in their order. */
export async function siblingIds(db: Db, table: 'category' | 'sub_category', categoryId?: number) {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .$if(categoryId !== undefined && table === 'sub_category', (q) =>
      q.where(sql.ref('category_id'), '=', categoryId as number),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export function setPosition(db: Db, table: 'category' | 'sub_category', id: number, position: number) {
  return db.updateTable(table).set({ position }).where('id', '=', id).execute();
}
