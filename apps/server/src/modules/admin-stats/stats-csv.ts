import { isoWeekday, type StatsArticle, type StatsResponse, type StatsTable } from '@boucherie/contract';
import { type CsvValue, toCsv } from '../../lib/csv.js';

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** Euros with two decimals and a decimal comma ("12,50"): a spreadsheet in French reads a number. */
const euros = (amount: number) => amount.toFixed(2).replace('.', ',');
/** A Paris day as a French spreadsheet reads a date: "24/12/2026". */
const day = (date: string) => date.split('-').reverse().join('/');
const weekday = (n: number) => WEEKDAYS[n - 1] ?? '';

const SALES = ['Commandes', 'Chiffre d’affaires HT (€)', 'Chiffre d’affaires TTC (€)'];
const sales = (s: { orders: number; revenueHT: number; revenueTTC: number }) => [
  s.orders,
  euros(s.revenueHT),
  euros(s.revenueTTC),
];

const articleRows = (items: StatsArticle[]): CsvValue[][] => [
  ['Rang', 'Article', 'Unité', 'Poids vendu (kg)', 'Pièces vendues', 'Commandes', ...SALES.slice(1)],
  ...items.map((a, i) => [
    i + 1,
    a.designation,
    a.saleUnit === 'kg' ? 'kg' : 'pièce',
    a.kilograms,
    a.pieces,
    a.orders,
    euros(a.revenueHT),
    euros(a.revenueTTC),
  ]),
];

/** One table of the figures page, as its screen-reader table shows it, for a spreadsheet. */
export function statsCsv(stats: StatsResponse, table: StatsTable): string {
  const rows: Record<StatsTable, () => CsvValue[][]> = {
    summary: () => [
      ['Du', 'Au', 'Boutique', ...SALES, 'Panier moyen HT (€)', 'Panier moyen TTC (€)'],
      [
        day(stats.from),
        day(stats.to),
        stats.shop?.name ?? 'Toutes les boutiques',
        ...sales(stats.summary),
        euros(stats.summary.averageBasketHT),
        euros(stats.summary.averageBasketTTC),
      ],
    ],
    days: () => [
      ['Jour', 'Jour de la semaine', ...SALES],
      ...stats.days.map((d) => [day(d.date), weekday(isoWeekday(d.date)), ...sales(d)]),
    ],
    weekdays: () => [['Jour de la semaine', ...SALES], ...stats.weekdays.map((w) => [weekday(w.weekday), ...sales(w)])],
    modes: () => [
      ['Mode', ...SALES],
      ...stats.modes.map((m) => [m.mode === 'Pickup' ? 'Retrait en boutique' : 'Livraison', ...sales(m)]),
    ],
    'top-weight': () => articleRows(stats.topByWeight),
    'top-revenue': () => articleRows(stats.topByRevenue),
    bookings: () => [
      ['Jour', 'Jour de la semaine', 'Commandes réservées', 'Capacité', 'Ouvert'],
      ...stats.bookings.map((b) => [day(b.date), weekday(b.weekday), b.orders, b.capacity, b.open ? 'oui' : 'non']),
    ],
  };
  return toCsv(rows[table]());
}
