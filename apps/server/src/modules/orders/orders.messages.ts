import {
  bestBeforeText,
  holdSentence,
  howYouPay,
  lineInCents,
  type Order,
  parisDate,
  paymentSentence,
  priceLines,
} from '@boucherie/contract';
import { frenchDay, frenchMoment, frenchTime } from '../../lib/french.js';
import { formatEuros } from '../../lib/money.js';
import { unitPriceText } from '../documents/print-format.js';
import { BUSINESS_NAME } from '../identity/business-name.js';
import { oneSegment } from '../messages/sms-text.js';

// The French texts of the order confirmation. The SMS stays short: one or two segments.

const quantity = (line: Order['lines'][number]) =>
  line.saleUnit === 'kg'
    ? `${String(line.quantity).replace('.', ',')}\u00a0kg`
    : `${line.quantity}\u00a0pièce${line.quantity > 1 ? 's' : ''}`;
const percent = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;

/** " entre 9 h et 10 h": the order's time window, or nothing. */
export function windowText(order: Pick<Order, 'timeWindow'>): string {
  const w = order.timeWindow;
  if (!w) return '';
  return ` entre ${frenchTime(w.starts)} et ${frenchTime(w.ends)}`;
}

/** The order's own page, where the customer follows it, changes or cancels it: every customer e-mail gives it. */
export const orderPageLine = (order: Pick<Order, 'id'>, publicUrl: string) =>
  `Suivez votre commande en ligne\u00a0: ${publicUrl}/order/${order.id}`;

/** How every customer e-mail about an order ends: whom to call, and goodbye. */
const signOff = (order: Pick<Order, 'shop'>) => [
  `Pour toute question, appelez la boutique au ${order.shop.phone}.`,
  `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
];

function place(order: Order): string {
  if (order.mode === 'Pickup') {
    const { shop } = order;
    return `Retrait le ${frenchDay(order.date)}${windowText(order)} à la boutique ${shop.name}, ${shop.address.street}, ${shop.address.postCode} ${shop.address.city}.`;
  }
  const a = order.address;
  const to = [a?.company, `${a?.firstName} ${a?.lastName}`].filter(Boolean).join(', ');
  const at = `Livraison le ${frenchDay(order.date)}${windowText(order)} chez ${to}, ${a?.street}, ${a?.postcode} ${a?.city}.`;
  return order.deliveryInstructions ? `${at}\nInstructions de livraison\u00a0: ${order.deliveryInstructions}` : at;
}

/** The lines, the totals and the weighing notice of an order, as its e-mails list them. */
function summary(order: Order): string[] {
  const unit = order.priceBasis;
  const lines = order.lines.map((line) => {
    const estimate = line.isEstimated ? ' (estimation)' : '';
    const note = line.preparationNote ? `\n    Préparation\u00a0: ${line.preparationNote}` : '';
    // « 30,00 € / kg TTC »: the unit price says its unit, as the order page does.
    return `- ${line.designation} — ${quantity(line)} × ${unitPriceText(line.unitPrice, line.saleUnit)} ${unit} = ${formatEuros(line.lineTotal)} ${unit}${estimate}${note}`;
  });
  const totals = [
    ...(order.deliveryFee > 0 ? [`Frais de livraison\u00a0: ${formatEuros(order.deliveryFee)} ${unit}`] : []),
    `Total HT\u00a0: ${formatEuros(order.totalHT)}`,
    ...order.vatByRate.map((v) => `TVA ${percent(v.rate)}\u00a0: ${formatEuros(v.amount)}`),
    `Total TTC\u00a0: ${formatEuros(order.totalTTC)}`,
  ];
  return [
    'Vos articles\u00a0:',
    ...lines,
    '',
    ...totals,
    ...(order.hasEstimatedLines
      ? [
          '',
          'Les articles au poids sont pesés lors de la préparation\u00a0: le montant indiqué est une estimation, ajustée au poids réel.',
        ]
      : []),
  ];
}

export function confirmationMail(order: Order, firstName: string, publicUrl: string) {
  return {
    subject: `${BUSINESS_NAME} — commande n°\u00a0${order.number} enregistrée`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Merci pour votre commande n°\u00a0${order.number}. Nous l’avons bien reçue.`,
      place(order),
      ...(order.comment ? [`Votre commentaire\u00a0: ${order.comment}`] : []),
      '',
      ...summary(order),
      settlementText(order),
      '',
      orderPageLine(order, publicUrl),
      ...signOff(order),
    ].join('\n'),
  };
}

