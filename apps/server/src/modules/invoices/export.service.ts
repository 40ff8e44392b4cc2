import type { Db } from '../../db/database.js';
import { toCsv } from '../../lib/csv.js';
import { dayText } from '../documents/print-format.js';
import { recordChange } from '../journal/journal.service.js';
import type { InvoiceData } from './invoice-data.js';
import * as repo from './invoices.repository.js';

const HEADER = [
  'Type',
  'Numéro',
  'Date',
  'Facture d’origine',
  'Commande',
  'Client',
  'SIREN client',
  'TVA client',
  'Taux de TVA (%)',
  'Base HT',
  'TVA',
  'TTC',
  'Paiement',
];

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A credit note on a card order: its card part and the rest (one issued before ADR 062 went all to the card). */
function creditNoteRepayment(data: InvoiceData) {
  const toCard = data.repayment?.toCardCents ?? data.totalTtcCents;
  return { toCard, otherwise: data.repayment?.otherwiseCents ?? 0 };
}

/** How a document was settled: « carte », or for a credit note the card, another way, or both (ADR 062). */
function paymentOf(kind: string, data: InvoiceData): string {
  if (!data.paidByCard) return '';
  if (kind === 'invoice') return 'carte';
  const { toCard, otherwise } = creditNoteRepayment(data);
  return [toCard > 0 ? 'carte' : '', otherwise > 0 ? 'autre' : ''].filter(Boolean).join(' et ') || 'carte';
}

/**
 * The accountant's file: one row per document and VAT rate, invoices then credit notes (negative), over the
 * days of a period (Paris), with a total per rate. French spreadsheet form (semicolons, decimal comma, BOM).
 * The export is recorded in the journal.
 */
export async function exportCsv(db: Db, userId: number, now: Date, from: string, to: string) {
  const rows = await repo.findPeriodVat(db, from, to);
  const lines: (string | number)[][] = [HEADER];
  const totals = new Map<number, { base: number; vat: number }>();
  // What cards took and gave back over the period (ADR 049), and what a card could not give back, repaid
  // another way (ADR 062): once per document, not per VAT rate.
  const card = { captured: 0, refunded: 0, otherwise: 0 };
  const counted = new Set<number>();
  for (const row of rows) {
    const data = JSON.parse(row.data) as InvoiceData;
    if (data.paidByCard && !counted.has(row.id)) {
      counted.add(row.id);
      if (row.kind === 'invoice') card.captured += data.paidByCard.amountCents;
      else {
        const { toCard, otherwise } = creditNoteRepayment(data);
        card.refunded += toCard;
        card.otherwise += otherwise;
      }
    }
    const sign = row.kind === 'credit_note' ? -1 : 1;
    const base = sign * row.base_cents;
    const vat = sign * row.vat_cents;
    const sum = totals.get(row.rate_bp) ?? { base: 0, vat: 0 };
    totals.set(row.rate_bp, { base: sum.base + base, vat: sum.vat + vat });
    lines.push([
      row.kind === 'invoice' ? 'Facture' : 'Avoir',
      row.number,
      dayText(row.issue_date),
      data.invoice?.number ?? '',
      data.order.number,
      data.buyer.name,
      data.buyer.siren ?? '',
      data.buyer.vatNumber ?? '',
      Number((row.rate_bp / 100).toFixed(2)),
      Number(euros(base)),
      Number(euros(vat)),
      Number(euros(base + vat)),
      paymentOf(row.kind, data),
    ]);
  }
  for (const [rate, sum] of [...totals.entries()].sort(([a], [b]) => a - b)) {
    lines.push([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      Number((rate / 100).toFixed(2)),
      Number(euros(sum.base)),
      Number(euros(sum.vat)),
      Number(euros(sum.base + sum.vat)),
    ]);
  }
  if (card.captured > 0 || card.refunded > 0 || card.otherwise > 0) {
    const blank = ['', '', '', '', '', '', '', '', '', ''];
    lines.push(['Encaissé par carte', ...blank, Number(euros(card.captured)), 'carte']);
    lines.push(['Remboursé par carte', ...blank, Number(euros(-card.refunded)), 'carte']);
    if (card.otherwise > 0) lines.push(['À rembourser autrement', ...blank, Number(euros(-card.otherwise)), 'autre']);
  }
  const documents = new Set(rows.map((r) => r.id)).size;
  await recordChange(db, {
    at: now.toISOString(),
    userId,
    kind: 'invoice.export',
    entityType: 'invoice',
    entityId: null,
    summary: `Export des factures et avoirs du ${dayText(from)} au ${dayText(to)} (${documents} document${documents > 1 ? 's' : ''}).`,
    before: null,
    after: { from, to, documents },
  });
  return toCsv(lines);
}
