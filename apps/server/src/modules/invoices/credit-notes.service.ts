import { type AdminInvoiceSummary, type CreateCreditNoteRequest, parisDate } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { requireCompleteIdentity } from '../identity/identity.service.js';
import { recordChange } from '../journal/journal.service.js';
import { planRefund, refundableByCard } from '../payments/index.js';
import { planDeposit } from './einvoice.service.js';
import type { InvoiceData, InvoiceLine } from './invoice-data.js';
import { euros, quantityOf } from './invoice-text.js';
import * as repo from './invoices.repository.js';
import { adminSummaries, creditedByLine, round3 } from './invoices.service.js';
import { sellerOf } from './issue.service.js';
import { nextNumber } from './numbering.js';

/** VAT per rate on the credited amounts, by the order's rule (HT: on the base; TTC: within the price). */
function vatOf(lines: InvoiceLine[], basis: 'HT' | 'TTC') {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatRateBp, (byRate.get(l.vatRateBp) ?? 0) + l.totalCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, amount]) => {
      if (basis === 'HT') return { rateBp, baseCents: amount, vatCents: Math.round((amount * rateBp) / 10_000) };
      const vatCents = Math.round((amount * rateBp) / (10_000 + rateBp));
      return { rateBp, baseCents: amount - vatCents, vatCents };
    });
}

/**
 * A credit note against an invoice, in full (what is left of it) or for chosen lines and quantities,
 * numbered in its own yearly series (A2026-000001) and recorded in the journal, in one transaction.
 */
export async function createCreditNote(
  db: Db,
  userId: number,
  now: Date,
  invoiceId: number,
  body: CreateCreditNoteRequest,
  { einvoicing = false }: { einvoicing?: boolean } = {},
): Promise<AdminInvoiceSummary> {
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const invoice = await repo.findInvoice(trx, invoiceId);
    if (invoice?.kind !== 'invoice') throw notFound('Cette facture n’existe pas.');
    const identity = await requireCompleteIdentity(trx);
    await repo.lockInvoice(trx, invoiceId);
    const data = JSON.parse(invoice.data) as InvoiceData;
    const credited = creditedByLine(await repo.findCreditNotesOf(trx, invoiceId));
    const left = (l: InvoiceLine) => ({
      quantity: round3(l.quantity - (credited.get(l.line)?.quantity ?? 0)),
      cents: l.totalCents - (credited.get(l.line)?.cents ?? 0),
    });
    const requested = body.lines ?? data.lines.map((l) => ({ line: l.line, quantity: left(l).quantity }));
    const lines: InvoiceLine[] = [];
    for (const [i, want] of requested.entries()) {
      const line = data.lines.find((l) => l.line === want.line);
      if (!line)
        throw new AppError('VALIDATION', 'Cette ligne n’est pas sur la facture.', {
          [`Lines[${i}].Line`]: ['Cette ligne n’est pas sur la facture.'],
        });
      const rest = left(line);
      const quantity = round3(want.quantity);
      if (quantity <= 0 || rest.cents <= 0) continue;
      if (quantity > rest.quantity) {
        throw new AppError(
          'NOTHING_LEFT_TO_CREDIT',
          `Il ne reste que ${quantityOf({ ...line, quantity: rest.quantity })} à créditer sur la ligne «\u00a0${line.designation}\u00a0»\u00a0: réduisez la quantité.`,
        );
      }
      const cents =
        quantity === rest.quantity ? rest.cents : Math.min(rest.cents, Math.round(line.unitPriceCents * quantity));
      lines.push({ ...line, quantity, totalCents: cents });
    }
    if (lines.length === 0) {
      throw new AppError(
        'NOTHING_LEFT_TO_CREDIT',
        `La facture ${invoice.number} est déjà entièrement créditée\u00a0: aucun avoir de plus n’est possible.`,
      );
    }
    const vat = vatOf(lines, data.basis);
    const totalHtCents = vat.reduce((s, v) => s + v.baseCents, 0);
    const totalVatCents = vat.reduce((s, v) => s + v.vatCents, 0);
    const totalTtcCents = totalHtCents + totalVatCents;
    // What the card can still give back, under the order's lock (before the series' lock, as issuing takes them).
    const toCardCents = invoice.order_id === null ? 0 : await refundableByCard(trx, invoice.order_id, totalTtcCents);
    const repayment =
      data.paidByCard || toCardCents > 0 ? { toCardCents, otherwiseCents: totalTtcCents - toCardCents } : undefined;
    const issueDate = parisDate(now);
    const number = await nextNumber(trx, 'A', Number(issueDate.slice(0, 4)));
    const note: InvoiceData = {
      ...data,
      kind: 'credit_note',
      number,
      issueDate,
      dueDate: issueDate,
      seller: sellerOf(identity),
      lines,
      vat,
      totalHtCents,
      totalVatCents,
      totalTtcCents,
      ...(repayment ? { repayment } : {}),
      invoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issue_date },
      reason: body.reason,
    };
    const noteId = await repo.insertInvoice(
      trx,
      {
        number,
        kind: 'credit_note',
        order_id: invoice.order_id,
        invoiced_order_id: null,
        user_id: invoice.user_id,
        invoice_id: invoice.id,
        issued_at: at,
        issue_date: issueDate,
        is_pro: invoice.is_pro,
        total_ht_cents: totalHtCents,
        total_vat_cents: totalVatCents,
        total_ttc_cents: note.totalTtcCents,
        created_by: userId,
        data: JSON.stringify(note),
      },
      vat.map((v) => ({ rate_bp: v.rateBp, base_cents: v.baseCents, vat_cents: v.vatCents })),
    );
    await recordChange(trx, {
      at,
      userId,
      kind: 'invoice.credit-note',
      entityType: 'invoice',
      entityId: noteId,
      summary: `Avoir ${number} de ${euros(note.totalTtcCents)} TTC sur la facture ${invoice.number}\u00a0: ${body.reason}.`,
      before: null,
      after: {
        number,
        invoice: invoice.number,
        reason: body.reason,
        lines: lines.map((l) => ({ line: l.line, quantity: l.quantity, totalCents: l.totalCents })),
        totalTtcCents: note.totalTtcCents,
        ...(repayment ? { repayment } : {}),
      },
    });
    // The card's part goes back on that card, once, after the commit (ADR 051); the rest another way (ADR 062).
    if (invoice.order_id !== null) await planRefund(trx, invoice.order_id, noteId, toCardCents, now);
    // A pro's credit note goes the way of its invoice, through the platform (ADR 071).
    if (invoice.is_pro === 1 && einvoicing) await planDeposit(trx, noteId, at);
    return noteId;
  });
  const row = await repo.findInvoice(db, id);
  return (await adminSummaries(db, [row as NonNullable<typeof row>]))[0] as AdminInvoiceSummary;
}

/** The order a credit note is on (its refund's order), or null. */
export async function findInvoiceOrder(db: Db, creditNoteId: number): Promise<number | null> {
  return (await repo.findInvoice(db, creditNoteId))?.order_id ?? null;
}
