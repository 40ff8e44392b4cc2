import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import type { StaffScope } from '../admin/staff-scope.js';
import { findOrderRow } from '../admin-orders/admin-orders.service.js';
import { readIdentity } from '../identity/identity.service.js';
import { sellerOf } from '../invoices/issue.service.js';
import { findOrderDocument, findOrderLinesWithOrigin, findUserOrder } from '../orders/index.js';
import { deliveryNoteOf } from './delivery-note-data.js';

/** Draws the order's delivery note; a pickup or a cancelled order has none (409). */
async function notePdf(db: Db, orderId: number) {
  const order = await findOrderDocument(db, orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  if (order.mode !== 'Delivery') {
    throw new AppError(
      'CONFLICT',
      'Une commande retirée en boutique n’a pas de bon de livraison\u00a0: la facture en tient lieu.',
    );
  }
  if (order.status === 'Cancelled') {
    throw new AppError('CONFLICT', 'Cette commande est annulée\u00a0: elle n’a pas de bon de livraison.');
  }
  const lines = await findOrderLinesWithOrigin(db, orderId);
  const note = deliveryNoteOf(order, lines, sellerOf(await readIdentity(db)));
  // The PDF library is loaded on the first document, not at start (ADR 029).
  const { deliveryNotePdf } = await import('./delivery-note-pdf.js');
  return { reference: note.reference, pdf: await deliveryNotePdf(note) };
}

/** Staff of the order's shop, or an admin; another shop's order answers 404, like a missing one. */
export async function staffDeliveryNote(db: Db, scope: StaffScope, orderId: number) {
  await findOrderRow(db, scope, orderId);
  return notePdf(db, orderId);
}

/** The customer's own order only; another's answers 404. */
export async function myDeliveryNote(db: Db, userId: number, orderId: number) {
  const order = await findUserOrder(db, userId, orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  return notePdf(db, orderId);
}
