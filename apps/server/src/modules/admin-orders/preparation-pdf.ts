import type { PreparationOrder, PreparationResponse } from '@boucherie/contract';
import { createPdf, FONT, mm, type Pdf, pdfBytes, textIn } from '../documents/pdf-document.js';
import { type Column, drawHeader, drawRow, ensureRoom, type Table } from '../documents/pdf-table.js';
import {
  capitalized,
  frenchDay,
  modeText,
  phoneText,
  printedAtText,
  quantityText,
  windowText,
} from '../documents/print-format.js';

// The cutting list of a shop's day on A4: the totals per article first, then one sheet per order,
// each on its own page (it goes with the order's tray to the scale).

const MARGIN = mm(14);
const A4_WIDTH = 595.28;
const CONTENT = A4_WIDTH - 2 * MARGIN;

const STATUS_TEXT: Record<string, string> = { Pending: 'À confirmer', Confirmed: 'Confirmée' };

export const preparationTitle = (list: PreparationResponse) => `Découpe du ${frenchDay(list.date)} — ${list.shop.name}`;

export async function preparationPdf(list: PreparationResponse, printedAt: Date): Promise<Buffer> {
  const title = preparationTitle(list);
  const { doc, text } = createPdf({ size: 'A4', margin: MARGIN, title });
  const runningTitle = (suffix: string) => {
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor('#555555')
      .text(text(`${title}${suffix}`), MARGIN, MARGIN);
    doc.fillColor('#000000').moveDown(0.6);
  };

  cuttingList(doc, list, text, printedAt, () => runningTitle(' (suite)'));
  for (const order of list.orders) orderSheet(doc, list, order, text);
  footers(doc, text(title), text(printedAtText(printedAt)));
  return pdfBytes(doc);
}

function cuttingList(
  doc: Pdf,
  list: PreparationResponse,
  text: (value: string) => string,
  printedAt: Date,
  onNewPage: () => void,
) {
  doc
    .font(FONT.bold)
    .fontSize(20)
    .text(text(preparationTitle(list)), MARGIN, MARGIN, { width: CONTENT });
  const count = list.orders.length;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor('#555555')
    .text(
      text(
        `${count} commande${count > 1 ? 's' : ''} à préparer (à confirmer et confirmées) · ${printedAtText(printedAt)}`,
      ),
    )
    .fillColor('#000000')
    .moveDown(0.8);

  if (list.articles.length === 0) {
    doc.fontSize(12).text(text('Aucune commande à préparer pour ce jour.'));
    return;
  }
  const columns: Column[] = [
    { header: '', width: 22 },
    { header: text('Article'), width: 170 },
    { header: text('Quantité totale'), width: 84, align: 'right' },
    { header: text('Commandes'), width: 72, align: 'center' },
    { header: text('Notes de préparation'), width: CONTENT - 22 - 170 - 84 - 72 },
  ];
  const table: Table = { columns, x: MARGIN, fontSize: 10, padding: 5, onNewPage };
  drawHeader(doc, table);
  for (const article of list.articles) {
    const notes = article.notes.map((n) => `n° ${n.orderNumber}\u00a0: ${n.note}`).join('\n');
    drawRow(
      doc,
      table,
      [
        '',
        { text: text(article.designation), bold: true },
        { text: text(quantityText(article.totalQuantity, article.saleUnit)), bold: true, size: 11 },
        String(article.orderCount),
        { text: text(notes), size: 9 },
      ],
      (column, box) => {
        // A square to tick once the article is cut.
        if (column === 0)
          doc
            .rect(box.x + 5, box.y + 5, 10, 10)
            .lineWidth(0.8)
            .strokeColor('#000000')
            .stroke();
      },
    );
  }
}