/** After the customer changed the quantities online: the order as it now stands. */
export function changedOrderMail(order: Order, firstName: string, publicUrl: string) {
  const until = order.cancellableUntil
    ? [
        '',
        `Vous pouvez encore la modifier ou l’annuler en ligne jusqu’au ${frenchMoment(new Date(order.cancellableUntil))}\u00a0: ${publicUrl}/order/${order.id}`,
      ]
    : ['', orderPageLine(order, publicUrl)];
  return {
    subject: `${BUSINESS_NAME} — commande n°\u00a0${order.number} modifiée`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Comme vous l’avez demandé, nous avons modifié les quantités de votre commande n°\u00a0${order.number}.`,
      place(order),
      '',
      ...summary(order),
      settlementText(order),
      ...until,
      '',
      ...signOff(order),
    ].join('\n'),
  };
}

/** The shop as an SMS names it: its own part of the name (« Metz-Centre »), the business being said first. */
const shopInSms = (order: Pick<Order, 'shop'>) =>
  order.shop.name.startsWith(`${BUSINESS_NAME} `) ? order.shop.name.slice(BUSINESS_NAME.length + 1) : order.shop.name;

export const confirmationSms = (order: Order) =>
  oneSegment(
    `${BUSINESS_NAME}\u00a0: commande n°\u00a0${order.number} enregistrée, à retirer le ${frenchDay(order.date)}${windowText(order)}, boutique ${shopInSms(order)}.`,
    `Total${order.hasEstimatedLines ? ' estimé' : ''}\u00a0: ${formatEuros(order.totalTTC)} TTC.`,
  );

const customerLine = (line: Order['lines'][number]) =>
  `- ${line.designation} — ${quantity(line)}${line.preparationNote ? ` (${line.preparationNote})` : ''}`;

/** To the shop's mailbox: one e-mail per new order, what to prepare and for when. */
export function shopNewOrderMail(order: Order, publicUrl: string) {
  const how = order.mode === 'Pickup' ? 'Retrait' : 'Livraison';
  return {
    subject: `Nouvelle commande n°\u00a0${order.number} — ${how.toLowerCase()} le ${frenchDay(order.date)}${windowText(order)}`,
    text: [
      `Nouvelle commande n°\u00a0${order.number} pour la boutique ${order.shop.name}.`,
      place(order),
      ...(order.comment ? [`Commentaire du client\u00a0: ${order.comment}`] : []),
      '',
      ...order.lines.map(customerLine),
      '',
      `Total${order.hasEstimatedLines ? ' estimé' : ''}\u00a0: ${formatEuros(order.totalTTC)} TTC`,
      '',
      `À préparer dans l’espace boutique\u00a0: ${publicUrl}/admin/orders/${order.id}`,
    ].join('\n'),
  };
}

/** The final amount, in the order's own basis (a pro pays HT plus VAT). */
const finalAmount = (order: Order) => `${formatEuros(order.totalTTC)} TTC`;

/**
 * The amount as ordered: every line at its ordered quantity, priced by the one rule with the fee as placed.
 * The customer was told this estimate; the ready message sets the weighed amount beside it (ADR 043).
 */
const orderedAmount = (order: Order) =>
  `${formatEuros(priceLines(order.lines.map(lineInCents), order.priceBasis, Math.round(order.deliveryFee * 100)).totalTtcCents / 100)} TTC`;

/** « Commandé : 54,63 € TTC ; après pesée : 71,29 € TTC. », or the final amount of an order with nothing weighed. */
function amountsText(order: Order): string {
  if (!order.lines.some((l) => l.weighedQuantity !== null)) return `Montant final\u00a0: ${finalAmount(order)}.`;
  return `Commandé\u00a0: ${orderedAmount(order)}\u00a0; après pesée\u00a0: ${finalAmount(order)}.`;
}

/** How the order is settled: by card (what was taken), else at the shop or on the pro's terms. */
function settlementText(order: Order): string {
  if (order.payment.method !== 'online') return howYouPay(order.paymentTerms, order.mode);
  // Placed, its card not yet asked: the maximum the card will hold.
  if (order.payment.status === 'awaiting_authorization') return holdSentence(formatEuros(order.payment.heldAmount));
  return paymentSentence(order.payment, order.totalTTC, formatEuros);
}

function unavailableText(order: Order): string | null {
  const missing = order.lines.filter((l) => l.isUnavailable).map((l) => l.designation);
  if (missing.length === 0) return null;
  return missing.length > 1
    ? `Indisponibles ce jour, non facturés\u00a0: ${missing.join(', ')}.`
    : `Indisponible ce jour, non facturé\u00a0: ${missing[0]}.`;
}

/**
 * The order's day as the messages say it: "aujourd’hui" only when it is today in Paris, otherwise the day
 * itself ("le samedi 28 novembre"): an order is often readied the evening before its day.
 */
function orderDay(order: Pick<Order, 'date'>, now: Date): { day: string; thatDay: string } {
  if (order.date === parisDate(now)) return { day: 'aujourd’hui', thatDay: 'aujourd’hui' };
  return { day: `le ${frenchDay(order.date)}`, thatDay: 'ce jour-là' };
}

type ReadyContext = {
  /** The shop's hours on the order's day, as openingText gives them (null: closed or unknown). */
  opening: string | null;
  now: Date;
  publicUrl: string;
};

/** The SMS's use-by date, as room allows: the line's that comes first (issue 39). */
function firstUseBy(order: Order): string {
  const first = order.lines.flatMap((l) => (l.bestBefore && !l.isUnavailable ? [l.bestBefore] : [])).sort()[0];
  return first ? `${bestBeforeText(first)}.` : '';
}

/** "Your order is ready" (pickup) or "on its way" (delivery), with its day and the final amount. */
export function readyMessages(order: Order, firstName: string, { opening, now, publicUrl }: ReadyContext) {
  const pickup = order.mode === 'Pickup';
  const state = pickup ? 'est prête' : 'est en cours de livraison';
  const { day, thatDay } = orderDay(order, now);
  const open = opening ? `, ouverte ${thatDay} ${opening}` : '';
  const where = pickup
    ? `À retirer ${day}${windowText(order)} à la boutique ${order.shop.name}, ${order.shop.address.street}, ${order.shop.address.postCode} ${order.shop.address.city}${open}.`
    : `Livraison ${day}${windowText(order)} chez ${order.address?.firstName} ${order.address?.lastName}, ${order.address?.street}, ${order.address?.postcode} ${order.address?.city}.`;
  const missing = unavailableText(order);
  // A window is the customer's own appointment; without one, the shop's hours that day.
  const when = order.timeWindow ? windowText(order) : opening ? ` ${opening}` : '';
  // One segment (issue 45): the state, the amount and when; the rest as room allows, all of it in the e-mail.
  const sms = oneSegment(
    `${BUSINESS_NAME}\u00a0: commande n°\u00a0${order.number} ${state.replace('est ', '')}, ${finalAmount(order)}.`,
    pickup ? `À retirer ${day}${when}, boutique ${shopInSms(order)}.` : `Livraison ${day}${windowText(order)}.`,
    orderedAmount(order) !== finalAmount(order) ? `Commandé\u00a0: ${orderedAmount(order)}.` : '',
    order.payment.method === 'online' ? settlementText(order) : '',
    missing ?? '',
    firstUseBy(order),
  );
  const mail = {
    subject: `${BUSINESS_NAME} — votre commande n°\u00a0${order.number} ${state}`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Votre commande n°\u00a0${order.number} ${state}.`,
      where,
      '',
      ...order.lines.map((line) => {
        if (line.isUnavailable) return `- ${line.designation} — indisponible, non facturé`;
        const weighed =
          line.weighedQuantity !== null
            ? `${String(line.weighedQuantity).replace('.', ',')}\u00a0kg pesés`
            : quantity(line);
        const useBy = line.bestBefore ? ` (${bestBeforeText(line.bestBefore).replace('À', 'à')})` : '';
        return `- ${line.designation} — ${weighed} = ${formatEuros(line.lineTotal)} ${order.priceBasis}${useBy}`;
      }),
      '',
      ...(missing ? [missing, ''] : []),
      amountsText(order),
      settlementText(order),
      '',
      orderPageLine(order, publicUrl),
      ...signOff(order),
    ].join('\n'),
  };
  return { sms, mail };
}

