import type { AdminOrder } from '@boucherie/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dayOrdersQueryOptions } from '../../features/admin-orders/api/get-day-orders';
import { DaySwitch } from '../../features/admin-session/components/day-switch';
import { ShopSwitch } from '../../features/admin-session/components/shop-switch';
import type { AdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName, formatDay, formatDayMonth, isNearDay } from '../../features/admin-session/lib/admin-days';
import { capitalize } from '../../lib/format';

/** Today's and tomorrow's open orders of the shop on screen, for the day switch (the board shares the answers). */
function useNearDayCounts(shopId: number | undefined, today: string, tomorrow: string) {
  const count = (date: string) => ({
    ...dayOrdersQueryOptions({ shopId: shopId ?? 0, date, search: '' }),
    enabled: shopId !== undefined,
    select: (orders: AdminOrder[]) => orders.filter((order) => order.status !== 'Cancelled').length,
  });
  return { today: useQuery(count(today)).data, tomorrow: useQuery(count(tomorrow)).data };
}

/** Big: the day's name ("Demain") or its weekday; under it, the date. */
function ShownDay({ date, today }: { date: string; today: string }) {
  const near = isNearDay(date, today);
  return (
    <p className="flex min-h-12 flex-col justify-center leading-tight">
      <span className="text-2xl font-bold">
        {near ? dayName(date, today) : capitalize(formatDay(date).split(' ')[0] ?? '')}
      </span>
      <span className="text-gray-200">{near ? formatDay(date) : formatDayMonth(date)}</span>
    </p>
  );
}

/**
 * The back office's dark top bar: the way home and, on the screens of a shop's day (the board,
 * preparation, deliveries and the till), the shop and day pickers with the near days' counts.
 */
export function AdminDayBar({ day, onDayPage }: { day: AdminDay; onDayPage: boolean }) {
  const counts = useNearDayCounts(onDayPage ? day.shop?.id : undefined, day.today, day.tomorrow);
  return (
    <div className="bg-gray-900 text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-2">
        <Link to={`/admin${day.query}`} className="flex min-h-12 items-center gap-2 text-lg font-bold">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className={onDayPage ? 'sr-only xl:not-sr-only' : ''}>Espace boutique</span>
        </Link>
        {onDayPage && (
          <>
            <ShopSwitch shops={day.shops} shop={day.shop} onChange={day.setShop} />
            <ShownDay date={day.date} today={day.today} />
            <div className="ms-auto">
              <DaySwitch
                date={day.date}
                today={day.today}
                tomorrow={day.tomorrow}
                onChange={day.setDate}
                counts={counts}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
