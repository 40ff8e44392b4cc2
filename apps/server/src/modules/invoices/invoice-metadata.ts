import { sellerName } from '../documents/seller.js';
import type { InvoiceData } from './invoice-data.js';
import { documentTitle } from './invoice-text.js';

// What a PDF reader, a mail client's preview or an accountant's archive shows of an invoice before it is
// opened: French words, the business named (issue 45).

export type InvoiceMetadata = { title: string; subject: string; author: string };

/** « Facture F2026-000123 », « Facture de Maison Thirion »; « Avoir … » for a credit note. */
export function invoiceMetadata(data: InvoiceData): InvoiceMetadata {
  const kind = documentTitle(data);
  const seller = sellerName(data.seller);
  return { title: `${kind} ${data.number}`, subject: `${kind} de ${seller}`, author: seller };
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts `value` as the text of the XMP property `name` (`dc:title`: its one `rdf:li`). */
const setXmp = (xmp: string, name: string, value: string) =>
  xmp.replace(
    new RegExp(`(<${name}>\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)[^<]*(</rdf:li>)`),
    (_all, open: string, close: string) => `${open}${xmlText(value)}${close}`,
  );

/**
 * @e-invoice-eu/core writes its own English title and subject (« Maison Thirion SARL: Invoice … ») into a
 * Factur-X: they are put back in French, in the info dictionary and in the XMP packet alike, as PDF/A wants
 * the two to agree. Its own PDF engine (@cantoo/pdf-lib), loaded with it on the first e-invoice (ADR 029).
 */
export async function withFrenchMetadata(pdf: Uint8Array, meta: InvoiceMetadata): Promise<Buffer> {
  const { PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } = await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setLanguage('fr-FR');
  const ref = doc.catalog.get(PDFName.of('Metadata'));
  const stream = ref ? doc.context.lookup(ref) : undefined;
  if (stream instanceof PDFRawStream) {
    let xmp = new TextDecoder().decode(decodePDFRawStream(stream).decode());
    xmp = setXmp(xmp, 'dc:title', meta.title);
    xmp = setXmp(xmp, 'dc:description', meta.subject);
    xmp = setXmp(xmp, 'dc:creator', meta.author);
    const bytes = new TextEncoder().encode(xmp);
    const updated = doc.context.stream(bytes, { Type: 'Metadata', Subtype: 'XML', Length: bytes.length });
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(updated));
    if (ref instanceof PDFRef) doc.context.delete(ref);
  }
  return Buffer.from(await doc.save());
}
