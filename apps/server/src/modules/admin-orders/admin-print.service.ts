import type { Db } from '../../db/database.js';
import type { StaffScope } from '../admin/staff-scope.js';
import type { LabelData, Origin } from '../documents/label-pdf.js';
import { toOrders } from '../orders/order-view.js';
import * as repo from './admin-orders.repository.js';
import { findOrderRow } from './admin-orders.service.js';
import { preparationList } from './preparation.service.js';

// The PDF and barcode libraries are loaded on the first print, not at start (ADR 029).
const print = () => Promise.all([import('../documents/label-pdf.js'), import('./preparation-pdf.js')]);

/** The cutting list and the order sheets of a shop's day, as a printable A4 PDF. */
export async function printPreparation(
  db: Db,
  scope: StaffScope,
  query: { shopId?: number; date?: string },
  now: Date,
) {
  const list = await preparationList(db, scope, query, now);
  return { list, pdf: await (await print())[1].preparationPdf(list, now) };
}

/** What the ticket prints: the order (another shop's answers 404), its customer and the articles' origins. */
export async function labelData(db: Db, scope: StaffScope, orderId: number, publicUrl?: string): Promise<LabelData> {
  const row = await findOrderRow(db, scope, orderId);
  const [order] = await toOrders(db, [row], { events: [] });
  if (!order) throw new Error(`order ${orderId} vanished`);
  const articles = await repo.findArticlesForLines(db, [...new Set(order.lines.map((l) => l.articleId))]);
  const origins = new Map<number, Origin>(
    articles
      .filter((a) => a.origin_born || a.origin_raised || a.origin_slaughtered)
      .map((a) => [a.id, { born: a.origin_born, raised: a.origin_raised, slaughtered: a.origin_slaughtered }]),
  );
  return {
    order,
    customer: {
      name: [row.customer_first_name, row.customer_last_name].filter(Boolean).join(' '),
      company: row.customer_company,
      phone: row.customer_phone ?? '',
    },
    origins,
    ...(publicUrl ? { publicUrl } : {}),
  };
}

export async function printLabel(db: Db, scope: StaffScope, orderId: number, publicUrl?: string) {
  const data = await labelData(db, scope, orderId, publicUrl);
  return { order: data.order, pdf: await (await print())[0].labelPdf(data) };
}
