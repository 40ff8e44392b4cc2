import { type InvoicePayment, parisDate } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { recordChange } from '../admin-journal/journal.service.js';
import { dayText } from '../invoices/invoice-text.js';
import * as repo from './statements.repository.js';

type Deps = { db: Db; userId: number; now: Date };

async function invoiceToSettle(trx: Db, id: number) {
  const invoice = await repo.findInvoiceForPayment(trx, id);
  if (!invoice) throw notFound('Cette facture n’existe pas.');
  if (invoice.kind !== 'invoice') {
    throw new AppError('CONFLICT', 'Un avoir ne se règle pas\u00a0: il vient en déduction de sa facture.');
  }
  return invoice;
}

/** The owner records the day an invoice was paid (or corrects it); the invoice itself never changes. */
export async function markPaid({ db, userId, now }: Deps, invoiceId: number, paidOn: string): Promise<InvoicePayment> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const invoice = await invoiceToSettle(trx, invoiceId);
    if (paidOn > parisDate(now)) throw validation('PaidOn', 'La date du paiement ne peut pas être dans le futur.');
    if (paidOn < invoice.issue_date) {
      throw validation('PaidOn', `La date du paiement ne peut précéder la facture (${dayText(invoice.issue_date)}).`);
    }
    await repo.savePayment(trx, { invoice_id: invoiceId, paid_on: paidOn, recorded_at: at, recorded_by: userId });
    await recordChange(trx, {
      at,
      userId,
      kind: 'invoice.payment',
      entityType: 'invoice',
      entityId: invoiceId,
      summary: `Facture ${invoice.number} marquée payée le ${dayText(paidOn)}.`,
      before: { paidOn: invoice.paid_on },
      after: { paidOn },
    });
    return { invoiceId, number: invoice.number, paidOn };
  });
}

/** Undoes a payment recorded by mistake. */
export async function unmarkPaid({ db, userId, now }: Deps, invoiceId: number): Promise<InvoicePayment> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const invoice = await invoiceToSettle(trx, invoiceId);
    if (invoice.paid_on === null) throw new AppError('CONFLICT', 'Cette facture n’est pas marquée payée.');
    await repo.deletePayment(trx, invoiceId);
    await recordChange(trx, {
      at,
      userId,
      kind: 'invoice.payment.undo',
      entityType: 'invoice',
      entityId: invoiceId,
      summary: `Facture ${invoice.number}\u00a0: paiement du ${dayText(invoice.paid_on)} annulé, elle redevient due.`,
      before: { paidOn: invoice.paid_on },
      after: { paidOn: null },
    });
    return { invoiceId, number: invoice.number, paidOn: null };
  });
}
