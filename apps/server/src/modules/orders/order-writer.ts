import {
  type PaymentMethod,
  type PlaceOrderInput,
  type PriceBasis,
  parisDate,
  priceOrder,
  type QuantityLimits,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, validation } from '../../errors.js';
import { formatEuros } from '../../lib/money.js';
import { type CalendarReader, calendarFromDatabase } from '../calendar/calendar-reader.js';
import { cutOffOf } from '../calendar/calendar-rules.js';
import { checkCapacity, type OrderCalendar, readOrderCalendar } from '../calendar/order-calendar.js';
import * as catalogue from '../catalogue/index.js';
import {
  addEffect,
  checkBoxDays,
  depositOfLines,
  FIRST_CARD_PAYMENT_STATUS,
  FIRST_ORDER_STATUS,
  startPayment,
} from '../order-lifecycle/index.js';
import { MEAL_VOUCHER_PAGE_PATH, mealVoucherPartOf, planPayment, writeMealVoucherPayment } from '../payments/index.js';
import { checkCeiling, readQuantityLimits } from '../quantity-limits/quantity-limits.service.js';
import { checkQuotas } from '../quotas/quotas.service.js';
import type { Viewer } from '../sessions/sessions.js';
import { addressColumns } from './delivery-address.js';
import type { Fulfilment } from './fulfilment.js';
import type { OrderableArticle } from './order-deps.js';
import * as repo from './orders.repository.js';

// The part of placing an order that a cart order and a standing order's occurrence share: the calendar's
// checks, the lines' checks and prices, the delivery minimum and the writing of the order, inside the
// caller's transaction (after its user and shop row locks); then telling the shop.

type User = NonNullable<Viewer>;

/** A line to order: from the cart, or from a standing order. */
export type DraftLine = {
  article_id: number;
  designation: string;
  quantity_hundredths: number;
  preparation_note: string | null;
};

export type OrderDraft = {
  viewer: User;
  fulfilment: Fulfilment;
  mode: PlaceOrderInput['mode'];
  /** The order's day, "2026-11-21". */
  date: string;
  basis: PriceBasis;
  /** The company a delivery goes to. */
  company: string | null;
  timeWindowId: number | undefined;
  address: PlaceOrderInput['address'];
  comment: string | null;
  deliveryInstructions: string | null;
  idempotencyKey: string | null;
  lines: DraftLine[];
  /** The business's ceilings per line, as of the order's arrival; read from the database without them. */
  limits?: QuantityLimits;
  /** Recorded with the order's "placed" event. */
  eventDetail?: Record<string, unknown>;
  /** How the customer pays, chosen before (ADR 049); left out, the order has no payment of its own. */
  paymentMethod?: PaymentMethod;
  /** Where the provider's page sends the customer back (their loopback address on a laptop), else PUBLIC_URL. */
  returnUrl?: string;
};

/** The price an order line is made at: the space's regular price, or its discounted one while active. */
export function unitPriceIn(basis: PriceBasis, article: OrderableArticle): number {
  const discounted = Boolean(article.discount_is_active);
  if (basis === 'TTC') {
    return discounted && article.discount_price_cents !== null ? article.discount_price_cents : article.price_cents;
  }
  return discounted && article.discount_purchase_price_cents !== null
    ? article.discount_purchase_price_cents
    : article.purchase_price_cents;
}

/**
 * The article of a line as ordered now: still on sale, in stock, and in whole pieces for a piece article.
 * `from` says where the customer fixes a refusal: the cart (a new order) or the placed order (a change).
 */
export function orderableArticle<A extends OrderableArticle>(
  article: A | undefined,
  line: { designation: string; quantity_hundredths: number },
  from: 'cart' | 'order',
  /** The request's field a refusal names ("Lines[1].Quantity"); by default the cart or the lines. */
  field = from === 'cart' ? 'Cart' : 'Lines',
): A {
  const fix = from === 'cart' ? 'retirez-le du panier pour commander' : 'vous pouvez le retirer de la commande';
  if (!article) {
    throw validation(
      field,
      from === 'cart'
        ? `«\u00a0${line.designation}\u00a0» n’est plus en vente.`
        : `«\u00a0${line.designation}\u00a0» n’est plus en vente\u00a0: ${fix}.`,
      'ARTICLE_UNAVAILABLE',
    );
  }
  if (article.is_out_of_stock === 1) {
    throw new AppError('OUT_OF_STOCK', `«\u00a0${article.designation}\u00a0» est en rupture\u00a0: ${fix}.`);
  }
  if (article.sale_unit === 'piece' && line.quantity_hundredths % 100 !== 0) {
    throw validation(
      field,
      `«\u00a0${article.designation}\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.`,
    );
  }
  return article;
}

