import { bestBeforeText, type Order, type OrderLine, PAYMENT_TERMS_TEXT, restAtCounter } from '@boucherie/contract';
import { createPdf, FONT, mm, type Pdf, pdfBytes } from './pdf-document.js';
import { formatEuros, frenchDay, phoneText, quantityText, unitPriceText, windowText } from './print-format.js';
import { drawQrCode } from './qr-code.js';

// The ticket stuck on the order's bag, 100 × 150 mm: who, when, and what each piece weighs and costs.

export type Origin = { born: string | null; raised: string | null; slaughtered: string | null };
export type LabelData = {
  order: Order;
  customer: { name: string; company: string | null; phone: string };
  /** Origins by article id (beef and veal carry one). */
  origins: Map<number, Origin>;
  /** The shop's public address: each lot's QR code opens its page there (issue 39). */
  publicUrl?: string;
};

const WIDTH = mm(100);
const HEIGHT = mm(150);
const MARGIN = mm(5);
const CONTENT = WIDTH - 2 * MARGIN;
const QR_SIZE = mm(30);
const LOT_QR_SIZE = mm(16);
const PRICE_WIDTH = 62;
const LINE_GAP = 5;

export const labelTitle = (order: Order) => `Étiquette de la commande n° ${order.number}`;

export async function labelPdf(data: LabelData): Promise<Buffer> {
  const { order } = data;
  const { doc, text } = createPdf({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    title: labelTitle(order),
  });
  header(doc, data, text);
  const estimated = lines(doc, data, text);
  totals(doc, order, estimated, text);
  if (data.publicUrl) lotCodes(doc, data, data.publicUrl, text);
  return pdfBytes(doc);
}

function header(doc: Pdf, { order, customer }: LabelData, text: (value: string) => string) {
  drawQrCode(doc, order.number, MARGIN + CONTENT - QR_SIZE, MARGIN - 4, QR_SIZE);
  const left = CONTENT - QR_SIZE - 6;
  doc.font(FONT.bold).fontSize(11).text(text(order.shop.name), MARGIN, MARGIN, { width: left });
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor('#444444')
    .text(text(`${order.shop.address.street}, ${order.shop.address.postCode} ${order.shop.address.city}`), {
      width: left,
    })
    .text(text(phoneText(order.shop.phone)), { width: left })
    .fillColor('#000000');
  doc.moveDown(0.4);
  doc
    .font(FONT.bold)
    .fontSize(15)
    .text(text(`N° ${order.number}`), { width: left });
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE - 4) + 4;

  if (order.mode === 'Delivery' && order.address) deliveryBlock(doc, order, order.address, customer, text);
  else {
    doc
      .font(FONT.bold)
      .fontSize(12)
      .text(text(customer.name || '—'), MARGIN, doc.y, { width: CONTENT });
    const second = [customer.company, phoneText(customer.phone)].filter(Boolean).join(' · ');
    if (second) doc.font(FONT.regular).fontSize(9).text(text(second), { width: CONTENT });
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .text(text(`Retrait le ${frenchDay(order.date)}${slotText(order)}`), { width: CONTENT });
  }
  rule(doc);
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor('#444444')
    .text(text(`Poids net · prix ${order.priceBasis}`), MARGIN, doc.y, { width: CONTENT - PRICE_WIDTH })
    .fillColor('#000000');
  doc.moveDown(0.2);
}

/**
 * Where the driver goes: the company first for a pro, the person, the phone, the address, the day, and
 * what to do at the door.
 */
/** ", 9 h – 10 h" after the day when the order has a pickup window or delivery round. */
const slotText = (order: Order) => (order.timeWindow ? `, ${windowText(order.timeWindow)}` : '');

function deliveryBlock(
  doc: Pdf,
  order: Order,
  address: NonNullable<Order['address']>,
  customer: LabelData['customer'],
  text: (value: string) => string,
) {
  const person = [address.firstName, address.lastName].filter(Boolean).join(' ');
  doc
    .font(FONT.bold)
    .fontSize(12)
    .text(text(address.company || person || customer.name || '—'), MARGIN, doc.y, { width: CONTENT });
  const second = [address.company ? person : '', phoneText(customer.phone)].filter(Boolean).join(' · ');
  if (second) doc.font(FONT.regular).fontSize(9).text(text(second), { width: CONTENT });
  doc.text(text(`${address.street}, ${address.postcode} ${address.city}`), { width: CONTENT });
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .text(text(`Livraison le ${frenchDay(order.date)}${slotText(order)}`), { width: CONTENT });
  if (order.deliveryInstructions) {
    doc
      .font(FONT.bold)
      .fontSize(9)
      .text(text(`Accès : ${order.deliveryInstructions}`), { width: CONTENT });
  }
}

