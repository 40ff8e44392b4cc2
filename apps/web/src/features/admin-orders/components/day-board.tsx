import { useState } from 'react';
import { useDebounced } from '../hooks/use-debounced';
import { OrderBoard } from './order-board';
import { OrderSearch } from './order-search';

type Props = {
  shopId: number;
  date: string;
  /** "Aujourd’hui", "Demain" or the day: the page's title says which day's orders these are. */
  dayName: string;
  orderHref: (id: number) => string;
  onOpenOrder: (orderId: number) => void;
};

/** The board of a shop's day, with its search and the pickup lookup. */
export function DayBoard({ shopId, date, dayName, orderHref, onOpenOrder }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h1 className="pt-7 text-2xl font-bold text-gray-900">Commandes · {dayName}</h1>
        <OrderSearch value={text} onChange={setText} onOpenOrder={onOpenOrder} />
      </div>
      <OrderBoard shopId={shopId} date={date} search={search} orderHref={orderHref} />
    </div>
  );
}
