import { type InvoicePayment, parisDate } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { dayText } from '../documents/print-format.js';
import { recordChange } from '../journal/journal.service.js';
import { followsPayment } from './credit-settlement.js';
import * as repo from './statements.repository.js';

// The owner records the day an invoice was paid, or the day a credit note owed to the pro was refunded (or
// set off against a payment): one row per document in invoice_payment, the documents never change (ADR 025).

type Deps = { db: Db; userId: number; now: Date };
type Document = NonNullable<Awaited<ReturnType<typeof repo.findInvoiceForPayment>>>;

async function documentToSettle(trx: Db, id: number): Promise<Document> {
  const document = await repo.findInvoiceForPayment(trx, id);
  if (!document) throw notFound('Cette facture n’existe pas.');
  if (document.kind === 'credit_note') {
    const credit = await repo.findCreditSettlement(trx, id);
    if (!credit || !followsPayment(credit)) {
      throw new AppError(
        'CONFLICT',
        'Cet avoir vient en déduction de sa facture, qui n’était pas payée quand il a été émis\u00a0: il ne se rembourse pas.',
      );
    }
  }
  return document;
}

/** What the journal and the messages call the document and its settlement. */
function words(document: Document) {
  return document.kind === 'credit_note'
    ? { name: `Avoir ${document.number}`, done: 'marqué remboursé', kind: 'invoice.credit-note.refund' }
    : { name: `Facture ${document.number}`, done: 'marquée payée', kind: 'invoice.payment' };
}

/** Records (or corrects) the day an invoice was paid or a credit note refunded. */
export async function markPaid({ db, userId, now }: Deps, invoiceId: number, paidOn: string): Promise<InvoicePayment> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const document = await documentToSettle(trx, invoiceId);
    const { name, done, kind } = words(document);
    const what = document.kind === 'credit_note' ? 'du remboursement' : 'du paiement';
    if (paidOn > parisDate(now)) throw validation('PaidOn', `La date ${what} ne peut pas être dans le futur.`);
    if (paidOn < document.issue_date) {
      const before = document.kind === 'credit_note' ? 'l’avoir' : 'la facture';
      throw validation('PaidOn', `La date ${what} ne peut précéder ${before} (${dayText(document.issue_date)}).`);
    }
    await repo.savePayment(trx, { invoice_id: invoiceId, paid_on: paidOn, recorded_at: at, recorded_by: userId });
    await recordChange(trx, {
      at,
      userId,
      kind,
      entityType: 'invoice',
      entityId: invoiceId,
      summary: `${name} ${done} le ${dayText(paidOn)}.`,
      before: { paidOn: document.paid_on },
      after: { paidOn },
    });
    return { invoiceId, number: document.number, paidOn };
  });
}

/** Undoes a payment or a refund recorded by mistake. */
export async function unmarkPaid({ db, userId, now }: Deps, invoiceId: number): Promise<InvoicePayment> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const document = await repo.findInvoiceForPayment(trx, invoiceId);
    if (!document) throw notFound('Cette facture n’existe pas.');
    const credit = document.kind === 'credit_note';
    if (document.paid_on === null) {
      throw new AppError(
        'CONFLICT',
        credit ? 'Cet avoir n’est pas marqué remboursé.' : 'Cette facture n’est pas marquée payée.',
      );
    }
    // A refund follows from the payment: undoing the payment first would leave a refund of nothing owed.
    const refunded = credit ? [] : await repo.findRefundedCredits(trx, invoiceId);
    if (refunded.length > 0) {
      throw new AppError(
        'CONFLICT',
        `L’avoir ${refunded.map((r) => r.number).join(', ')} de cette facture est marqué remboursé\u00a0: annulez d’abord son remboursement.`,
      );
    }
    await repo.deletePayment(trx, invoiceId);
    const { name, kind } = words(document);
    await recordChange(trx, {
      at,
      userId,
      kind: `${kind}.undo`,
      entityType: 'invoice',
      entityId: invoiceId,
      summary: credit
        ? `${name}\u00a0: remboursement du ${dayText(document.paid_on)} annulé, il redevient dû au client.`
        : `${name}\u00a0: paiement du ${dayText(document.paid_on)} annulé, elle redevient due.`,
      before: { paidOn: document.paid_on },
      after: { paidOn: null },
    });
    return { invoiceId, number: document.number, paidOn: null };
  });
}
