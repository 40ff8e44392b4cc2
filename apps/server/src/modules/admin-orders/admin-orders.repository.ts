import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderLineTable } from '../../db/schema.js';
import { peopleSearch } from '../../lib/folded-sql.js';
import type { StaffScope } from '../admin/staff-scope.js';
import { fixedColumns, selectOrderRows } from '../orders/index.js';

const customerColumns = [
  'u.first_name as customer_first_name',
  'u.last_name as customer_last_name',
  'u.company as customer_company',
  'u.email as customer_email',
  'u.phone_number as customer_phone',
] as const;

/** The orders a back-office user may see: their shops only (every shop for an admin). */
function scopedOrders(db: Db, scope: StaffScope) {
  return selectOrderRows(db)
    .select(customerColumns)
    .$if(scope.shopIds !== null, (q) =>
      (scope.shopIds as number[]).length === 0
        ? q.where(sql<boolean>`1 = 0`)
        : q.where('o.shop_id', 'in', scope.shopIds as number[]),
    );
}

export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findScopedOrder>>>;

export function findScopedOrder(db: Db, scope: StaffScope, orderId: number) {
  return scopedOrders(db, scope).where('o.id', '=', orderId).executeTakeFirst();
}

export type OrderFilter = {
  shopId?: number;
  date?: string;
  status?: string;
  search?: string;
  statuses?: string[];
  /**
   * A search over every day (no `date`): the open orders (or `status`), today's first, then the coming
   * days', nearest first, then the days gone by, most recent first; a complete order number finds its
   * order whatever its status (scanned at the counter, its page opens).
   */
  anyDayFrom?: string;
};

/** The orders still to hand over: what the counter looks for when a customer comes. */
const OPEN_STATUSES = ['Pending', 'Confirmed', 'Ready'] as const;

function filtered(db: Db, scope: StaffScope, filter: OrderFilter) {
  // Number, e-mail, name and company in one text, or the phone.
  const found = peopleSearch(
    filter.search ?? '',
    sql<string>`o.number || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.company, '')`,
    sql<string | null>`u.phone_number`,
  );
  const openOnly = filter.anyDayFrom !== undefined && filter.status === undefined;
  return scopedOrders(db, scope)
    .$if(filter.shopId !== undefined, (q) => q.where('o.shop_id', '=', filter.shopId as number))
    .$if(filter.date !== undefined, (q) => q.where('o.date', '=', filter.date as string))
    .$if(filter.status !== undefined, (q) => q.where('o.status', '=', filter.status as never))
    .$if(filter.statuses !== undefined, (q) => q.where('o.status', 'in', filter.statuses as never[]))
    .$if(openOnly, (q) =>
      q.where((eb) => eb.or([eb('o.status', 'in', OPEN_STATUSES), eb('o.number', '=', filter.search ?? '')])),
    )
    .$if(found !== null, (q) => q.where(found as NonNullable<typeof found>));
}

/**
 * A page of orders with the total count: the day's oldest first (the order they came in), or over every
 * day (`anyDayFrom`) today's first, the coming days' next, the days gone by last.
 */
