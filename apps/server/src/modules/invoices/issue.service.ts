import { type PaymentTerms, parisDate } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Seller } from '../documents/seller.js';
import { type IdentityValues, missingFields, readIdentity } from '../identity/identity.service.js';
import { boxSettlementOfOrder } from '../order-lifecycle/index.js';
import {
  DEFAULT_COUNTRY,
  deliveryAddressOf,
  documentLot,
  findOrderDocument,
  findOrderLinesWithOrigin,
  type OrderDocumentRow,
} from '../orders/index.js';
import { findPayment } from '../payments/index.js';
import { planDeposit } from './einvoice.service.js';
import {
  type Buyer,
  dueDate,
  type InvoiceData,
  type InvoiceLine,
  originText,
  type Place,
  sirenOfVat,
} from './invoice-data.js';
import * as repo from './invoices.repository.js';
import { nextNumber } from './numbering.js';

/** `einvoicing`: a plateforme agréée is configured, and a pro's invoice is deposited with it (ADR 071). */
type Completion = { orderId: number; at: string; userId: number | null; einvoicing?: boolean };

/**
 * Called by the completing transaction: the order gets its invoice, numbered in that transaction. While the
 * business's identity is incomplete the order still completes (the counter is never blocked) and waits in
 * `invoice_pending`: no invoice is issued without the seller's lawful mentions.
 */
export async function onOrderCompleted(trx: Db, completion: Completion): Promise<void> {
  const identity = await readIdentity(trx);
  if (missingFields(identity).length > 0) {
    await repo.insertPending(trx, {
      order_id: completion.orderId,
      completed_at: completion.at,
      completed_by: completion.userId,
    });
    return;
  }
  await issueInvoice(trx, identity, completion.orderId, completion.at, parisDate(new Date(completion.at)), {
    einvoicing: completion.einvoicing ?? false,
  });
}

/** Invoices the orders completed while the identity was incomplete, in the order they were completed. */
export async function issuePendingInvoices(
  trx: Db,
  { at, einvoicing = false }: { at: string; userId: number | null; einvoicing?: boolean },
) {
  const identity = await readIdentity(trx);
  for (const pending of await repo.findPending(trx)) {
    await issueInvoice(trx, identity, pending.order_id, at, parisDate(new Date(pending.completed_at)), { einvoicing });
    await repo.deletePending(trx, pending.order_id);
  }
}

export const sellerOf = (identity: IdentityValues): Seller => ({
  legalName: identity.legal_name,
  tradeName: identity.trade_name,
  legalForm: identity.legal_form,
  capitalCents: identity.capital_cents,
  street: identity.street,
  postCode: identity.post_code,
  city: identity.city,
  siren: identity.siren,
  siret: identity.siret,
  registration: identity.registration,
  vatNumber: identity.vat_number,
  iban: identity.iban,
  bic: identity.bic,
  email: identity.email,
  phone: identity.phone,
  footer: identity.invoice_footer,
});

function buyerOf(order: OrderDocumentRow): Buyer {
  const person = [order.first_name, order.last_name].filter(Boolean).join(' ');
  const company = order.is_pro === 1 ? order.company : null;
  return {
    name: company || person || 'Client',
    company,
    street: order.street_and_number ?? '',
    postCode: order.post_code ?? '',
    city: order.locality ?? '',
    country: order.country ?? DEFAULT_COUNTRY,
    vatNumber: order.is_pro === 1 ? order.vat_number : null,
    siren: order.is_pro === 1 ? sirenOfVat(order.vat_number) : null,
    email: order.email,
  };
}

/** The shop for a pickup; a delivery address only when it is not the buyer's. */
function placeOf(order: OrderDocumentRow, buyer: Buyer): Place | null {
  if (order.mode === 'Pickup') {
    return {
      label: 'Retrait en boutique',
      name: order.shop_name,
      street: order.shop_street,
      postCode: order.shop_post_code,
      city: order.shop_city,
      country: order.shop_country,
    };
  }
  const address = deliveryAddressOf(order);
  const place: Place = {
    label: 'Adresse de livraison',
    name: [address.firstName, address.lastName].filter(Boolean).join(' '),
    street: address.street,
    postCode: address.postcode,
    city: address.city,
    country: address.country,
  };
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const differs = !(
    same(place.street, buyer.street) &&
    same(place.postCode, buyer.postCode) &&
    same(place.city, buyer.city)
  );
  return differs ? place : null;
}

/** The line's lot, and its origin: the lot's sentence, else the article's (ADR 067). */
function documentLotOf(l: Awaited<ReturnType<typeof findOrderLinesWithOrigin>>[number]) {
  const { lot, lotOrigin } = documentLot(l);
  return {
    origin:
      lotOrigin ?? originText({ born: l.origin_born, raised: l.origin_raised, slaughtered: l.origin_slaughtered }),
    lot,
  };
}

