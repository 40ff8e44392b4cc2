import type { HolidayOrdering } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useHolidayOrders } from '../api/get-holiday-orders';
import { holidayMenuHref } from '../lib/articles-filter';

/** One entry per holiday day and name: the same Christmas Eve at two shops is one menu to show. */
function distinctDays(holidays: readonly HolidayOrdering[]) {
  const seen = new Set<string>();
  return holidays.filter((h) => {
    const key = `${h.date}|${h.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * « Commandes de Noël » at the top of the catalogue as soon as a holiday day's orders open: the day, until when
 * to order, and its festive menu when the day is limited to one. Nothing while none is open.
 */
export function HolidayEntry({ shown }: { shown?: { date: string; shopId: number } }) {
  const holidays = useHolidayOrders().data?.holidays ?? [];
  const days = distinctDays(holidays).filter((h) => !shown || (h.date === shown.date && h.shopId === shown.shopId));
  if (days.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {days.map((h) => (
        <section
          key={`${h.date}|${h.shopId}`}
          aria-labelledby={`holiday-${h.date}`}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id={`holiday-${h.date}`} className="text-lg font-bold">
            {`Commandes de ${h.label}`}
          </h2>
          <p className="mt-1">
            {`Pour le ${formatDate(`${h.date}T12:00:00Z`)}\u00a0: commandez avant le ${formatDateTime(h.cutOffAt)}.`}
          </p>
          {!shown && (
            <p className="mt-1">
              {h.articleIds.length > 0 ? (
                <Link
                  to={holidayMenuHref(h.date, h.shopId)}
                  className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
                >
                  {`Voir le menu de ${h.label} (${h.articleIds.length}\u00a0article${h.articleIds.length > 1 ? 's' : ''})`}
                </Link>
              ) : (
                'Tout le catalogue est proposé ce jour-là.'
              )}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
