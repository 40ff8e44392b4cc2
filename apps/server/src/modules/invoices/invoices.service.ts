import type {
  AdminInvoiceSummary,
  ExportedInvoice,
  InvoiceSummary,
  InvoicesResponse,
  OrderInvoices,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { canSeeShop, type StaffScope } from '../admin/staff-scope.js';
import { incompleteIdentity, missingFields, readIdentity } from '../identity/identity.service.js';
import { einvoicesOf } from './einvoice.service.js';
import { facturX } from './factur-x.js';
import type { InvoiceData } from './invoice-data.js';
import * as repo from './invoices.repository.js';

/** The order's status, if the back-office user may see its shop; else as missing (another shop's order). */
async function findOrderRow(db: Db, scope: StaffScope, orderId: number) {
  const row = await repo.findOrderStatus(db, orderId);
  if (!row || !canSeeShop(scope, row.shop_id)) throw notFound('Cette commande n’existe pas.');
  return row;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>;

export function toSummary(row: Row): InvoiceSummary {
  const data = JSON.parse(row.data) as InvoiceData;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind === 'invoice' ? 'Invoice' : 'CreditNote',
    orderId: row.order_id,
    orderNumber: row.order_number,
    issueDate: row.issue_date,
    dueDate: data.dueDate,
    totalHt: toEuros(row.total_ht_cents),
    totalVat: toEuros(row.total_vat_cents),
    totalTtc: toEuros(row.total_ttc_cents),
    invoiceNumber: data.invoice?.number ?? null,
    format: row.is_pro === 1 ? 'Factur-X' : 'PDF',
    ...(data.repayment
      ? {
          refundToCard: toEuros(data.repayment.toCardCents),
          toRepayOtherwise: toEuros(data.repayment.otherwiseCents),
        }
      : {}),
  };
}

/** Documents as the back office sees them: with their way through the plateforme agréée (ADR 071). */
export async function adminSummaries(db: Db, rows: Row[]): Promise<AdminInvoiceSummary[]> {
  const einvoices = await einvoicesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...toSummary(row), einvoice: einvoices.get(row.id) ?? null }));
}

export async function listMine(
  db: Db,
  userId: number,
  query: { PageNumber: number; PageSize: number },
): Promise<InvoicesResponse> {
  const { rows, total } = await repo.findUserInvoices(db, userId, query.PageSize, offsetOf(query));
  return pageOf(rows.map(toSummary), query, total);
}

/**
 * A customer's invoices and credit notes as their list reads them, with what each document says (buyer,
 * lines, VAT) in euros and kilos: the GDPR export. The seller and who issued it are not the customer's data.
 */
export async function allDocumentsOf(db: Db, userId: number) {
  const rows = await repo.findAllUserInvoices(db, userId);
  const documents = rows.map((row): ExportedInvoice => {
    const data = JSON.parse(row.data) as InvoiceData;
    return {
      ...toSummary(row),
      paidOn: row.paid_on,
      reason: data.reason ?? null,
      buyer: data.buyer,
      delivery: data.delivery,
      lines: data.lines.map((l) => ({
        designation: l.designation,
        unit: l.unit,
        quantity: l.quantity,
        unitPrice: toEuros(l.unitPriceCents),
        vatRate: l.vatRateBp / 100,
        total: toEuros(l.totalCents),
        origin: l.origin,
        note: l.note,
        lot: l.lot ?? null,
      })),
      vatByRate: data.vat.map((v) => ({
        rate: v.rateBp / 100,
        base: toEuros(v.baseCents),
        amount: toEuros(v.vatCents),
      })),
    };
  });
  return {
    invoices: documents.filter((d) => d.kind === 'Invoice'),
    creditNotes: documents.filter((d) => d.kind === 'CreditNote'),
  };
}

/** The document as issued: a plain PDF, or for a pro a Factur-X PDF/A-3 with its XML. */
export async function documentPdf(row: Row): Promise<{ number: string; pdf: Buffer }> {
  const data = JSON.parse(row.data) as InvoiceData;
  // The PDF library is loaded on the first document, not at start (ADR 029).
  const { invoicePdf } = await import('./invoice-pdf.js');
  const pdf = await invoicePdf(data);
  return { number: row.number, pdf: data.isPro ? await facturX(data, pdf) : pdf };
}

/** The customer's own document; another's answers 404, exactly as a missing one. */
export async function myPdf(db: Db, userId: number, id: number) {
  const row = await repo.findInvoice(db, id);
  if (!row || row.user_id !== userId) throw notFound('Cette facture n’existe pas.');
  return documentPdf(row);
}

/** A document of the viewer's shops (every one for an admin). */
export async function staffPdf(db: Db, scope: StaffScope, id: number) {
  const row = await repo.findInvoice(db, id);
  if (!row || !canSeeShop(scope, row.shop_id)) throw notFound('Cette facture n’existe pas.');
  return documentPdf(row);
}

/** What the order's page shows: its invoice (or why there is none yet), its lines left to credit, its credit notes. */
export async function orderInvoices(db: Db, scope: StaffScope, orderId: number): Promise<OrderInvoices> {
  const order = await findOrderRow(db, scope, orderId);
  const documents = await repo.findOrderDocuments(db, orderId);
  const invoice = documents.find((d) => d.kind === 'invoice');
  const creditNotes = documents.filter((d) => d.kind === 'credit_note');
  if (!invoice) {
    const pending = order.status === 'Completed' && (await repo.isPending(db, orderId)) !== undefined;
    return { status: pending ? 'Pending' : 'None', invoice: null, lines: [], creditNotes: [] };
  }
  const data = JSON.parse(invoice.data) as InvoiceData;
  const credited = creditedByLine(creditNotes);
  const [summary, ...notes] = await adminSummaries(db, [invoice, ...creditNotes]);
  return {
    status: 'Issued',
    invoice: summary as AdminInvoiceSummary,
    lines: data.lines.map((l) => ({
      line: l.line,
      designation: l.designation,
      unit: l.unit,
      quantity: l.quantity,
      creditedQuantity: round3(credited.get(l.line)?.quantity ?? 0),
      total: toEuros(l.totalCents),
    })),
    creditNotes: notes,
  };
}

/** The order's invoice PDF for the counter; 409 while it waits for the business's identity. */
export async function orderInvoicePdf(db: Db, scope: StaffScope, orderId: number) {
  const order = await findOrderRow(db, scope, orderId);
  const invoice = (await repo.findOrderDocuments(db, orderId)).find((d) => d.kind === 'invoice');
  if (invoice) return documentPdf(invoice);
  if (order.status === 'Completed' && (await repo.isPending(db, orderId))) {
    throw incompleteIdentity(missingFields(await readIdentity(db)));
  }
  throw new AppError(
    'NO_INVOICE_YET',
    'Cette commande n’a pas encore de facture\u00a0: elle est émise quand la commande est remise au client.',
  );
}

export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Quantities and amounts already credited, by invoice line. */
export function creditedByLine(creditNotes: { data: string }[]) {
  const credited = new Map<number, { quantity: number; cents: number }>();
  for (const note of creditNotes) {
    for (const line of (JSON.parse(note.data) as InvoiceData).lines) {
      const sum = credited.get(line.line) ?? { quantity: 0, cents: 0 };
      credited.set(line.line, { quantity: sum.quantity + line.quantity, cents: sum.cents + line.totalCents });
    }
  }
  return credited;
}
