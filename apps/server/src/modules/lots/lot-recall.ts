import type { LotOrderLine, LotOrdersResponse, LotRecallResponse } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { toCsv } from '../../lib/csv.js';
import { BUSINESS_NAME } from '../identity/business-name.js';
import { recordChange } from '../journal/journal.service.js';
import type { Messenger } from '../messages/messenger.js';
import { oneSegment } from '../messages/sms-text.js';
import { addEffect, type MessageDetail, tellEffect } from '../order-lifecycle/index.js';
import * as repo from './lots.repository.js';
import { toLot } from './lots.service.js';

// A lot's recall (issue 39, regulation 178/2002): who bought from it, in minutes, and one message to each of them.

const person = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

async function lotOrThrow(db: Db, id: number) {
  const row = await repo.findLot(db, id);
  if (!row) throw notFound('Ce lot n’existe pas.');
  return row;
}

export async function lotOrders(db: Db, lotId: number): Promise<LotOrdersResponse> {
  const lot = toLot(await lotOrThrow(db, lotId));
  const items: LotOrderLine[] = (await repo.findLotOrderLines(db, lotId)).map((r) => ({
    orderId: r.order_id,
    orderNumber: r.number,
    date: r.date,
    shop: r.shop_name,
    customer: {
      id: r.user_id,
      name: person(r.first_name, r.last_name),
      company: r.company,
      isPro: r.is_pro === 1,
      email: r.email,
      phone: r.phone_number,
    },
    designation: r.designation,
    quantity: r.sale_unit === 'kg' && r.weighed_grams !== null ? r.weighed_grams / 1000 : r.quantity_hundredths / 100,
    unit: r.sale_unit,
  }));
  return { lot, items, customers: new Set(items.map((i) => i.customer.id)).size };
}

export function lotOrdersCsv(list: LotOrdersResponse): string {
  return toCsv([
    [
      'Client',
      'Société',
      'Professionnel',
      'Téléphone',
      'E-mail',
      'Commande',
      'Date',
      'Boutique',
      'Article',
      'Quantité',
      'Unité',
    ],
    ...list.items.map((i) => [
      i.customer.name,
      i.customer.company ?? '',
      i.customer.isPro ? 'oui' : 'non',
      i.customer.phone ?? '',
      i.customer.email ?? '',
      i.orderNumber,
      i.date,
      i.shop,
      i.designation,
      i.quantity,
      i.unit === 'kg' ? 'kg' : 'pièce',
    ]),
  ]);
}

/**
 * Tells each customer who bought from the lot, once: one effect per customer (on their latest order of the lot),
 * keyed by lot and customer, so a second recall (a double click, two owners at once) adds none.
 */
export async function recallLot(
  deps: { db: Db; now: Date; userId: number },
  lotId: number,
  message: string,
): Promise<LotRecallResponse & { orderIds: number[] }> {
  return deps.db.transaction().execute(async (trx) => {
    const list = await lotOrders(trx, lotId);
    const latest = new Map<number, number>();
    for (const item of list.items)
      latest.set(item.customer.id, Math.max(latest.get(item.customer.id) ?? 0, item.orderId));
    const orderIds: number[] = [];
    for (const [customerId, orderId] of latest) {
      const effect = tellEffect(orderId, 'lot_recall', { reason: message, lotCode: list.lot.code });
      if (await addEffect(trx, deps.now, { ...effect, key: `lot:${lotId}:recall:customer:${customerId}` })) {
        orderIds.push(orderId);
      }
    }
    const told = orderIds.length;
    if (told > 0) {
      await recordChange(trx, {
        at: deps.now.toISOString(),
        userId: deps.userId,
        kind: 'lot.recall',
        entityType: 'lot',
        entityId: lotId,
        summary: `Rappel du lot ${list.lot.code}\u00a0: ${told} client${told > 1 ? 's' : ''} prévenu${told > 1 ? 's' : ''} par SMS et e-mail.`,
        after: { message, customers: told },
      });
    }
    return { told, alreadyTold: latest.size - told, orderIds };
  });
}

/**
 * The recall's SMS: one segment (ADR 054) when the e-mail carries the owner's whole message, which then goes in
 * only if it fits; without an e-mail the SMS is the customer's only word of it, so it carries the whole message
 * whatever it costs: a recall is the one text where a second segment is worth paying for.
 */
export function recallSms(r: {
  lotCode: string;
  orderNumber: string;
  shopPhone: string;
  message: string;
  hasEmail: boolean;
}): string {
  const head = `${BUSINESS_NAME}\u00a0: RAPPEL du lot ${r.lotCode} (commande n°\u00a0${r.orderNumber}). Boutique\u00a0: ${r.shopPhone}.`;
  if (!r.hasEmail) return `${head} ${r.message}`.trim();
  const whole = oneSegment(head, r.message);
  return whole === head && r.message ? oneSegment(head, 'Détails dans l’e-mail.') : whole;
}

/** The recall's SMS and e-mail, composed when the effect runs (ADR 051). */
export function recallMessageHandlers(deps: () => { db: Db; messenger: Messenger }): {
  lot_recall: (orderId: number, detail: MessageDetail) => Promise<void>;
} {
  return {
    lot_recall: async (orderId, detail) => {
      const d = deps();
      const contact = await repo.findOrderContact(d.db, orderId);
      if (!contact || !detail.lotCode) return;
      const hello = `Bonjour ${contact.first_name ?? ''},`.replace(' ,', ',');
      const text = detail.reason ?? '';
      if (contact.phone_number) {
        await d.messenger.sendSms({
          to: contact.phone_number,
          text: recallSms({
            lotCode: detail.lotCode,
            orderNumber: contact.number,
            shopPhone: contact.shop_phone,
            message: text,
            hasEmail: Boolean(contact.email),
          }),
        });
      }
      if (contact.email) {
        await d.messenger.sendMail({
          to: contact.email,
          subject: `${BUSINESS_NAME} — rappel du lot ${detail.lotCode}`,
          text: [
            hello,
            '',
            `Votre commande n°\u00a0${contact.number} contenait de la viande du lot ${detail.lotCode}, que nous rappelons.`,
            '',
            text,
            '',
            `Pour toute question, appelez la boutique ${contact.shop_name} au ${contact.shop_phone}.`,
            '',
            BUSINESS_NAME,
          ].join('\n'),
        });
      }
    },
  };
}
