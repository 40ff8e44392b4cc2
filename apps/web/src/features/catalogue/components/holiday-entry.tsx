import type { HolidayOrdering } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useHolidayOrders } from '../api/get-holiday-orders';
import { holidayMenuHref } from '../lib/articles-filter';

/** One holiday day and name, as the shops that open it offer it. */
type Day = { date: string; label: string; shops: HolidayOrdering[] };

/**
 * The open holiday days, one per day and name: the same Christmas Eve at two shops is one entry, which names each
 * shop only where their menus or cut-offs differ, so that nobody reads Metz's menu for Montigny's, and a phone still
 * shows the first products on its first screen.
 */
function daysOf(holidays: readonly HolidayOrdering[]): Day[] {
  const byDay = new Map<string, Day>();
  for (const h of holidays) {
    const key = `${h.date}|${h.label}`;
    const day = byDay.get(key) ?? { date: h.date, label: h.label, shops: [] };
    day.shops.push(h);
    byDay.set(key, day);
  }
  return [...byDay.values()];
}

const sameMenu = (a: HolidayOrdering, b: HolidayOrdering) =>
  [...a.articleIds].sort().join() === [...b.articleIds].sort().join();

const menuOf = (h: HolidayOrdering) =>
  `menu de ${h.label} (${h.articleIds.length}\u00a0article${h.articleIds.length > 1 ? 's' : ''})`;

const linkClass = 'font-semibold text-primary-800 underline';

/** One shop's line where the shops differ: the whole line leads to its menu, a big enough target on a phone. */
function ShopLine({ holiday, withCutOff }: { holiday: HolidayOrdering; withCutOff: boolean }) {
  const words = (
    <>
      <span className="font-semibold">{holiday.shopName}</span>
      {withCutOff ? `, avant le ${formatDateTime(holiday.cutOffAt)}\u00a0: ` : '\u00a0: '}
    </>
  );
  if (holiday.articleIds.length === 0) return <li>{words}tout le catalogue</li>;
  return (
    <li>
      <Link to={holidayMenuHref(holiday.date, holiday.shopId)} className="flex min-h-11 items-center">
        <span>
          {words}
          <span className={linkClass}>{menuOf(holiday)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * « Commandes de Noël » at the top of the catalogue as soon as a holiday day's orders open: the day, until when
 * to order, and its festive menu when the day is limited to one. Nothing while none is open.
 */
export function HolidayEntry({ shown }: { shown?: { date: string; shopId: number } }) {
  const holidays = useHolidayOrders().data?.holidays ?? [];
  const days = daysOf(shown ? holidays.filter((h) => h.date === shown.date && h.shopId === shown.shopId) : holidays);
  if (days.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {days.map((day) => {
        const [first, ...others] = day.shops;
        if (!first) return null;
        const id = `holiday-${day.date}-${day.label}`.replace(/\s+/g, '-');
        const oneCutOff = others.every((h) => h.cutOffAt === first.cutOffAt);
        const oneMenu = others.every((h) => sameMenu(h, first));
        const when = `Pour le ${formatDate(`${day.date}T12:00:00Z`)}`;
        return (
          <section
            key={id}
            aria-labelledby={id}
            className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:p-4 sm:text-base"
          >
            <h2 id={id} className="text-base font-bold sm:text-lg">{`Commandes de ${day.label}`}</h2>
            <p className="mt-0.5">
              {oneCutOff ? `${when}\u00a0: commandez avant le ${formatDateTime(first.cutOffAt)}.` : `${when}.`}
            </p>
            {shown ? null : oneMenu && oneCutOff ? (
              <p className="mt-0.5">
                {first.articleIds.length > 0 ? (
                  <Link
                    to={holidayMenuHref(first.date, first.shopId)}
                    className={`inline-flex min-h-11 items-center ${linkClass}`}
                  >
                    {`Voir le ${menuOf(first)}`}
                  </Link>
                ) : (
                  'Tout le catalogue est proposé ce jour-là.'
                )}
              </p>
            ) : (
              <ul className="mt-0.5 flex flex-col">
                {day.shops.map((h) => (
                  <ShopLine key={h.shopId} holiday={h} withCutOff={!oneCutOff} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