function orderSheet(doc: Pdf, list: PreparationResponse, order: PreparationOrder, text: (value: string) => string) {
  doc.addPage();
  const heading = (suffix: string) => {
    doc.font(FONT.bold).fontSize(18).fillColor('#000000');
    const height = textIn(doc, text(`Commande n° ${order.number}${suffix}`), MARGIN, MARGIN, { width: CONTENT - 150 });
    doc.font(FONT.regular).fontSize(10);
    const window = order.timeWindow ? ` · ${windowText(order.timeWindow)}` : '';
    const status = `${STATUS_TEXT[order.status] ?? order.status} · ${modeText(order.mode)}${window}`;
    textIn(doc, text(status), MARGIN + CONTENT - 150, MARGIN + 4, { width: 150, align: 'right' });
    doc.x = MARGIN;
    doc.y = MARGIN + Math.max(height, 26);
  };
  heading('');

  const customer = [order.customer.name, order.customer.company].filter(Boolean).join(' — ');
  const facts: [string, string][] = [
    ['Client', customer || '—'],
    ['Téléphone', phoneText(order.customer.phone) || '—'],
    ['Jour', `${capitalized(frenchDay(list.date))} · ${list.shop.name}`],
    ['Mode', modeText(order.mode)],
    ...(order.timeWindow ? ([['Créneau', windowText(order.timeWindow)]] as [string, string][]) : []),
    ...(order.payment ? ([['Règlement', order.payment]] as [string, string][]) : []),
  ];
  doc.moveDown(0.4);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor('#555555');
    textIn(doc, text(label), MARGIN, y + 1, { width: 80 });
    doc.font(FONT.bold).fontSize(12).fillColor('#000000');
    doc.y = y + textIn(doc, text(value), MARGIN + 80, y, { width: CONTENT - 80 }) + 2;
  }
  if (order.comment) {
    doc.moveDown(0.3);
    const y = doc.y;
    doc.font(FONT.regular).fontSize(11);
    const height = doc.heightOfString(text(order.comment), { width: CONTENT - 96 }) + 12;
    doc.save().rect(MARGIN, y, CONTENT, height).fill('#f1f1f1').restore();
    doc
      .fontSize(10)
      .fillColor('#555555')
      .text(text('Commentaire'), MARGIN + 6, y + 6, { width: 80 });
    doc
      .fontSize(11)
      .fillColor('#000000')
      .text(text(order.comment), MARGIN + 86, y + 6, { width: CONTENT - 96 });
    doc.x = MARGIN;
    doc.y = y + height;
  }
  doc.moveDown(1);

  const columns: Column[] = [
    { header: '', width: 22 },
    { header: text('Article'), width: 165 },
    { header: text('Quantité commandée'), width: 85, align: 'right' },
    { header: text('Note de préparation'), width: CONTENT - 22 - 165 - 85 - 100 },
    { header: text('Poids pesé'), width: 100, align: 'center' },
  ];
  const table: Table = {
    columns,
    x: MARGIN,
    fontSize: 11,
    padding: 6,
    minRowHeight: 34,
    onNewPage: () => heading(' (suite)'),
  };
  drawHeader(doc, table);
  for (const line of order.lines) {
    drawRow(
      doc,
      table,
      [
        '',
        { text: text(line.designation), bold: true },
        { text: text(quantityText(line.quantity, line.saleUnit)), bold: true },
        { text: text(line.preparationNote ?? ''), size: 10 },
        '',
      ],
      (column, box) => {
        if (column === 0)
          doc
            .rect(box.x + 6, box.y + 8, 11, 11)
            .lineWidth(0.8)
            .strokeColor('#000000')
            .stroke();
        if (column === 4 && line.saleUnit === 'kg') {
          // The box where the weight read on the scale is written by hand.
          doc
            .rect(box.x + 8, box.y + 5, box.width - 36, box.height - 10)
            .lineWidth(1)
            .strokeColor('#000000')
            .stroke();
          doc
            .font(FONT.regular)
            .fontSize(10)
            .text('kg', box.x + box.width - 24, box.y + box.height / 2 - 6);
        }
      },
    );
  }
  ensureRoom(doc, table, 40);
  doc.moveDown(1.5);
  doc.font(FONT.regular).fontSize(10);
  textIn(doc, text('Préparée par\u00a0: ______________________    Vérifiée\u00a0: ______'), MARGIN, doc.y, {
    width: CONTENT,
  });
}

/** "page 3 / 12" and the title at the foot of every page. */
function footers(doc: Pdf, title: string, printedAt: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Writing under the bottom margin would start a page: lift the margin while the foot is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.font(FONT.regular).fontSize(8).fillColor('#555555');
    textIn(doc, `${title} · ${printedAt}`, MARGIN, y, { width: CONTENT - 80 });
    textIn(doc, `page ${i - start + 1} / ${count}`, MARGIN + CONTENT - 80, y, { width: 80, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor('#000000');
}
