import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { peopleSearch } from '../../lib/folded-sql.js';
import type { StaffScope } from '../admin/staff-scope.js';

type Eb = ExpressionBuilder<Database & { u: Database['user_account'] }, 'u'>;

/** The orders of customer `u` the viewer may see: their shops' (every shop for an admin). */
function visibleOrders(eb: Eb, scope: StaffScope) {
  return eb
    .selectFrom('customer_order as o')
    .whereRef('o.user_id', '=', 'u.id')
    .$if(scope.shopIds !== null, (q) =>
      (scope.shopIds as number[]).length === 0
        ? q.where(sql<boolean>`1 = 0`)
        : q.where('o.shop_id', 'in', scope.shopIds as number[]),
    );
}

/**
 * The live customer accounts a back-office user may look at: every one for an admin; for staff, those
 * who ordered at one of their shops (a customer they may hand an order to).
 */
function visibleCustomers(db: Db, scope: StaffScope) {
  return db
    .selectFrom('user_account as u')
    .where('u.role', '=', 'customer')
    .where('u.deleted_at', 'is', null)
    .$if(scope.shopIds !== null, (q) => q.where((eb) => eb.exists(visibleOrders(eb, scope).select('o.id'))));
}

const SUMMARY_COLUMNS = [
  'u.id',
  'u.user_type',
  'u.first_name',
  'u.last_name',
  'u.company',
  'u.email',
  'u.phone_number',
  'u.locality',
  'u.created_at',
  'u.pro_approved_at',
] as const;

function withOrderFacts(db: Db, scope: StaffScope) {
  return visibleCustomers(db, scope)
    .select(SUMMARY_COLUMNS)
    .select((eb) => [
      visibleOrders(eb, scope).select(sql<number>`count(*)`.as('n')).as('order_count'),
      visibleOrders(eb, scope).select(sql<string | null>`max(o.date)`.as('d')).as('last_order_date'),
    ]);
}

function searched(db: Db, scope: StaffScope, search: string | undefined) {
  // Name, e-mail and company in one text, or the phone.
  const found = peopleSearch(
    search ?? '',
    sql<string>`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.company, '')`,
    sql<string | null>`u.phone_number`,
  );
  return found ? withOrderFacts(db, scope).where(found) : withOrderFacts(db, scope);
}

/** A page of customers by name, with the total count. */
export async function findCustomers(
  db: Db,
  scope: StaffScope,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const rows = await searched(db, scope, search)
    .orderBy(sql`lower(coalesce(u.last_name, ''))`)
    .orderBy(sql`lower(coalesce(u.first_name, ''))`)
    .orderBy('u.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom(searched(db, scope, search).as('found'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export type CustomerSummaryRow = Awaited<ReturnType<typeof findCustomers>>['rows'][number];

/** One customer the viewer may see, with every account fact; undefined otherwise. */
export function findCustomer(db: Db, scope: StaffScope, id: number) {
  return visibleCustomers(db, scope)
    .selectAll('u')
    .select((eb) => [
      visibleOrders(eb, scope).select(sql<number>`count(*)`.as('n')).as('order_count'),
      visibleOrders(eb, scope).select(sql<string | null>`max(o.date)`.as('d')).as('last_order_date'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

function customerOrders(db: Db, scope: StaffScope, customerId: number) {
  return db
    .selectFrom('customer_order as o')
    .where('o.user_id', '=', customerId)
    .$if(scope.shopIds !== null, (q) =>
      (scope.shopIds as number[]).length === 0
        ? q.where(sql<boolean>`1 = 0`)
        : q.where('o.shop_id', 'in', scope.shopIds as number[]),
    );
}

/** A customer's most recent orders the viewer may see, newest first. */
export function findCustomerOrders(db: Db, scope: StaffScope, customerId: number, limit: number) {
  return customerOrders(db, scope, customerId)
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select([
      'o.id',
      'o.number',
      'o.date',
      'o.status',
      'o.mode',
      'o.is_pro',
      'o.total_ht_cents',
      'o.total_ttc_cents',
      'o.created_at',
      's.name as shop_name',
    ])
    .orderBy('o.date', 'desc')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** Counts and amounts over every order the viewer may see; cancelled orders apart. */
export function findCustomerOrderTotals(db: Db, scope: StaffScope, customerId: number) {
  const kept = sql`o.status <> 'Cancelled'`;
  return customerOrders(db, scope, customerId)
    .select([
      sql<number>`coalesce(sum(case when ${kept} then 1 else 0 end), 0)`.as('kept'),
      sql<number>`coalesce(sum(case when ${kept} then 0 else 1 end), 0)`.as('cancelled'),
      sql<number>`coalesce(sum(case when ${kept} then o.total_ht_cents else 0 end), 0)`.as('ht_cents'),
      sql<number>`coalesce(sum(case when ${kept} then o.total_ttc_cents else 0 end), 0)`.as('ttc_cents'),
      sql<string | null>`min(case when ${kept} then o.date end)`.as('first_date'),
      sql<string | null>`max(case when ${kept} then o.date end)`.as('last_date'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The hand-overs without payment of a customer's orders the viewer may see (issue 45), the newest first: the
 * order's « completed » step, whose detail keeps the staff's reason and what was due then.
 */
export function findUnpaidHandovers(db: Db, scope: StaffScope, customerId: number) {
  return customerOrders(db, scope, customerId)
    .innerJoin('order_event as e', 'e.order_id', 'o.id')
    .where('o.handed_over_unpaid', '=', 1)
    .where('e.action', '=', 'completed')
    .select(['o.id', 'o.number', 'e.at', 'e.detail'])
    .orderBy('e.at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}
