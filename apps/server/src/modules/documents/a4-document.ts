import { createPdf, FONT, mm, type Pdf, textIn } from './pdf-document.js';
import { legalFormText, type Seller, sellerLegalLine, sellerName } from './seller.js';

// What every A4 document of the business shares (invoice, credit note, delivery note, statement): the
// seller's letterhead, the title block on the right, framed boxes and the legal foot of each page.

export const MARGIN = mm(15);
export const A4_WIDTH = 595.28;
export const CONTENT = A4_WIDTH - 2 * MARGIN;
const FOOT = 46;

export type Text = (value: string) => string;

/** An A4 document with room kept at the bottom of each page for the legal foot. */
export function startDocument(title: string, about: { subject?: string; author?: string } = {}) {
  const { doc, text } = createPdf({ size: 'A4', margin: MARGIN, title, ...about });
  doc.page.margins.bottom = MARGIN + FOOT;
  return { doc, text };
}

/**
 * The seller's identity on the left, the document's title, reference and dates on the right; the text
 * goes on below the taller of the two.
 */
export function letterhead(
  doc: Pdf,
  seller: Seller,
  text: Text,
  heading: { title: string; reference: string; lines: string[] },
) {
  const half = CONTENT / 2;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(text(sellerName(seller)), MARGIN, MARGIN, { width: half });
  doc.font(FONT.regular).fontSize(9);
  for (const value of [
    seller.tradeName && seller.tradeName !== seller.legalName ? seller.legalName : '',
    legalFormText(seller),
    seller.street,
    `${seller.postCode} ${seller.city}`,
    [seller.phone, seller.email].filter(Boolean).join(' · '),
    // Blank while the owner fills the identity: a delivery note never waits for it (ADR 025).
    [seller.siren && `SIREN ${seller.siren}`, seller.siret && `SIRET ${seller.siret}`].filter(Boolean).join(' · '),
    seller.registration,
    seller.vatNumber && `TVA\u00a0: ${seller.vatNumber}`,
  ]) {
    if (value) doc.text(text(value), MARGIN, doc.y, { width: half });
  }
  const leftBottom = doc.y;

  const x = MARGIN + half;
  doc.font(FONT.bold).fontSize(20);
  textIn(doc, text(heading.title.toUpperCase()), x, MARGIN, { width: half, align: 'right' });
  doc.fontSize(12);
  if (heading.reference) textIn(doc, text(heading.reference), x, doc.y, { width: half, align: 'right' });
  doc.font(FONT.regular).fontSize(9);
  for (const value of heading.lines) if (value) textIn(doc, text(value), x, doc.y, { width: half, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 14;
}

/** A framed box with a small grey heading; the first row in bold. Answers its bottom. */
export function box(doc: Pdf, x: number, y: number, width: number, heading: string, rows: string[], text: Text) {
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor('#555555')
    .text(text(heading.toUpperCase()), x + 8, y + 6, { width: width - 16 });
  doc.fillColor('#000000').font(FONT.regular).fontSize(10);
  rows.filter(Boolean).forEach((row, i) => {
    if (i === 0) doc.font(FONT.bold);
    doc.text(text(row), x + 8, doc.y, { width: width - 16 });
    doc.font(FONT.regular);
  });
  const bottom = doc.y + 6;
  doc
    .rect(x, y, width, bottom - y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  return bottom;
}

/** The seller's legal line, the footer text and "reference · page n sur m" at the foot of each page. */
export function legalFooters(doc: Pdf, seller: Seller, reference: string, text: Text) {
  const range = doc.bufferedPageRange();
  const legal = text(sellerLegalLine(seller));
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOT + 6;
    doc.font(FONT.regular).fontSize(7).fillColor('#555555');
    doc.text(legal, MARGIN, y, { width: CONTENT, align: 'center' });
    if (seller.footer) doc.text(text(seller.footer), MARGIN, doc.y, { width: CONTENT, align: 'center' });
    doc.text(text(`${reference} · page ${i - range.start + 1} sur ${range.count}`), MARGIN, doc.y, {
      width: CONTENT,
      align: 'center',
    });
    doc.fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
}
