import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { OrderBoard } from './order-board';
import { OrderSearch } from './order-search';
import { OrderSearchResults } from './order-search-results';

type Props = {
  shopId: number;
  date: string;
  /** "Aujourd’hui", "Demain" or the day: the page's title says which day's orders these are. */
  dayName: string;
  /** Any day as the board names it: the search finds orders on every day. */
  nameDay: (date: string) => string;
  orderHref: (id: number) => string;
  onOpenOrder: (orderId: number) => void;
};

/** The board of a shop's day; while a search is typed, the orders it finds on every day instead. */
export function DayBoard({ shopId, date, dayName, nameDay, orderHref, onOpenOrder }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text).trim();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h1 className="pt-7 text-2xl font-bold text-gray-900">Commandes · {dayName}</h1>
        <OrderSearch value={text} onChange={setText} onOpenOrder={onOpenOrder} />
      </div>
      {search ? (
        <OrderSearchResults search={search} shopId={shopId} nameDay={nameDay} orderHref={orderHref} />
      ) : (
        <OrderBoard shopId={shopId} date={date} orderHref={orderHref} />
      )}
    </div>
  );
}