/** The zone's minimum order applies to the articles (fee excluded), in the customer's basis (ADR 007). */
export function checkDeliveryMinimum(
  zone: Fulfilment['zone'],
  linesTotalCents: number,
  basis: PriceBasis,
  from: 'cart' | 'order',
) {
  if (!zone || linesTotalCents >= Math.round(zone.minimumOrder * 100)) return;
  const minimum = `La livraison demande un minimum de ${formatEuros(zone.minimumOrder)} ${basis} d’articles.`;
  throw validation(
    from === 'cart' ? 'Cart' : 'Lines',
    from === 'cart'
      ? `${minimum} Complétez votre panier ou choisissez le retrait en boutique.`
      : `${minimum} Gardez des quantités qui l’atteignent, ou annulez la commande.`,
    'DELIVERY_MINIMUM',
  );
}

/** An order checked and priced, ready to be counted and written under its shop's lock. */
export type PreparedOrder = {
  draft: OrderDraft;
  calendar: OrderCalendar;
  lines: ReturnType<typeof pricedLines>;
  priced: ReturnType<typeof priceOrder>;
};

/**
 * Every check of an order that no other order can change (the calendar but its counts, the lines, the
 * prices, the delivery minimum), made before the shop's lock: the lock is then held only to count and write.
 * Every refusal is thrown before anything is written.
 */
export async function prepareOrder(
  db: Db,
  now: Date,
  draft: OrderDraft,
  calendarSource: CalendarReader = calendarFromDatabase(db),
  /** The articles on sale from the catalogue in memory, as of the request's arrival; read from `db` without it. */
  onSale?: (id: number) => OrderableArticle | undefined,
): Promise<PreparedOrder> {
  const { fulfilment, mode, date, basis } = draft;
  const { zone } = fulfilment;
  const calendar = await readOrderCalendar(
    calendarSource,
    fulfilment,
    mode,
    date,
    now,
    draft.timeWindowId,
    draft.lines,
  );
  const ids = draft.lines.map((l) => l.article_id);
  const articles = new Map<number, OrderableArticle>(
    onSale
      ? ids.flatMap((id) => {
          const article = onSale(id);
          return article ? [[id, article] as const] : [];
        })
      : (await catalogue.findArticlesByIds(db, ids, now.toISOString(), null).execute()).map((a) => [a.id, a]),
  );
  const limits = draft.limits ?? (await readQuantityLimits(db));
  const lines = pricedLines(draft, articles, limits);
  const priced = priceOrder(
    lines.map((l) => ({
      quantityHundredths: l.quantity_hundredths,
      unitPriceCents: l.unit_price_cents,
      vatRateBp: l.vat_rate_bp,
    })),
    basis,
    zone ? Math.round(zone.fee * 100) : 0,
  );
  checkDeliveryMinimum(zone, priced.linesTotalCents, draft.basis, 'cart');
  return { draft, calendar, lines, priced };
}

function pricedLines(draft: OrderDraft, articles: Map<number, OrderableArticle>, limits: QuantityLimits) {
  // Beyond a line's ceiling, the shop that would prepare it takes the order on the phone.
  const ceilings = { limits, pro: draft.basis === 'HT', phone: draft.fulfilment.shop.phone };
  return draft.lines.map((line, position) => {
    const a = orderableArticle(articles.get(line.article_id), line, 'cart');
    checkCeiling(ceilings, { ...line, designation: a.designation, sale_unit: a.sale_unit }, 'Cart');
    return {
      position,
      article_id: a.id,
      designation: a.designation,
      sale_unit: a.sale_unit,
      quantity_hundredths: line.quantity_hundredths,
      unit_price_cents: unitPriceIn(draft.basis, a),
      vat_rate_bp: a.vat_rate_bp,
      is_estimated: a.sale_unit === 'kg' ? 1 : 0,
      preparation_note: line.preparation_note || null,
      weighed_grams: null,
    };
  });
}

/**
 * Counts and writes a prepared order inside the caller's transaction, after its shop's row lock (the day's
 * and the window's capacity are counted here, one order at a time). Answers the new order's id.
 */