async function linesOf(trx: Db, order: OrderDocumentRow): Promise<InvoiceLine[]> {
  const rows = await findOrderLinesWithOrigin(trx, order.id);
  const lines: InvoiceLine[] = rows
    .filter((l) => l.is_unavailable !== 1)
    .map((l, i) => {
      // A weighed box (ADR 074) is sold by the piece but priced by its weight: the invoice says its kilograms
      // at the price per kg, so that quantity × unit price is the line's total (not « 5,4 pièces × 94,50 € »).
      const weighedBox = l.price_per_kg_cents !== null && l.weighed_grams !== null;
      return {
        line: i + 1,
        ...documentLotOf(l),
        designation: l.designation,
        unit: weighedBox ? ('kg' as const) : l.sale_unit,
        quantity: l.weighed_grams !== null ? l.weighed_grams / 1000 : l.quantity_hundredths / 100,
        unitPriceCents: weighedBox ? (l.price_per_kg_cents ?? 0) : l.unit_price_cents,
        vatRateBp: l.vat_rate_bp,
        totalCents: l.line_total_cents,
        note: l.preparation_note,
      };
    });
  if (order.delivery_fee_cents > 0) {
    lines.push({
      line: lines.length + 1,
      designation: 'Livraison',
      unit: 'service',
      quantity: 1,
      unitPriceCents: order.delivery_fee_cents,
      vatRateBp: 2000,
      totalCents: order.delivery_fee_cents,
      origin: null,
      note: null,
    });
  }
  return lines;
}

/** What a card took for the order, as the invoice says it (« Payée par carte le … »). */
async function paidByCardOf(db: Db, orderId: number): Promise<Pick<InvoiceData, 'paidByCard' | 'boxSettlement'>> {
  const payment = await findPayment(db, orderId);
  if (!payment || payment.captured_cents <= 0) return {};
  const date = parisDate(new Date(payment.updated_at));
  const box = payment.capture_on_hold === 1 ? await boxSettlementOfOrder(db, orderId) : null;
  if (!box) return { paidByCard: { amountCents: payment.captured_cents, date } };
  // A box's card paid its deposit and balance, less what a lighter box gives back (its refund may still run).
  const back = Math.max(payment.refunded_cents, box.refundCents);
  return {
    paidByCard: { amountCents: payment.captured_cents - back, date },
    boxSettlement: {
      depositCents: box.depositCents,
      balanceCents: box.balanceCents,
      refundCents: box.refundCents,
      weighedCents: box.weighedCents,
    },
  };
}

/** Issues the invoice of a completed order with the order's final amounts, to the cent. */
export async function issueInvoice(
  trx: Db,
  identity: IdentityValues,
  orderId: number,
  at: string,
  deliveryDate: string,
  { einvoicing }: { einvoicing: boolean },
) {
  const order = await findOrderDocument(trx, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Cette commande n’existe pas.');
  const issueDate = parisDate(new Date(at));
  const isPro = order.is_pro === 1;
  const terms = isPro ? ((order.payment_terms ?? identity.default_pro_terms) as PaymentTerms) : null;
  const buyer = buyerOf(order);
  const vat = (await repo.findOrderVat(trx, orderId)).map((v) => ({
    rateBp: v.rate_bp,
    baseCents: v.base_cents,
    vatCents: v.vat_cents,
  }));
  const lines = await linesOf(trx, order);
  // Numbered last: the counter's lock is held from here to the commit, so only the two inserts wait in it.
  const number = await nextNumber(trx, 'F', Number(issueDate.slice(0, 4)));
  const data: InvoiceData = {
    kind: 'invoice',
    number,
    issueDate,
    deliveryDate,
    dueDate: dueDate(issueDate, terms),
    paymentTerms: terms,
    isPro,
    basis: isPro ? 'HT' : 'TTC',
    seller: sellerOf(identity),
    buyer,
    delivery: placeOf(order, buyer),
    order: { id: order.id, number: order.number, date: order.date, mode: order.mode },
    lines,
    vat,
    totalHtCents: order.total_ht_cents,
    totalVatCents: order.total_vat_cents,
    totalTtcCents: order.total_ttc_cents,
    ...(await paidByCardOf(trx, orderId)),
  };
  const id = await repo.insertInvoice(
    trx,
    {
      number,
      kind: 'invoice',
      order_id: orderId,
      invoiced_order_id: orderId,
      user_id: order.user_id,
      invoice_id: null,
      issued_at: at,
      issue_date: issueDate,
      is_pro: order.is_pro,
      total_ht_cents: order.total_ht_cents,
      total_vat_cents: order.total_vat_cents,
      total_ttc_cents: order.total_ttc_cents,
      created_by: null,
      data: JSON.stringify(data),
    },
    vat.map((v) => ({ rate_bp: v.rateBp, base_cents: v.baseCents, vat_cents: v.vatCents })),
  );
  if (isPro && einvoicing) await planDeposit(trx, id, at);
  return id;
}
