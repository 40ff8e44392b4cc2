import { randomUUID } from 'node:crypto';
import { DEFAULT_PRO_TERMS, type OrderEventAction } from '@boucherie/contract';
import { type Insertable, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import type { CustomerOrderTable, OrderLineTable } from '../../db/schema.js';
import { insertOrderEvent, type OrderEventRow } from './order-events.repository.js';

/** Where an order's confirmation goes: the account's contact, none once the account is deleted. */
export type CustomerContact = { email: string | null; first_name: string | null; phone_number: string | null };

/** lockRow on the customer's account, answering its contact as of the lock (one round trip for both). */
export async function lockCustomer(db: Db, userId: number): Promise<CustomerContact | null> {
  const columns = ['email', 'first_name', 'phone_number', 'deleted_at'] as const;
  const row = isPostgres(db)
    ? await db.selectFrom('user_account').select(columns).where('id', '=', userId).forUpdate().executeTakeFirst()
    : await db
        .updateTable('user_account')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', userId)
        .returning(columns)
        .executeTakeFirst();
  return row && row.deleted_at === null ? row : null;
}

/** An order's customer, their contact (none once the account is deleted) and the shop's mailbox. */
export function findOrderContact(db: Db, orderId: number) {
  return db
    .selectFrom('customer_order as o')
    .innerJoin('user_account as u', 'u.id', 'o.user_id')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select(['o.user_id', 'o.number', 'o.status', 'u.email', 'u.first_name', 'u.phone_number', 's.email as shop_email'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function findOrderIdByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('customer_order')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Every line of the user's cart, withdrawn articles included (they must be refused, not skipped). */
export function findCartForOrder(db: Db, userId: number) {
  return db
    .selectFrom('cart_item as c')
    .innerJoin('article as a', 'a.id', 'c.article_id')
    .select(['c.article_id', 'c.quantity_hundredths', 'a.designation', 'a.is_active'])
    .where('c.user_id', '=', userId)
    .orderBy('c.updated_at')
    .orderBy('c.article_id')
    .execute();
}

export type NewOrder = Omit<Insertable<CustomerOrderTable>, 'number'>;
export type NewOrderLine = Omit<Insertable<OrderLineTable>, 'order_id'>;
export type NewOrderVat = { rate_bp: number; base_cents: number; vat_cents: number };
export type NewOrderEvent = { at: string; userId: number; action: OrderEventAction; detail: object };

/** "2026-000042": the year of ordering and the order's id. */
export const orderNumber = (year: string, id: number) => `${year}-${String(id).padStart(6, '0')}`;

/**
 * Inserts an order with its lines, VAT rows and first event; the human number derives from the id. On
 * PostgreSQL it is one statement (one round trip where there were five, while the shop's lock is held:
 * ADR 029): the id is drawn first, so that the number is written with the row.
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  lines: NewOrderLine[],
  vat: NewOrderVat[],
  year: string,
  event: NewOrderEvent,
  /** The user whose cart the order empties, in the same statement on PostgreSQL (a cart order). */
  emptiedCartOf?: number,
): Promise<number> {
  const detail = JSON.stringify(event.detail);
  if (isPostgres(db) && lines.length > 0) {
    const id = sql<number>`(select id from new_id)`;
    const { id: orderId } = await db
      .with('emptied_cart', (q) =>
        q
          .deleteFrom('cart_item')
          .where('user_id', '=', emptiedCartOf ?? null)
          .returning('user_id'),
      )
      .with('new_id', (q) =>
        q.selectNoFrom(sql<number>`nextval(pg_get_serial_sequence('customer_order', 'id'))`.as('id')),
      )
      .with('new_order', (q) =>
        q
          .insertInto('customer_order')
          .values({
            ...order,
            id,
            // As orderNumber(): at least six digits, never cut.
            number: sql<string>`${year} || '-' || lpad((select id from new_id)::text, greatest(6, length((select id from new_id)::text)), '0')`,
          })
          .returning('id'),
      )
      .with('new_lines', (q) => q.insertInto('order_line').values(lines.map((l) => ({ ...l, order_id: id }))))
      .with('new_vat', (q) =>
        vat.length > 0
          ? q.insertInto('order_vat').values(vat.map((v) => ({ ...v, order_id: id })))
          : q.selectNoFrom(sql`1`.as('none')),
      )
      .with('new_event', (q) =>
        q.insertInto('order_event').values({
          order_id: id,
          at: event.at,
          user_id: event.userId,
          action: event.action,
          detail,
        }),
      )
      .selectFrom('new_order')
      .select('id')
      .executeTakeFirstOrThrow();
    return orderId;
  }
  if (emptiedCartOf !== undefined) await db.deleteFrom('cart_item').where('user_id', '=', emptiedCartOf).execute();
  // The number is unique and known only once the id is: a provisional one holds its place meanwhile.
  const { id } = await db
    .insertInto('customer_order')
    .values({ ...order, number: `provisional-${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('customer_order')
    .set({ number: orderNumber(year, id) })
    .where('id', '=', id)
    .execute();
  if (lines.length > 0)
    await db
      .insertInto('order_line')
      .values(lines.map((l) => ({ ...l, order_id: id })))
      .execute();
  if (vat.length > 0)
    await db
      .insertInto('order_vat')
      .values(vat.map((v) => ({ ...v, order_id: id })))
      .execute();
  await insertOrderEvent(db, { orderId: id, ...event });
  return id;
}

/** The delivery address as an order keeps it (AddressColumns), with the instructions for the driver. */
export const orderAddressColumns = [
  'o.address_first_name',
  'o.address_last_name',
  'o.address_street',
  'o.address_post_code',
  'o.address_city',
  'o.address_country',
  'o.address_company',
  'o.delivery_instructions',
] as const;

export const orderColumns = [
  'o.id',
  'o.number',
  'o.status',
  'o.mode',
  'o.date',
  'o.created_at',
  'o.comment',
  ...orderAddressColumns,
  'o.is_pro',
  'o.lines_total_cents',
  'o.delivery_fee_cents',
  'o.total_ht_cents',
  'o.total_vat_cents',
  'o.total_ttc_cents',
  'o.handed_over_unpaid',
  'o.has_estimated_lines',
  'o.cancel_reason',
  'o.time_window_starts',
  'o.time_window_ends',
  'o.user_id',
  's.id as shop_id',
  's.name as shop_name',
  's.department as shop_department',
  's.street as shop_street',
  's.post_code as shop_post_code',
  's.city as shop_city',
  's.country as shop_country',
  's.phone as shop_phone',
  // A pro order's payment terms: the customer's own, else the business's default for pros (as invoices take them).
  // Every query of these columns joins the customer as `u`.
  sql<string | null>`case when o.is_pro = 1 then coalesce(
    u.payment_terms,
    (select bi.default_pro_terms from business_identity bi order by bi.id limit 1),
    ${DEFAULT_PRO_TERMS}) end`.as('payment_terms'),
] as const;

/** Orders as orderColumns reads them, joined with their shop (`s`) and their customer (`u`). */
export function selectOrderRows(db: Db) {
  return db
    .selectFrom('customer_order as o')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .innerJoin('user_account as u', 'u.id', 'o.user_id')
    .select(orderColumns);
}

function selectOrders(db: Db, userId: number) {
  return selectOrderRows(db).where('o.user_id', '=', userId);
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findUserOrder>>>;

export function findUserOrder(db: Db, userId: number, orderId: number) {
  return selectOrders(db, userId).where('o.id', '=', orderId).executeTakeFirst();
}

type LineRow = Awaited<ReturnType<typeof findOrderLines>>[number];
type VatRow = Awaited<ReturnType<typeof findOrderVat>>[number];

/**
 * PostgreSQL: one of the user's orders with its lines, VAT and history in one statement (each as a JSON
 * array of the rows the separate queries read, in their order): the answer to an order just placed costs one
 * round trip instead of four (ADR 029).
 */
export async function findUserOrderWithDetails(db: Db, userId: number, orderId: number) {
  const row = await selectOrders(db, userId)
    .select([
      sql<
        LineRow[]
      >`(select coalesce(json_agg(l order by l.position), '[]') from order_line l where l.order_id = o.id)`.as(
        'lines_json',
      ),
      sql<
        VatRow[]
      >`(select coalesce(json_agg(v order by v.rate_bp), '[]') from order_vat v where v.order_id = o.id)`.as(
        'vat_json',
      ),
      sql<(OrderEventRow & { id: number })[]>`(select coalesce(json_agg(e order by e.id), '[]') from (
        select e.id, e.order_id, e.at, e.action, e.detail, u.first_name, u.last_name, u.role
        from order_event e left join user_account u on u.id = e.user_id where e.order_id = o.id) e)`.as('events_json'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lines_json, vat_json, events_json, ...order } = row;
  return { row: order, lines: lines_json, vat: vat_json, events: events_json.map(({ id: _, ...event }) => event) };
}

/** The user's orders, newest first, with the total count (one query). */
export async function findUserOrders(db: Db, userId: number, limit: number, offset: number) {
  const rows = await selectOrders(db, userId)
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  // The total comes with the page (a window count); only a page past the end needs a query of its own.
  if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await db
    .selectFrom('customer_order')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Every order of the user, oldest first (the GDPR export reads them all). */
export function findAllUserOrders(db: Db, userId: number) {
  return selectOrders(db, userId).orderBy('o.created_at').orderBy('o.id').execute();
}

export function findOrderLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export function findOrderVat(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_vat')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('rate_bp')
    .execute();
}
