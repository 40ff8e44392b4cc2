import type { OrderEvent } from '@boucherie/contract';
import { formatDateTime } from '../../../lib/format';

/** The order's whole history, oldest first: who did what, and when. Never edited. */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section aria-labelledby="history-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="history-title" className="text-lg font-bold text-gray-900">
        Historique
      </h2>
      {events.length === 0 ? (
        <p className="text-gray-700">Aucun événement.</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-3 border-s-2 border-gray-200 ps-3">
          {events.map((event, i) => (
            // The history is append-only: an entry's position is its identity.
            <li key={i}>
              <p className="text-sm text-gray-700">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.by ? ` · ${event.by}` : ''}
              </p>
              <p className="text-gray-900">{event.detail}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
