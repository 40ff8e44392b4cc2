import type { StatsResponse } from '@boucherie/contract';
import { formatEuros, formatNumber } from '../../../lib/format';

/** The period's headline figures, large and tabular. */
export function SummaryCards({ summary }: { summary: StatsResponse['summary'] }) {
  const cards = [
    { label: 'Commandes', value: formatNumber(summary.orders), note: 'hors commandes annulées' },
    {
      label: 'Chiffre d’affaires TTC',
      value: formatEuros(summary.revenueTTC),
      note: `${formatEuros(summary.revenueHT)} HT`,
    },
    {
      label: 'Panier moyen TTC',
      value: formatEuros(summary.averageBasketTTC),
      note: `${formatEuros(summary.averageBasketHT)} HT`,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-4">
      {cards.map((c) => (
        <div key={c.label} className="flex flex-col rounded-xl bg-white p-4">
          <dt className="text-sm font-semibold text-gray-700">{c.label}</dt>
          <dd className="text-3xl font-bold text-gray-900 tabular-nums">{c.value}</dd>
          <dd className="text-sm text-gray-700 tabular-nums">{c.note}</dd>
        </div>
      ))}
    </dl>
  );
}
