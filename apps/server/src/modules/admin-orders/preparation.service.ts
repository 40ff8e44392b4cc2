import { type PreparationArticle, type PreparationResponse, parisDate } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { type CsvValue, toCsv } from '../../lib/csv.js';
import { formatEuros } from '../../lib/money.js';
import { checkShop, type StaffScope } from '../admin/staff-scope.js';
import { findOrderLines } from '../orders/index.js';
import { findPayments, type PaymentRow } from '../payments/index.js';
import * as repo from './admin-orders.repository.js';

/** What is still to cut: orders not yet ready. */
const TO_PREPARE = ['Pending', 'Confirmed'];

/** The shop a back-office screen shows when none is chosen: the user's first (by the shops' order). */
export async function defaultShop(db: Db, scope: StaffScope, shopId: number | undefined) {
  if (shopId !== undefined) checkShop(scope, shopId);
  const [shop] = await repo.findScopedShops(db, scope, shopId);
  if (!shop) throw notFound('Cette boutique n’existe pas.');
  return shop;
}

/**
 * The cutting list of a shop's day: one row per article in catalogue order (the ordered quantities
 * summed, with each preparation note and its order number), then each order with its lines.
 */
export async function preparationList(
  db: Db,
  scope: StaffScope,
  query: { shopId?: number; date?: string },
  now: Date,
): Promise<PreparationResponse> {
  const shop = await defaultShop(db, scope, query.shopId);
  const date = query.date ?? parisDate(now);
  const orders = await repo.findAllScopedOrders(db, scope, { shopId: shop.id, date, statuses: TO_PREPARE });
  const lines = (
    await findOrderLines(
      db,
      orders.map((o) => o.id),
    )
  ).filter((l) => l.is_unavailable !== 1);
  const articles = new Map(
    (await repo.findArticlesForLines(db, [...new Set(lines.map((l) => l.article_id))])).map((a) => [a.id, a]),
  );
  const payments = await findPayments(
    db,
    orders.map((o) => o.id),
  );
  const numberOf = new Map(orders.map((o) => [o.id, o.number]));
  // Lines grouped once: a Christmas Eve has 300 orders and 1 800 lines (a filter per order was quadratic).
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);

  const rows = new Map<number, PreparationArticle & { hundredths: number }>();
  for (const line of lines) {
    const row = rows.get(line.article_id) ?? {
      articleId: line.article_id,
      designation: line.designation,
      saleUnit: line.sale_unit,
      totalQuantity: 0,
      hundredths: 0,
      orderCount: 0,
      notes: [],
    };
    row.hundredths += line.quantity_hundredths;
    row.orderCount += 1;
    if (line.preparation_note)
      row.notes.push({ orderNumber: numberOf.get(line.order_id) ?? '', note: line.preparation_note });
    rows.set(line.article_id, row);
  }
  const rank = (id: number) => {
    const a = articles.get(id);
    return a ? [a.category_position, a.sub_category_position, a.position] : [Number.MAX_SAFE_INTEGER, 0, 0];
  };
  const byCatalogue = (x: number, y: number) => {
    const [a, b] = [rank(x), rank(y)];
    for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return x - y;
  };

  return {
    shop,
    date,
    articles: [...rows.values()]
      .sort((a, b) => byCatalogue(a.articleId, b.articleId))
      .map(({ hundredths, ...row }) => ({ ...row, totalQuantity: hundredths / 100 })),
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      mode: o.mode,
      timeWindow:
        o.time_window_starts && o.time_window_ends ? { starts: o.time_window_starts, ends: o.time_window_ends } : null,
      customer: {
        name: [o.customer_first_name, o.customer_last_name].filter(Boolean).join(' '),
        company: o.customer_company,
        phone: o.customer_phone ?? '',
      },
      comment: o.comment,
      payment: preparationPaymentText(payments.get(o.id)),
      lines: (linesOf.get(o.id) ?? []).map((l) => ({
        id: l.id,
        designation: l.designation,
        saleUnit: l.sale_unit,
        quantity: l.quantity_hundredths / 100,
        preparationNote: l.preparation_note,
      })),
    })),
  };
}

/** What the sheet says of a card payment, for the counter (ADR 049); null: paid at the till, or on account. */
function preparationPaymentText(row: PaymentRow | undefined): string | null {
  if (row?.method !== 'online') return null;
  if (row.status === 'authorized') return `Carte bloquée ${formatEuros(row.held_cents / 100)}\u00a0: rien à encaisser`;
  if (row.status === 'card_saved') return 'Carte enregistrée\u00a0: rien à encaisser';
  if (row.status === 'at_counter') return 'Carte refusée\u00a0: à payer au retrait';
  if (row.status === 'awaiting_authorization' || row.status === 'failed') return 'Paiement par carte en attente';
  return null;
}

/** The cutting list for a spreadsheet: French Excel opens it as it is (semicolons, decimal comma, UTF-8 BOM). */
export function preparationCsv(list: PreparationResponse): string {
  const rows: CsvValue[][] = [
    ['Article', 'Unité', 'Quantité totale', 'Commandes', 'Notes de préparation'],
    ...list.articles.map((a) => [
      a.designation,
      a.saleUnit === 'kg' ? 'kg' : 'pièce',
      a.totalQuantity,
      a.orderCount,
      a.notes.map((n) => `${n.orderNumber}\u00a0: ${n.note}`).join(' | '),
    ]),
  ];
  return toCsv(rows);
}