function rule(doc: Pdf) {
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT, doc.y)
    .lineWidth(0.6)
    .strokeColor('#000000')
    .stroke();
  doc.moveDown(0.3);
}

const originText = (origin: Origin) =>
  [
    origin.born && `Né en ${origin.born}`,
    origin.raised && `Élevé en ${origin.raised}`,
    origin.slaughtered && `Abattu en ${origin.slaughtered}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** What the line weighs: the scale's reading once weighed, else the ordered quantity, said estimated. */
function netText(line: OrderLine): string {
  if (line.saleUnit === 'piece') return quantityText(line.quantity, 'piece');
  if (line.weighedQuantity !== null) return quantityText(line.weighedQuantity, 'kg');
  return `${quantityText(line.quantity, 'kg')} estimé`;
}

/** A piece of text of a line's left column, with its look: measured before the line is placed, then drawn. */
type Part = { text: string; font: string; size: number; color: string; width: number; strike: boolean };

/**
 * What the left column of a line says, top to bottom: its designation, its weight and unit price, its origin.
 * The one list that both sizes the line and draws it: a new sub-line is one more part here.
 */
function lineParts(line: OrderLine, origin: Origin | undefined, text: (value: string) => string): Part[] {
  const width = CONTENT - PRICE_WIDTH;
  const unavailable = line.isUnavailable;
  const color = unavailable ? '#777777' : '#000000';
  const detail = unavailable
    ? 'Indisponible · non facturé'
    : `${netText(line)} × ${unitPriceText(line.unitPrice, line.saleUnit)}`;
  const parts: Part[] = [
    { text: text(line.designation), font: FONT.bold, size: 10, color, width, strike: unavailable },
    { text: text(detail), font: FONT.regular, size: 8.5, color, width, strike: false },
  ];
  if (!unavailable) {
    // The lot the piece was cut from says its own origin (ADR 067); a piece without one, its article's.
    const said = line.lot?.origin ?? (origin ? originText(origin) : '');
    const originLine = text([said, line.lot ? `Lot ${line.lot.code}` : ''].filter(Boolean).join(' · '));
    if (originLine) {
      parts.push({ text: originLine, font: FONT.regular, size: 7, color: '#444444', width: CONTENT, strike: false });
    }
    if (line.bestBefore) {
      const useBy = text(bestBeforeText(line.bestBefore));
      parts.push({ text: useBy, font: FONT.bold, size: 7.5, color: '#000000', width: CONTENT, strike: false });
    }
  }
  return parts;
}

/** Draws each line; answers whether an amount is still an estimate (a weighed line not weighed yet). */
function lines(doc: Pdf, { order, origins }: LabelData, text: (value: string) => string): boolean {
  let estimated = false;
  const width = CONTENT - PRICE_WIDTH;
  for (const line of order.lines) {
    const parts = lineParts(line, origins.get(line.articleId), text);
    const height =
      parts.reduce((sum, p) => sum + doc.font(p.font).fontSize(p.size).heightOfString(p.text, { width: p.width }), 0) +
      LINE_GAP;
    if (doc.y + height > HEIGHT - MARGIN - 40) continuation(doc, order, text);

    const y = doc.y;
    parts.forEach((p, i) => {
      doc
        .font(p.font)
        .fontSize(p.size)
        .fillColor(p.color)
        .text(p.text, MARGIN, i === 0 ? y : doc.y, { width: p.width, strike: p.strike });
    });
    if (!line.isUnavailable) {
      const pending = line.saleUnit === 'kg' && line.weighedQuantity === null;
      estimated ||= pending;
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor('#000000')
        .text(text(formatEuros(line.lineTotal)), MARGIN + width, y, { width: PRICE_WIDTH, align: 'right' });
      if (pending) doc.font(FONT.regular).fontSize(7).text('estimé', { width: PRICE_WIDTH, align: 'right' });
    }
    doc.fillColor('#000000');
    doc.x = MARGIN;
    doc.y = y + height;
  }
  return estimated;
}

/** A long order goes on a second ticket, its number on top. */
function continuation(doc: Pdf, order: Order, text: (value: string) => string) {
  doc.addPage();
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text(text(`N° ${order.number} (suite)`), MARGIN, MARGIN, { width: CONTENT });
  rule(doc);
}

/**
 * A pro's order is invoiced under their terms, a card paid the weighed total or holds it until « prête » (ADR
 * 049): nothing to collect; a card that paid up to its hold leaves the rest to collect. Null: the whole total.
 */
function settledText(order: Order): string | null {
  if (order.paymentTerms)
    return `Sur facture (${PAYMENT_TERMS_TEXT[order.paymentTerms].toLowerCase()})\u00a0: rien à encaisser.`;
  const { payment } = order;
  if (payment.method !== 'online') return null;
  if (payment.status === 'captured')
    return `Payée par carte (${formatEuros(payment.capturedAmount)})\u00a0: rien à encaisser.`;
  if (payment.status === 'partially_captured')
    return `Payée par carte ${formatEuros(payment.capturedAmount)}\u00a0: à encaisser ${formatEuros(restAtCounter(payment))}.`;
  if (payment.status === 'authorized' || payment.status === 'card_saved')
    return 'Payée par carte quand la commande est prête\u00a0: rien à encaisser.';
  return null;
}

function totals(doc: Pdf, order: Order, estimated: boolean, text: (value: string) => string) {
  // What the counter or the driver collects, when not the whole total: one more line.
  const onAccount = settledText(order);
  if (doc.y + 46 + (onAccount ? 9 : 0) > HEIGHT - MARGIN) continuation(doc, order, text);
  rule(doc);
  if (order.deliveryFee > 0) {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .text(text(`Livraison ${formatEuros(order.deliveryFee)} ${order.priceBasis}`), MARGIN, doc.y, {
        width: CONTENT,
        align: 'right',
      });
  }
  if (order.priceBasis === 'HT') {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .text(text(`Total HT ${formatEuros(order.totalHT)} · TVA ${formatEuros(order.totalVAT)}`), MARGIN, doc.y, {
        width: CONTENT,
        align: 'right',
      });
  }
  const y = doc.y + 2;
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text(text(estimated ? 'Total TTC estimé' : onAccount ? 'Total TTC' : 'Total TTC à payer'), MARGIN, y + 2, {
      width: CONTENT - 90,
    });
  doc.fontSize(14).text(text(formatEuros(order.totalTTC)), MARGIN + CONTENT - 90, y, { width: 90, align: 'right' });
  if (estimated) {
    doc
      .font(FONT.regular)
      .fontSize(7)
      .text(text('Montant définitif après pesée des lignes estimées.'), MARGIN, doc.y, { width: CONTENT });
  }
  if (onAccount) doc.font(FONT.bold).fontSize(7).text(text(onAccount), MARGIN, doc.y, { width: CONTENT });
}

/** The address of a lot's page, what its QR code holds (issue 39). */
export const lotPageUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/tracabilite/${code}`;

/**
 * Under the totals, one small QR code per lot the bag holds (ADR 067), its address printed beside it: the
 * order's QR code at the top stays the counter scanner's. A free lot number (no lot behind it) has no page.
 */
function lotCodes(doc: Pdf, { order }: LabelData, publicUrl: string, text: (value: string) => string) {
  const codes = [...new Set(order.lines.flatMap((l) => (l.lot?.origin && !l.isUnavailable ? [l.lot.code] : [])))];
  for (const [i, code] of codes.entries()) {
    if (doc.y + LOT_QR_SIZE + 6 > HEIGHT - MARGIN) continuation(doc, order, text);
    if (i === 0) doc.moveDown(0.4);
    const y = doc.y;
    const url = lotPageUrl(publicUrl, code);
    drawQrCode(doc, url, MARGIN - 4, y, LOT_QR_SIZE);
    const x = MARGIN + LOT_QR_SIZE;
    const width = CONTENT - LOT_QR_SIZE;
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor('#000000')
      .text(text(`Traçabilité du lot ${code}`), x, y + 8, { width });
    doc.font(FONT.regular).fontSize(7).text(text('L’animal, son éleveur, son abattoir\u00a0:'), x, doc.y, { width });
    doc.text(text(url), x, doc.y, { width });
    doc.x = MARGIN;
    doc.y = y + LOT_QR_SIZE;
  }
}
