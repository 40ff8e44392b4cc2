import type { StandingOrder, StandingOrderOccurrence } from '@boucherie/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { capitalize } from '../../../lib/format';
import { formatDay, leftOutText, occurrenceText, skipText } from '../lib/standing-labels';

const orderLink = 'inline-flex min-h-11 items-center font-semibold text-primary-800 underline';

function OrderLink({ order }: { order: NonNullable<StandingOrderOccurrence['order']> }) {
  return (
    <Link to={`/order/${order.id}`} className={orderLink}>
      Commande n°&nbsp;{order.number}
    </Link>
  );
}

type NextProps = {
  standing: StandingOrder;
  busy: boolean;
  onSkip: (date: string) => void;
  onUnskip: (date: string) => void;
};

/** The coming dates: when each is placed, skip one or give it back, the order once placed. */
export function NextOccurrences({ standing, busy, onSkip, onUnskip }: NextProps) {
  if (standing.nextOccurrences.length === 0) {
    return <p className="text-gray-700">Aucune date à venir.</p>;
  }
  return (
    <ul aria-label="Prochaines dates" className="flex flex-col divide-y divide-gray-200">
      {standing.nextOccurrences.map((occurrence) => (
        <li key={occurrence.date} className="flex items-center gap-3 py-2">
          <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
            <span className="font-semibold text-gray-900 sm:w-48 sm:shrink-0">
              {capitalize(formatDay(occurrence.date))}
            </span>
            <span className={occurrence.status === 'Skipped' ? 'text-amber-900' : 'text-gray-700'}>
              {occurrenceText(occurrence)}
            </span>
            {occurrence.order && <OrderLink order={occurrence.order} />}
          </div>
          {occurrence.status === 'Planned' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onSkip(occurrence.date)}
              className={buttonClass('secondary', 'md')}
            >
              Sauter<span className="sr-only"> le {formatDay(occurrence.date)}</span>
            </button>
          )}
          {occurrence.status === 'Skipped' && occurrence.skipReason === 'Customer' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onUnskip(occurrence.date)}
              className={buttonClass('secondary', 'md')}
            >
              Rétablir<span className="sr-only"> le {formatDay(occurrence.date)}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The last dates: the order placed (and what was left out of it), or why the date was skipped. */
export function RecentOccurrences({ occurrences }: { occurrences: readonly StandingOrderOccurrence[] }) {
  if (occurrences.length === 0) {
    return <p className="text-gray-700">Aucune date passée pour l’instant.</p>;
  }
  return (
    <ul aria-label="Dernières commandes" className="flex flex-col divide-y divide-gray-200">
      {occurrences.map((occurrence) => (
        <li
          key={occurrence.date}
          className="flex flex-col gap-1 py-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4"
        >
          <span className="min-w-44 font-semibold text-gray-900">{capitalize(formatDay(occurrence.date))}</span>
          {occurrence.status === 'Skipped' && <span className="text-amber-900">{skipText(occurrence)}</span>}
          {occurrence.order && <OrderLink order={occurrence.order} />}
          {occurrence.leftOut.length > 0 && (
            <span className="text-sm text-gray-700 sm:basis-full">
              Non compris dans la commande&nbsp;: {leftOutText(occurrence.leftOut)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
