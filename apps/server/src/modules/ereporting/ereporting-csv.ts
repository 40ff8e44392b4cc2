import type { EreportingMethod, EreportingResponse } from '@boucherie/contract';
import { type CsvValue, toCsv } from '../../lib/csv.js';

const METHOD_TEXT: Record<EreportingMethod, string> = {
  card: 'Carte bancaire',
  cash: 'Espèces',
  cheque: 'Chèque',
  meal_voucher: 'Titre-restaurant',
};

/** Euros with a decimal comma ("12,50"), a Paris day as "24/12/2026": what a French spreadsheet reads. */
const euros = (amount: number) => amount.toFixed(2).replace('.', ',');
const day = (date: string) => date.split('-').reverse().join('/');

/** One row per day and VAT rate, then one per day and payment method, for the accountant. */
export function ereportingCsv(report: EreportingResponse): string {
  const rows: CsvValue[][] = [['Jour', 'Nature', 'Taux de TVA (%) ou moyen', 'HT (€)', 'TVA (€)', 'TTC (€)']];
  for (const d of report.days) {
    for (const r of d.byRate) rows.push([day(d.date), 'Ventes', r.rate, euros(r.ht), euros(r.tva), euros(r.ttc)]);
    for (const p of d.payments) rows.push([day(d.date), 'Paiements', METHOD_TEXT[p.method], '', '', euros(p.amount)]);
  }
  return toCsv(rows);
}
