import { PAYMENT_TERMS_TEXT, type Statement } from '@boucherie/contract';
import { frenchMonth } from '../../lib/french.js';
import { formatEuros } from '../../lib/money.js';
import { box, CONTENT, legalFooters, letterhead, MARGIN, startDocument, type Text } from '../documents/a4-document.js';
import { FONT, type Pdf, pdfBytes, textIn } from '../documents/pdf-document.js';
import { type Column, drawHeader, drawRow, ensureRoom, type Table } from '../documents/pdf-table.js';
import { dayText } from '../documents/print-format.js';
import type { Seller } from '../documents/seller.js';
import type { StatementCustomer } from './statements.service.js';

// The monthly statement on A4 (docs/decisions/025): the month's documents, then what remains due.

/** "2026-11" → "novembre 2026". */
export const monthText = frenchMonth;

export async function statementPdf(statement: Statement, customer: StatementCustomer, seller: Seller) {
  const reference = `Relevé ${statement.month}`;
  const { doc, text } = startDocument(`Relevé mensuel ${statement.customer.company ?? ''} ${statement.month}`);
  const month = monthText(statement.month);
  letterhead(doc, seller, text, {
    title: 'Relevé mensuel',
    reference: month.charAt(0).toUpperCase() + month.slice(1),
    lines: [
      `Situation au ${dayText(statement.asOf)}`,
      `Conditions de paiement\u00a0: ${PAYMENT_TERMS_TEXT[statement.customer.effectiveTerms]}`,
    ],
  });
  const rows = [
    customer.company ?? statement.customer.name,
    customer.company ? statement.customer.name : '',
    customer.street_and_number ?? '',
    `${customer.post_code ?? ''} ${customer.locality ?? ''}`.trim(),
    customer.vat_number ? `TVA intracommunautaire\u00a0: ${customer.vat_number}` : '',
  ];
  doc.y = box(doc, MARGIN + CONTENT / 2 + 6, doc.y, CONTENT / 2 - 6, 'Client', rows, text) + 14;
  documents(doc, statement, text);
  outstanding(doc, statement, text);
  payment(doc, seller, text);
  legalFooters(doc, seller, reference, text);
  return pdfBytes(doc);
}

function heading(doc: Pdf, value: string, text: Text) {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font(FONT.bold).fontSize(12).text(text(value), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.3);
}

function sumRow(doc: Pdf, label: string, value: string, text: Text, bold = false) {
  const y = doc.y;
  const x = MARGIN + CONTENT - 250;
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 11 : 10);
  textIn(doc, text(label), x, y, { width: 160 });
  textIn(doc, text(value), x + 160, y, { width: 90, align: 'right' });
  doc.y = y + (bold ? 17 : 15);
}

function documents(doc: Pdf, s: Statement, text: Text) {
  heading(doc, `Factures et avoirs de ${monthText(s.month)}`, text);
  const columns: Column[] = [
    { header: 'Date', width: 62 },
    { header: 'Document', width: CONTENT - 382 },
    { header: 'Commande', width: 90 },
    { header: 'Échéance', width: 62 },
    { header: 'Montant TTC', width: 80, align: 'right' },
    { header: 'Réglée', width: 88 },
  ];
  const table: Table = { columns, x: MARGIN, fontSize: 9, onNewPage: () => doc.moveDown(0) };
  drawHeader(doc, table);
  if (s.documents.length === 0) drawRow(doc, table, ['', text('Aucune facture ni avoir ce mois-ci.')]);
  for (const d of s.documents) {
    const title = d.kind === 'Invoice' ? `Facture ${d.number}` : `Avoir ${d.number} sur ${d.invoiceNumber ?? ''}`;
    const paid =
      d.kind === 'CreditNote'
        ? creditState(d)
        : d.paidOn
          ? `le ${dayText(d.paidOn)}`
          : d.isOverdue
            ? 'Non, échue'
            : 'Non';
    drawRow(doc, table, [
      text(dayText(d.issueDate)),
      text(title),
      text(d.orderNumber),
      text(d.kind === 'Invoice' ? dayText(d.dueDate) : ''),
      text(formatEuros(d.amount)),
      { text: text(paid), bold: d.isOverdue },
    ]);
  }
  doc.moveDown(0.5);
  sumRow(doc, 'Factures du mois', formatEuros(s.invoiced), text);
  sumRow(doc, 'Avoirs du mois', formatEuros(s.credited === 0 ? 0 : -s.credited), text);
  sumRow(doc, 'Net du mois', formatEuros(s.net), text, true);
  doc.moveDown(0.8);
}

