import type { ShopCalendar } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDay } from '../lib/calendar-format';
import { card } from '../lib/styles';

/** The shops, each with its capacity, next holiday day and next closing day, linking to its calendar. */
export function ShopList({ shops }: { shops: ShopCalendar[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {shops.map((shop) => {
        const holiday = shop.holidays[0];
        const closing = shop.closingDays[0];
        return (
          <li key={shop.id}>
            <article aria-labelledby={`shop-${shop.id}`} className={`${card} h-full`}>
              <h2 id={`shop-${shop.id}`} className="text-xl font-bold">
                <Link to={`/admin/shops/${shop.id}`} className="underline decoration-2 underline-offset-4">
                  {shop.name}
                </Link>
              </h2>
              <p className="text-gray-800">
                {shop.address.street}, {shop.address.postCode} {shop.address.city}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-gray-700">Commandes par jour</dt>
                <dd className="font-semibold tabular-nums">{shop.dailyCapacity}</dd>
                <dt className="text-gray-700">Jour de fête</dt>
                <dd className="font-semibold">
                  {holiday
                    ? `${holiday.label}, ${formatDay(holiday.date)} (${holiday.booked}\u00a0/\u00a0${holiday.capacity})`
                    : 'aucun'}
                </dd>
                <dt className="text-gray-700">Prochaine fermeture</dt>
                <dd className="font-semibold">
                  {closing ? `${formatDay(closing.date)} (${closing.reason})` : 'aucune'}
                </dd>
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
