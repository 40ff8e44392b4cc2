import type { StatsArticle, StatsResponse } from '@boucherie/contract';
import { formatEuros, formatNumber, formatWeekday } from '../../../lib/format';
import { formatDayName, formatKg, formatPieces, formatShare, MODE_LABELS } from '../lib/format-stats';
import { DataTable } from './data-table';

const SALES = [
  { label: 'Commandes', numeric: true },
  { label: 'Chiffre d’affaires HT', numeric: true },
  { label: 'Chiffre d’affaires TTC', numeric: true },
];
const sales = (s: { orders: number; revenueHT: number; revenueTTC: number }) => [
  formatNumber(s.orders),
  formatEuros(s.revenueHT),
  formatEuros(s.revenueTTC),
];

export function DaysTable({ days }: { days: StatsResponse['days'] }) {
  return (
    <DataTable
      caption="Commandes et chiffre d’affaires par jour"
      columns={[{ label: 'Jour' }, ...SALES]}
      rows={days.map((d) => [formatDayName(d.date), ...sales(d)])}
    />
  );
}

export function WeekdaysTable({ weekdays }: { weekdays: StatsResponse['weekdays'] }) {
  return (
    <DataTable
      caption="Commandes par jour de la semaine"
      columns={[{ label: 'Jour de la semaine' }, ...SALES]}
      rows={weekdays.map((w) => [formatWeekday(w.weekday), ...sales(w)])}
    />
  );
}

export function ModesTable({ modes }: { modes: StatsResponse['modes'] }) {
  const total = modes.reduce((sum, m) => sum + m.orders, 0);
  return (
    <DataTable
      caption="Retrait en boutique et livraison"
      columns={[{ label: 'Mode' }, SALES[0] as (typeof SALES)[0], { label: 'Part', numeric: true }, ...SALES.slice(1)]}
      rows={modes.map((m) => {
        const [orders, ht, ttc] = sales(m);
        return [MODE_LABELS[m.mode], orders, formatShare(m.orders, total), ht, ttc];
      })}
    />
  );
}

export function TopTable({ items, caption }: { items: StatsArticle[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: 'Article' },
        { label: 'Quantité vendue', numeric: true },
        { label: 'Commandes', numeric: true },
        { label: 'Chiffre d’affaires HT', numeric: true },
        { label: 'Chiffre d’affaires TTC', numeric: true },
      ]}
      rows={items.map((a) => [
        a.designation,
        a.saleUnit === 'kg' ? formatKg(a.kilograms) : formatPieces(a.pieces),
        formatNumber(a.orders),
        formatEuros(a.revenueHT),
        formatEuros(a.revenueTTC),
      ])}
    />
  );
}

export function BookingsTable({ bookings }: { bookings: StatsResponse['bookings'] }) {
  return (
    <DataTable
      caption="Réservations des 14 prochains jours et capacité"
      columns={[
        { label: 'Jour' },
        { label: 'Réservées', numeric: true },
        { label: 'Capacité', numeric: true },
        { label: 'Remplissage', numeric: true },
      ]}
      rows={bookings.map((b) => [
        formatDayName(b.date),
        formatNumber(b.orders),
        b.open ? formatNumber(b.capacity) : 'Fermé',
        b.open ? formatShare(b.orders, b.capacity) : '–',
      ])}
    />
  );
}