/** A credit note's column: owed to the pro, refunded, or nothing (it came off its invoice). */
function creditState(d: Statement['documents'][number]) {
  if (d.isInFavour) return 'En votre faveur';
  return d.refundedOn ? `Remboursé le ${dayText(d.refundedOn)}` : '';
}

function outstanding(doc: Pdf, s: Statement, text: Text) {
  heading(doc, `Reste dû au ${dayText(s.asOf)}`, text);
  const columns: Column[] = [
    { header: 'Facture', width: CONTENT - 410 },
    { header: 'Date', width: 62 },
    { header: 'Échéance', width: 62 },
    { header: 'Montant TTC', width: 76, align: 'right' },
    { header: 'Avoirs', width: 70, align: 'right' },
    { header: 'Reste dû', width: 76, align: 'right' },
    { header: '', width: 64 },
  ];
  const table: Table = { columns, x: MARGIN, fontSize: 9, onNewPage: () => doc.moveDown(0) };
  drawHeader(doc, table);
  if (s.outstanding.length === 0) drawRow(doc, table, [text('Aucune facture en attente de paiement.')]);
  for (const o of s.outstanding) {
    drawRow(doc, table, [
      text(o.number),
      text(dayText(o.issueDate)),
      text(dayText(o.dueDate)),
      text(formatEuros(o.amount)),
      text(o.credited > 0 ? formatEuros(-o.credited) : ''),
      { text: text(formatEuros(o.remaining)), bold: true },
      { text: text(o.isOverdue ? 'En retard' : ''), bold: true, color: '#b91c1c' },
    ]);
  }
  doc.moveDown(0.5);
  ensureRoom(doc, table, 40);
  sumRow(doc, 'Reste dû', formatEuros(s.remainingDue), text, true);
  sumRow(doc, 'Dont échu (en retard)', formatEuros(s.overdue), text);
  doc.moveDown(0.8);
  if (s.creditsInFavour.length > 0) inFavour(doc, s, text);
}

/** Credit notes issued after their invoice was paid: the shop owes them to the pro, and the balance says so. */
function inFavour(doc: Pdf, s: Statement, text: Text) {
  heading(doc, `Avoirs en votre faveur au ${dayText(s.asOf)}`, text);
  const columns: Column[] = [
    { header: 'Avoir', width: CONTENT - 300 },
    { header: 'Date', width: 62 },
    { header: 'Sur la facture', width: 148 },
    { header: 'Montant TTC', width: 90, align: 'right' },
  ];
  const table: Table = { columns, x: MARGIN, fontSize: 9, onNewPage: () => doc.moveDown(0) };
  drawHeader(doc, table);
  for (const c of s.creditsInFavour) {
    drawRow(doc, table, [
      text(c.number),
      text(dayText(c.issueDate)),
      text(`${c.invoiceNumber} (déjà payée)`),
      { text: text(formatEuros(c.amount)), bold: true },
    ]);
  }
  doc.moveDown(0.5);
  ensureRoom(doc, table, 40);
  sumRow(doc, 'Avoirs en votre faveur', formatEuros(-s.inFavour), text);
  sumRow(doc, s.balance < 0 ? 'Solde en votre faveur' : 'Solde à payer', formatEuros(Math.abs(s.balance)), text, true);
  doc.moveDown(0.8);
}

function payment(doc: Pdf, seller: Seller, text: Text) {
  doc.font(FONT.regular).fontSize(9);
  if (doc.y + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  if (seller.iban) {
    doc.text(text(`Règlement par virement\u00a0: IBAN ${seller.iban} · BIC ${seller.bic}`), MARGIN, doc.y, {
      width: CONTENT,
    });
  }
  doc.text(text('Merci d’indiquer les numéros des factures réglées avec votre paiement.'), MARGIN, doc.y, {
    width: CONTENT,
  });
}