export function cancelledMessages(order: Order, firstName: string, reason: string, publicUrl: string) {
  const base = `${BUSINESS_NAME}\u00a0: commande n°\u00a0${order.number} du ${frenchDay(order.date)} annulée. Boutique\u00a0: ${order.shop.phone}.`;
  // The staff's reason when it fits in the one segment; else the e-mail gives it.
  const withReason = oneSegment(base, `Motif\u00a0: ${reason}.`);
  const sms = withReason === base ? oneSegment(base, 'Motif dans l’e-mail.') : withReason;
  const mail = {
    subject: `${BUSINESS_NAME} — votre commande n°\u00a0${order.number} est annulée`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Nous sommes désolés\u00a0: votre commande n°\u00a0${order.number} du ${frenchDay(order.date)} est annulée.`,
      `Motif\u00a0: ${reason}`,
      '',
      'Vous ne serez pas débité de cette commande.',
      orderPageLine(order, publicUrl),
      `Pour en parler, appelez la boutique ${order.shop.name} au ${order.shop.phone}.`,
      '',
      `${BUSINESS_NAME}`,
    ].join('\n'),
  };
  return { sms, mail };
}

/**
 * The owner closed the order's day and moved it (issue 45): the new date and window first, within one SMS
 * segment; the e-mail says from which day, and that the customer may still change or cancel it.
 */
export function movedMessages(order: Order, firstName: string, fromDate: string, publicUrl: string) {
  const what = order.mode === 'Pickup' ? 'retrait' : 'livraison';
  const sms = oneSegment(
    `${BUSINESS_NAME}\u00a0: boutique fermée le ${frenchDay(fromDate)}, votre commande n°\u00a0${order.number} passe au ${frenchDay(order.date)}${windowText(order)}.`,
    `Boutique\u00a0: ${order.shop.phone}.`,
  );
  const mail = {
    subject: `${BUSINESS_NAME} — votre commande n°\u00a0${order.number} passe au ${frenchDay(order.date)}`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `La boutique ${order.shop.name} est exceptionnellement fermée le ${frenchDay(fromDate)}.`,
      `Votre commande n°\u00a0${order.number} est déplacée\u00a0: ${what} le ${frenchDay(order.date)}${windowText(order)}.`,
      '',
      'Si ce jour ne vous convient pas, vous pouvez modifier ou annuler votre commande depuis sa page.',
      orderPageLine(order, publicUrl),
      ...signOff(order),
    ].join('\n'),
  };
  return { sms, mail };
}

/** A saved card refused when the order's amount was to be held: a day to authorise again, by the order's page. */
export function paymentRefusedMessages(number: string, firstName: string, orderUrl: string) {
  const sms = `${BUSINESS_NAME}\u00a0: carte refusée pour la commande n°\u00a0${number}. Autorisez le paiement sous 24\u00a0h\u00a0: ${orderUrl}`;
  const mail = {
    subject: `${BUSINESS_NAME} — paiement refusé pour la commande n°\u00a0${number}`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Votre banque a refusé le blocage du montant de votre commande n°\u00a0${number}.`,
      `Pour la garder payée en ligne, autorisez le paiement dans les 24\u00a0heures\u00a0: ${orderUrl}`,
      'Passé ce délai, votre commande reste préparée et vous la réglerez au retrait.',
      '',
      `${BUSINESS_NAME}`,
    ].join('\n'),
  };
  return { sms, mail };
}

/** A credit note's amount given back to the card (the credit note itself is in the customer's invoices). */
export function refundedMessages(order: Order, firstName: string, refundedText: string, publicUrl: string) {
  const sms = `${BUSINESS_NAME}\u00a0: ${refundedText} remboursés sur votre carte pour la commande n°\u00a0${order.number}.`;
  const mail = {
    subject: `${BUSINESS_NAME} — remboursement de votre commande n°\u00a0${order.number}`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Nous vous avons remboursé ${refundedText} sur votre carte pour la commande n°\u00a0${order.number} du ${frenchDay(order.date)}.`,
      'Le montant apparaît sur votre compte sous quelques jours, selon votre banque.',
      orderPageLine(order, publicUrl),
      '',
      `${BUSINESS_NAME}`,
    ].join('\n'),
  };
  return { sms, mail };
}
