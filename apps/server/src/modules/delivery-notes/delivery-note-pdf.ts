import { box, CONTENT, legalFooters, letterhead, MARGIN, startDocument, type Text } from '../documents/a4-document.js';
import { FONT, type Pdf, pdfBytes } from '../documents/pdf-document.js';
import { type Column, drawHeader, drawRow, type Table } from '../documents/pdf-table.js';
import { capitalized, dayText, frenchDay, phoneText, windowText } from '../documents/print-format.js';
import type { DeliveryNote, NoteLine } from './delivery-note-data.js';

// The delivery note (bon de livraison) on A4, signed by the customer on delivery (docs/decisions/025).

const KG = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const PIECES = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export const SIGNATURE_TEXT = 'Reçu le ……………………… à ………… — Nom et signature du client';
export const NO_PRICES_TEXT = 'Bon de livraison sans prix\u00a0: les montants figurent sur la facture.';

const amount = (value: number, unit: NoteLine['unit']) => (unit === 'kg' ? KG.format(value) : PIECES.format(value));
const unitWord = (line: NoteLine) => (line.unit === 'kg' ? 'kg' : line.ordered > 1 ? 'pièces' : 'pièce');

export async function deliveryNotePdf(note: DeliveryNote): Promise<Buffer> {
  const { doc, text } = startDocument(`Bon de livraison ${note.reference}`);
  const window = windowText(note.order.window);
  const shopPhone = note.shop.phone && `(${phoneText(note.shop.phone)})`;
  letterhead(doc, note.seller, text, {
    title: 'Bon de livraison',
    reference: `N°\u00a0${note.reference}`,
    lines: [
      `Commande ${note.order.number} du ${dayText(note.order.orderedOn)}`,
      `Livraison\u00a0: ${capitalized(frenchDay(note.order.date))}`,
      window ? `Créneau\u00a0: ${window}` : '',
      ['Préparée par', note.shop.name, shopPhone].filter(Boolean).join(' '),
    ],
  });
  parties(doc, note, text);
  lines(doc, note, text);
  signature(doc, text);
  legalFooters(doc, note.seller, note.reference, text);
  return pdfBytes(doc);
}

function parties(doc: Pdf, note: DeliveryNote, text: Text) {
  const y = doc.y;
  const width = CONTENT / 2 - 6;
  const { delivery, customer } = note;
  const deliveryRows = [
    delivery.company || delivery.name,
    delivery.company ? delivery.name : '',
    delivery.street,
    `${delivery.postCode} ${delivery.city}`.trim(),
  ];
  const customerRows = [
    customer.name,
    customer.contact,
    customer.street,
    `${customer.postCode} ${customer.city}`.trim(),
    customer.phone ? `Tél.\u00a0${phoneText(customer.phone)}` : '',
  ];
  const bottom = Math.max(
    box(doc, MARGIN, y, width, 'Livrer à', deliveryRows, text),
    box(doc, MARGIN + CONTENT / 2 + 6, y, width, 'Client', customerRows, text),
  );
  doc.y = bottom + 10;
  doc.font(FONT.regular).fontSize(9);
  if (note.instructions) {
    doc
      .font(FONT.bold)
      .text(text('Instructions de livraison\u00a0: '), MARGIN, doc.y, { continued: true, width: CONTENT });
    doc.font(FONT.regular).text(text(note.instructions));
  }
  if (note.comment) {
    doc.font(FONT.bold).text(text('Remarque du client\u00a0: '), MARGIN, doc.y, { continued: true, width: CONTENT });
    doc.font(FONT.regular).text(text(note.comment));
  }
  doc.moveDown(0.6);
}

const COLUMNS: Column[] = [
  { header: 'Désignation', width: CONTENT - 305 },
  { header: 'N° de lot', width: 90 },
  { header: 'Unité', width: 50 },
  { header: 'Commandé', width: 75, align: 'right' },
  { header: 'Livré (pesé)', width: 90, align: 'right' },
];

function lines(doc: Pdf, note: DeliveryNote, text: Text) {
  const table: Table = { columns: COLUMNS, x: MARGIN, fontSize: 9, onNewPage: () => doc.moveDown(0) };
  drawHeader(doc, table);
  for (const line of note.lines) {
    const details = [line.origin, line.note ? `Préparation\u00a0: ${line.note}` : null].filter(Boolean).join('\n');
    const delivered = line.unavailable
      ? 'Indisponible'
      : line.delivered === null
        ? 'à peser'
        : amount(line.delivered, line.unit);
    drawRow(doc, table, [
      { text: text(line.designation + (details ? `\n${details}` : '')), strike: false },
      text(line.lot ?? '—'),
      text(unitWord(line)),
      text(amount(line.ordered, line.unit)),
      { text: text(delivered), bold: !line.unavailable && line.delivered !== null },
    ]);
  }
  const weighed = note.lines.filter((l) => l.unit === 'kg' && l.delivered !== null);
  const totalKg = weighed.reduce((sum, l) => sum + Math.round((l.delivered ?? 0) * 1000), 0) / 1000;
  const delivered = note.lines.filter((l) => !l.unavailable).length;
  doc.moveDown(0.5).font(FONT.regular).fontSize(9);
  const plural = delivered > 1 ? 's' : '';
  const total = weighed.length > 0 && `poids net total pesé\u00a0: ${KG.format(totalKg)}\u00a0kg`;
  const summary = [`${delivered} article${plural} livré${plural}`, total].filter(Boolean).join(' · ');
  doc.text(text(summary), MARGIN, doc.y, { width: CONTENT });
  doc.text(text(NO_PRICES_TEXT), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(1);
}

/** Two boxes the delivery ends with: the driver's and the customer's, with room for reserves. */
function signature(doc: Pdf, text: Text) {
  const height = 110;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  const narrow = CONTENT * 0.35;
  const wide = CONTENT - narrow - 12;
  const frame = (x: number, width: number, title: string, hint: string) => {
    doc.rect(x, y, width, height).lineWidth(0.8).strokeColor('#333333').stroke();
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor('#000000')
      .text(text(title), x + 8, y + 8, { width: width - 16 });
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#555555')
      .text(text(hint), x + 8, doc.y + 2, { width: width - 16 });
    doc.fillColor('#000000');
  };
  frame(MARGIN, narrow, 'Livré par', 'Nom du livreur');
  frame(
    MARGIN + narrow + 12,
    wide,
    SIGNATURE_TEXT,
    'Réserves éventuelles (colis manquant, abîmé, température)\u00a0: à écrire ici, avant de signer.',
  );
  doc.y = y + height + 8;
}
