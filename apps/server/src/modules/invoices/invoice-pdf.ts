import { boxSettlementSentence } from '@boucherie/contract';
import { box, CONTENT, legalFooters, letterhead, MARGIN, startDocument, type Text } from '../documents/a4-document.js';
import { FONT, type Pdf, pdfBytes, textIn } from '../documents/pdf-document.js';
import { type Column, drawHeader, drawRow, ensureRoom, type Table } from '../documents/pdf-table.js';
import { dayText, frenchDay } from '../documents/print-format.js';
import { type InvoiceData, LATE_PENALTY_TEXT, RECOVERY_FEE_TEXT } from './invoice-data.js';
import { invoiceMetadata } from './invoice-metadata.js';
import {
  documentTitle,
  euros,
  NO_DISCOUNT_TEXT,
  OPERATION_TEXT,
  quantityOf,
  rateText,
  termsText,
  unitPriceHtCents,
  unitWord,
} from './invoice-text.js';

// An invoice or a credit note on A4, with every mention French law asks for (docs/decisions/022-invoices.md).

export async function invoicePdf(data: InvoiceData): Promise<Buffer> {
  const { title, ...about } = invoiceMetadata(data);
  const { doc, text } = startDocument(title, about);
  header(doc, data, text);
  parties(doc, data, text);
  lines(doc, data, text);
  totals(doc, data, text);
  payment(doc, data, text);
  footers(doc, data, text);
  return pdfBytes(doc);
}

function header(doc: Pdf, data: InvoiceData, text: Text) {
  letterhead(doc, data.seller, text, {
    title: documentTitle(data),
    reference: `N°\u00a0${data.number}`,
    lines: [
      `${data.kind === 'invoice' ? 'Date de facturation' : 'Date de l’avoir'}\u00a0: ${dayText(data.issueDate)}`,
      `Date de livraison (vente)\u00a0: ${dayText(data.deliveryDate)}`,
      `Commande ${data.order.number} du ${frenchDay(data.order.date)}`,
      data.invoice ? `Avoir sur la facture ${data.invoice.number} du ${dayText(data.invoice.issueDate)}` : '',
    ],
  });
}

function parties(doc: Pdf, data: InvoiceData, text: Text) {
  const { buyer, delivery } = data;
  const y = doc.y;
  const width = CONTENT / 2 - 6;
  const buyerRows = [
    buyer.name,
    buyer.company ? '' : '',
    buyer.street,
    `${buyer.postCode} ${buyer.city}`.trim(),
    buyer.siren ? `SIREN\u00a0: ${buyer.siren}` : '',
    buyer.vatNumber ? `TVA intracommunautaire\u00a0: ${buyer.vatNumber}` : '',
  ];
  let bottom = box(doc, MARGIN + CONTENT / 2 + 6, y, width, 'Facturé à', buyerRows, text);
  if (delivery) {
    const rows = [delivery.name, delivery.street, `${delivery.postCode} ${delivery.city}`];
    bottom = Math.max(bottom, box(doc, MARGIN, y, width, delivery.label, rows, text));
  }
  doc.y = bottom + 10;
  doc.font(FONT.regular).fontSize(9).text(text(OPERATION_TEXT), MARGIN, doc.y, { width: CONTENT });
  if (data.reason) doc.text(text(`Motif de l’avoir\u00a0: ${data.reason}`), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.6);
}

function columns(data: InvoiceData): Column[] {
  const ttc = data.basis === 'TTC';
  return [
    { header: 'Désignation', width: CONTENT - (ttc ? 340 : 275) },
    { header: 'Quantité', width: 70, align: 'right' },
    { header: 'PU HT', width: 70, align: 'right' },
    ...(ttc ? [{ header: 'PU TTC', width: 65, align: 'right' as const }] : []),
    { header: 'TVA', width: 45, align: 'right' },
    { header: ttc ? 'Total TTC' : 'Total HT', width: 90, align: 'right' },
  ];
}