export async function findScopedOrders(db: Db, scope: StaffScope, filter: OrderFilter, limit: number, offset: number) {
  const from = filter.anyDayFrom;
  const rows = await filtered(db, scope, filter)
    .select(sql<number>`count(*) over ()`.as('total'))
    .$if(from !== undefined, (q) =>
      q
        .orderBy(sql`case when o.date >= ${from} then 0 else 1 end`)
        // The days gone by keep a null here (sorted alike on both engines within their group).
        .orderBy(sql`case when o.date >= ${from} then o.date end`)
        .orderBy('o.date', 'desc'),
    )
    .orderBy('o.date')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await filtered(db, scope, filter)
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Every order of a filter, without paging (a day of one shop: the preparation list). */
export function findAllScopedOrders(db: Db, scope: StaffScope, filter: OrderFilter) {
  return filtered(db, scope, filter).orderBy('o.created_at').orderBy('o.id').execute();
}

export function findLine(db: Db, orderId: number, lineId: number) {
  return db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

/** The shop's weighing tolerance, in %. */
export async function findWeighingTolerance(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('shop')
    .select('weighing_tolerance_percent')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  return row.weighing_tolerance_percent;
}

export function updateLine(
  db: Db,
  lineId: number,
  values: Pick<
    Updateable<OrderLineTable>,
    | 'weighed_grams'
    | 'is_unavailable'
    | 'line_total_cents'
    | 'is_estimated'
    | 'lot_number'
    | 'lot_id'
    | 'price_per_kg_cents'
  >,
) {
  return db.updateTable('order_line').set(values).where('id', '=', lineId).execute();
}

/** The articles of lines, with what the preparation list and the ticket need: catalogue order and origin. */
export function findArticlesForLines(db: Db, articleIds: number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article as a')
    .innerJoin('sub_category as sc', 'sc.id', 'a.sub_category_id')
    .innerJoin('category as c', 'c.id', 'sc.category_id')
    .select([
      'a.id',
      'a.origin_born',
      'a.origin_raised',
      'a.origin_slaughtered',
      'c.slug as category_slug',
      'c.position as category_position',
      'sc.position as sub_category_position',
      'a.position',
    ])
    .where('a.id', 'in', articleIds)
    .execute();
}

export function findUserNames(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('user_account').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute();
}

/** The shops a back-office user works at (every shop for an admin), in the shops' order; one if `shopId` is given. */
export function findScopedShops(db: Db, scope: StaffScope, shopId?: number) {
  return db
    .selectFrom('shop')
    .select(['id', 'name', 'department'])
    .$if(scope.shopIds !== null, (q) =>
      (scope.shopIds as number[]).length === 0
        ? q.where(sql<boolean>`1 = 0`)
        : q.where('id', 'in', scope.shopIds as number[]),
    )
    .$if(shopId !== undefined, (q) => q.where('id', '=', shopId as number))
    .orderBy('position')
    .execute();
}

export function findUserName(db: Db, userId: number) {
  return db
    .selectFrom('user_account')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The article's lot on sale now: its lot's code and id when it is sold from one (ADR 067), else its free number. */
export async function findArticleLot(
  db: Db,
  articleId: number,
): Promise<{ lotNumber: string | null; lotId: number | null }> {
  const row = await db
    .selectFrom('article as a')
    .leftJoin('lot', 'lot.id', 'a.lot_id')
    .select(['a.lot_number', 'a.lot_id', 'lot.code'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  return { lotNumber: row?.code ?? row?.lot_number ?? null, lotId: row?.lot_id ?? null };
}

/** The open lot of a code typed at weighing, if it names one. */
export async function findLotIdByCode(db: Db, code: string) {
  const row = await db.selectFrom('lot').select('id').where('code', '=', code.toUpperCase()).executeTakeFirst();
  return row?.id ?? null;
}

/** The lots on sale now of the lines' articles: the weighing screen offers them before a line is weighed. */
export function findArticleLots(db: Db, articleIds: number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article as a')
    .leftJoin('lot', 'lot.id', 'a.lot_id')
    .select(['a.id', sql<string | null>`coalesce(lot.code, a.lot_number)`.as('lot_number')])
    .where('a.id', 'in', articleIds)
    .execute();
}

/** Each line leaving the counter keeps what it takes from its article at « prête » (FIXED_AT_READY). */
export async function fixLinesAtReady(db: Db, orderId: number) {
  const order = await db
    .selectFrom('customer_order')
    .select('date')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('is_unavailable', '=', 0)
    .execute();
  if (lines.length === 0) return;
  const articleIds = [...new Set(lines.map((l) => l.article_id))];
  const articles = new Map(
    (await db.selectFrom('article').selectAll().where('id', 'in', articleIds).execute()).map((a) => [a.id, a]),
  );
  for (const line of lines) {
    const article = articles.get(line.article_id);
    if (!article) continue;
    const values = fixedColumns(line, article, order.date);
    // Only what changes is written: a line weighed with its lot keeps its row as it is.
    if (Object.entries(values).every(([column, value]) => line[column as keyof typeof line] === value)) continue;
    await db.updateTable('order_line').set(values).where('id', '=', line.id).execute();
  }
}