export async function commitOrder(
  trx: Db,
  now: Date,
  prepared: PreparedOrder,
  /** A cart order: the user whose cart it empties, with the order's own writes. */
  emptiedCartOf?: number,
): Promise<number> {
  const { draft, lines, priced } = prepared;
  const { viewer, fulfilment, mode, date, basis } = draft;
  const { shop } = fulfilment;
  // Titres-restaurant (ADR 073): their part, read under the customer's lock (the day's 25 € across orders).
  const voucherCents =
    draft.paymentMethod === 'meal_voucher'
      ? await mealVoucherPartOf(trx, {
          userId: viewer.userId,
          date,
          lines: lines.map((l, i) => ({ articleId: l.article_id, totalCents: priced.lineTotalsCents[i] ?? 0 })),
          deliveryFeeCents: priced.deliveryFeeCents,
        })
      : 0;
  const window = await checkCapacity(trx, fulfilment, date, now, prepared.calendar, viewer.userId);
  await checkBoxDays(trx, date, shop.id, lines);
  await checkQuotas(trx, date, lines);

  const address = mode === 'Delivery' ? draft.address : undefined;
  const at = now.toISOString();
  const id = await repo.insertOrder(
    trx,
    {
      user_id: viewer.userId,
      idempotency_key: draft.idempotencyKey,
      mode,
      shop_id: shop.id,
      date,
      status: FIRST_ORDER_STATUS,
      comment: draft.comment,
      time_window_id: window && !window.round ? window.id : null,
      delivery_round_id: window?.round ? window.id : null,
      time_window_starts: window?.starts ?? null,
      time_window_ends: window?.ends ?? null,
      ...addressColumns(address, draft.company),
      delivery_instructions: address ? draft.deliveryInstructions : null,
      is_pro: basis === 'HT' ? 1 : 0,
      lines_total_cents: priced.linesTotalCents,
      delivery_fee_cents: priced.deliveryFeeCents,
      total_ht_cents: priced.totalHtCents,
      total_vat_cents: priced.totalVatCents,
      total_ttc_cents: priced.totalTtcCents,
      has_estimated_lines: lines.some((l) => l.is_estimated) ? 1 : 0,
      created_at: at,
      updated_at: at,
    },
    lines.map((l, i) => ({ ...l, line_total_cents: priced.lineTotalsCents[i] ?? 0 })),
    priced.vatByRate.map((v) => ({ rate_bp: v.rateBp, base_cents: v.baseCents, vat_cents: v.vatCents })),
    parisDate(now).slice(0, 4),
    { at, userId: viewer.userId, action: 'placed', detail: draft.eventDetail ?? {} },
    emptiedCartOf,
  );
  // Titres first (ADR 073): the customer answers their provider's page, and only then is the card's page opened,
  // for what the answer leaves it; the order's page link is the titres' page meanwhile.
  const voucherToken =
    voucherCents > 0
      ? await writeMealVoucherPayment(trx, now, { orderId: id, userId: viewer.userId, date, amountCents: voucherCents })
      : null;
  // Only a card has a payment of its own: the others' answer is read from the order (paymentAnswer).
  if (draft.paymentMethod === 'online' || draft.paymentMethod === 'meal_voucher')
    await writeCardPayment(trx, now, id, prepared, voucherCents, voucherToken);
  return id;
}

/** The order's card payment as it starts (ADR 049): its hold comes from the prices just computed, never the client. */
async function writeCardPayment(
  trx: Db,
  now: Date,
  orderId: number,
  prepared: PreparedOrder,
  voucherCents: number,
  /** The titres' page awaits the customer first (ADR 073): the card's page waits for its answer. */
  voucherToken: string | null,
) {
  const { draft, lines, priced } = prepared;
  const { shop } = draft.fulfilment;
  const plan = planPayment(
    {
      // The titres pay their part (ADR 073): the card holds the rest, with the weighing's tolerance.
      totalCents: priced.totalTtcCents - voucherCents,
      weighedLinesCents: lines.reduce((sum, l, i) => sum + (l.is_estimated ? (priced.lineTotalsCents[i] ?? 0) : 0), 0),
      tolerancePercent: shop.weighingTolerancePercent,
      date: draft.date,
      cutOff: cutOffOf({ ...shop, holidays: prepared.calendar.holidays }, draft.date),
    },
    now,
  );
  // Pre-sold boxes (ADR 074): the card pays their deposit now, captured once authorised, whatever the day.
  const deposit = await depositOfLines(trx, lines);
  const at = now.toISOString();
  await startPayment(trx, {
    order_id: orderId,
    method: 'online',
    status: FIRST_CARD_PAYMENT_STATUS,
    // At least a euro: a basket the titres pay whole still has a card for what the weighing adds.
    held_cents: deposit ?? (voucherCents > 0 ? Math.max(100, plan.heldCents) : plan.heldCents),
    awaiting_until: plan.awaitingUntil,
    authorize_at: deposit === null ? plan.authorizeAt : null,
    ...(deposit === null ? {} : { capture_on_hold: 1 }),
    ...(voucherToken === null
      ? {}
      : { checkout_url: `${draft.returnUrl ?? ''}${MEAL_VOUCHER_PAGE_PATH}/${voucherToken}` }),
    created_at: at,
    updated_at: at,
  });
  if (voucherToken !== null) return;
  // The provider's page is opened after the commit; a crash before it leaves this effect to run at start-up.
  await addEffect(trx, now, {
    orderId,
    kind: 'open_page',
    payload: { attempt: 0, ...(draft.returnUrl ? { returnUrl: draft.returnUrl } : {}) },
    key: `order:${orderId}:page:0`,
  });
}

/** Checks and writes an order inside the caller's transaction, after its shop's row lock. */
export async function writeOrder(trx: Db, now: Date, draft: OrderDraft): Promise<number> {
  return commitOrder(trx, now, await prepareOrder(trx, now, draft));
}
