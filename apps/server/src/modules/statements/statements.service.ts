import { type PaymentTerms, parisDate, type Statement, type StatementDocument } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError, notFound, validation } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { findUserById } from '../accounts/index.js';
import { readIdentity } from '../identity/identity.service.js';
import type { InvoiceData } from '../invoices/invoice-data.js';
import { isInFavourAt } from './credit-settlement.js';
import * as repo from './statements.repository.js';

// A pro's monthly statement: the month's documents, and every invoice unpaid at the statement's date.

/** The first and last days of a month, "2026-02" → ["2026-02-01", "2026-02-28"]. */
export function monthDays(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

const dueDateOf = (row: { data: string }) => (JSON.parse(row.data) as InvoiceData).dueDate;
const invoiceNumberOf = (row: { data: string }) => (JSON.parse(row.data) as InvoiceData).invoice?.number ?? null;

/** The customer a statement is of: the account as it is read everywhere (the accounts module's door). */
export type StatementCustomer = UserAccountRow;

/** A customer who has statements: a pro; another's id, a member of staff or an erased account answers 404. */
export async function proCustomer(db: Db, id: number): Promise<StatementCustomer> {
  // An erased account is not found: findUserById reads live accounts only.
  const customer = await findUserById(db, id);
  if (customer?.role !== 'customer') throw notFound('Ce client n’existe pas.');
  if (customer.user_type !== 2) {
    throw new AppError(
      'CONFLICT',
      'Le relevé mensuel est celui d’un client professionnel\u00a0: un particulier paie à la remise.',
    );
  }
  return customer;
}

export async function statementOf(db: Db, customer: StatementCustomer, month: string | undefined, now: Date) {
  const today = parisDate(now);
  const chosen = month ?? today.slice(0, 7);
  if (chosen > today.slice(0, 7)) throw validation('Month', 'Ce mois n’a pas encore commencé.');
  const [from, last] = monthDays(chosen);
  // The earlier of the month's last day and today (ISO days sort as text).
  const asOf = [last, today].sort()[0] as string;

  const rows = await repo.findMonthDocuments(db, customer.id, from, last);
  const unpaid = await repo.findUnpaidInvoices(db, customer.id, asOf);
  const credits = await repo.findCreditNotes(
    db,
    unpaid.map((u) => u.id),
    asOf,
  );
  const outstanding = unpaid
    .map((invoice) => {
      const credited = credits
        .filter((c) => c.invoice_id === invoice.id)
        .reduce((sum, c) => sum + c.total_ttc_cents, 0);
      const dueDate = dueDateOf(invoice);
      return {
        id: invoice.id,
        number: invoice.number,
        issueDate: invoice.issue_date,
        dueDate,
        amountCents: invoice.total_ttc_cents,
        creditedCents: credited,
        remainingCents: invoice.total_ttc_cents - credited,
        isOverdue: dueDate < asOf,
      };
    })
    // Credited in full: nothing left to pay.
    .filter((o) => o.remainingCents > 0);
  const overdueIds = new Set(outstanding.filter((o) => o.isOverdue).map((o) => o.id));
  const inFavour = (await repo.findCreditSettlements(db, customer.id, asOf)).filter((c) => isInFavourAt(c, asOf));
  const inFavourIds = new Set(inFavour.map((c) => c.id));

  const documents: StatementDocument[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind === 'invoice' ? 'Invoice' : 'CreditNote',
    orderNumber: row.order_number,
    issueDate: row.issue_date,
    dueDate: dueDateOf(row),
    amount: toEuros(row.kind === 'invoice' ? row.total_ttc_cents : -row.total_ttc_cents),
    invoiceNumber: invoiceNumberOf(row),
    paidOn: row.kind === 'invoice' ? row.paid_on : null,
    isOverdue: overdueIds.has(row.id),
    isInFavour: inFavourIds.has(row.id),
    // A credit note's payment row is its refund (ADR 025).
    refundedOn: row.kind === 'credit_note' ? row.paid_on : null,
  }));
  const sum = (kind: 'invoice' | 'credit_note') =>
    rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.total_ttc_cents, 0);
  const invoiced = sum('invoice');
  const credited = sum('credit_note');
  const remaining = outstanding.reduce((total, o) => total + o.remainingCents, 0);
  const overdue = outstanding.filter((o) => o.isOverdue).reduce((total, o) => total + o.remainingCents, 0);
  const owedToPro = inFavour.reduce((total, c) => total + c.total_ttc_cents, 0);
  const identity = await readIdentity(db);
  const person = [customer.first_name, customer.last_name].filter(Boolean).join(' ');

  return {
    month: chosen,
    asOf,
    customer: {
      id: customer.id,
      company: customer.company,
      name: person,
      paymentTerms: customer.payment_terms as PaymentTerms | null,
      effectiveTerms: (customer.payment_terms ?? identity.default_pro_terms) as PaymentTerms,
    },
    documents,
    invoiced: toEuros(invoiced),
    credited: toEuros(credited),
    net: toEuros(invoiced - credited),
    outstanding: outstanding.map((o) => ({
      id: o.id,
      number: o.number,
      issueDate: o.issueDate,
      dueDate: o.dueDate,
      amount: toEuros(o.amountCents),
      credited: toEuros(o.creditedCents),
      remaining: toEuros(o.remainingCents),
      isOverdue: o.isOverdue,
    })),
    remainingDue: toEuros(remaining),
    overdue: toEuros(overdue),
    creditsInFavour: inFavour.map((c) => ({
      id: c.id,
      number: c.number,
      invoiceNumber: c.invoice_number,
      issueDate: c.issue_date,
      amount: toEuros(c.total_ttc_cents),
    })),
    inFavour: toEuros(owedToPro),
    balance: toEuros(remaining - owedToPro),
  } satisfies Statement;
}
