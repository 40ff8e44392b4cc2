import type { StatsBooked } from '@boucherie/contract';
import { useId } from 'react';
import { formatEuros } from '../../../lib/format';
import { formatOrders } from '../lib/format-stats';

/**
 * What is booked from today on, whatever the period: at night the day's figures are done, and this
 * is what the coming days hold. First on the dashboard.
 */
export function BookedFigure({ booked }: { booked: StatsBooked }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1 rounded-xl bg-white p-4">
      <h2 id={titleId} className="flex flex-wrap items-baseline gap-x-3 text-gray-900">
        <span className="text-lg font-bold">Réservé&nbsp;:</span>{' '}
        <span className="text-3xl font-bold tabular-nums">
          {formatOrders(booked.orders)}, {formatEuros(booked.amountTTC)}{' '}
          <span className="text-base font-semibold">TTC</span>
        </span>
      </h2>
      <p className="text-sm text-gray-700">
        Commandes d’aujourd’hui et des jours à venir, ni remises au client ni annulées&nbsp;; montant estimé tant que
        les articles au poids ne sont pas pesés.
      </p>
    </section>
  );
}