function lines(doc: Pdf, data: InvoiceData, text: Text) {
  const table: Table = { columns: columns(data), x: MARGIN, fontSize: 9, onNewPage: () => doc.moveDown(0) };
  drawHeader(doc, table);
  for (const line of data.lines) {
    const details = [
      line.origin,
      line.lot ? `Lot\u00a0: ${line.lot}` : null,
      line.note ? `Préparation\u00a0: ${line.note}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    const designation = details ? `${line.designation}\n${details}` : line.designation;
    const ht = `${euros(unitPriceHtCents(line, data.basis))}${unitWord(line)}`;
    const cells = [
      text(designation),
      text(quantityOf(line)),
      text(ht),
      ...(data.basis === 'TTC' ? [text(`${euros(line.unitPriceCents)}${unitWord(line)}`)] : []),
      text(rateText(line.vatRateBp)),
      text(euros(line.totalCents)),
    ];
    drawRow(doc, table, cells);
  }
  doc.moveDown(0.8);
}

function totals(doc: Pdf, data: InvoiceData, text: Text) {
  const table: Table = {
    columns: [
      { header: 'Taux de TVA', width: 70 },
      { header: 'Base HT', width: 75, align: 'right' },
      { header: 'TVA', width: 65, align: 'right' },
      { header: 'Total TTC', width: 75, align: 'right' },
    ],
    x: MARGIN,
    fontSize: 9,
    onNewPage: () => doc.moveDown(0),
  };
  ensureRoom(doc, table, 160);
  const top = doc.y;
  drawHeader(doc, table);
  for (const v of data.vat) {
    drawRow(
      doc,
      table,
      [rateText(v.rateBp), euros(v.baseCents), euros(v.vatCents), euros(v.baseCents + v.vatCents)].map(text),
    );
  }
  const afterVat = doc.y;
  const x = MARGIN + CONTENT - 190;
  doc.y = top;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 12 : 10);
    textIn(doc, text(label), x, y, { width: 100 });
    textIn(doc, text(value), x + 100, y, { width: 90, align: 'right' });
    doc.y = y + (bold ? 18 : 15);
  };
  row('Total HT', euros(data.totalHtCents));
  row('Total TVA', euros(data.totalVatCents));
  row('Total TTC', euros(data.totalTtcCents), true);
  if (data.kind === 'invoice') row('Net à payer', euros(data.totalTtcCents), true);
  else row('Montant crédité', euros(data.totalTtcCents), true);
  doc.font(FONT.regular).fontSize(9);
  doc.y = Math.max(doc.y, afterVat) + 12;
}

/** « Acompte 28,35 € + solde 73,33 € = 101,68 € » (ADR 074), in the invoice's own amounts. */
const boxLine = (b: NonNullable<InvoiceData['boxSettlement']>) =>
  boxSettlementSentence(
    {
      depositAmount: b.depositCents / 100,
      balanceAmount: b.balanceCents / 100,
      refundAmount: b.refundCents / 100,
      weighedAmount: b.weighedCents / 100,
    },
    (amount) => euros(Math.round(amount * 100)),
  );

function payment(doc: Pdf, data: InvoiceData, text: Text) {
  const { seller } = data;
  const card = data.paidByCard;
  const rest = card ? data.totalTtcCents - card.amountCents : 0;
  const rows =
    data.kind !== 'invoice'
      ? [`Cet avoir vient en déduction de la facture ${data.invoice?.number ?? ''}.`]
      : card
        ? [
            ...(data.boxSettlement ? [`Colis\u00a0: ${boxLine(data.boxSettlement)}`] : []),
            `Payée par carte le ${dayText(card.date)}\u00a0: ${euros(card.amountCents)}`,
            ...(rest > 0 ? [`Reste réglé à la boutique\u00a0: ${euros(rest)}`] : []),
          ]
        : [
            `Date d’échéance\u00a0: ${dayText(data.dueDate)} (${termsText(data)})`,
            `Règlement par virement\u00a0: IBAN ${seller.iban} · BIC ${seller.bic}`,
          ];
  if (data.isPro && data.kind === 'invoice') {
    rows.push(
      `Pénalités de retard\u00a0: ${LATE_PENALTY_TEXT}, exigibles dès le lendemain de l’échéance.`,
      RECOVERY_FEE_TEXT,
      NO_DISCOUNT_TEXT,
    );
  }
  doc.font(FONT.regular).fontSize(9);
  for (const value of rows) {
    if (doc.y + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.text(text(value), MARGIN, doc.y, { width: CONTENT });
  }
}

function footers(doc: Pdf, data: InvoiceData, text: Text) {
  legalFooters(doc, data.seller, data.number, text);
}
