import type { ShopHoliday } from '@boucherie/contract';
import { buttonClass } from '../../../components/ui/button';
import type { useCalendarChange } from '../api/use-calendar-change';
import { formatClock, formatDay } from '../lib/calendar-format';
import { RemoveButton } from './calendar-parts';

type Props = {
  holiday: ShopHoliday;
  canEdit: boolean;
  onEdit: () => void;
  remove: ReturnType<typeof useCalendarChange<number>>;
};

/** A holiday day: its name and day, when its orders open and close, its articles, its orders against capacity. */
export function HolidayLine({ holiday: h, canEdit, onEdit, remove }: Props) {
  const spoken = ` les commandes de ${h.label} du ${formatDay(h.date)}`;
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold">
          {h.label} — {formatDay(h.date)}
        </p>
        <p>Ouverture des commandes le {formatClock(h.ordersOpenAt)}</p>
        <p>Clôture le {formatClock(h.cutOffAt)}</p>
        <p>
          {h.articleIds.length > 0
            ? `Limité à ${h.articleIds.length} article${h.articleIds.length > 1 ? 's' : ''} de fête`
            : 'Tout le catalogue'}
        </p>
      </div>
      <p className="ms-auto text-right">
        <span className="block text-3xl font-bold tabular-nums">
          {h.booked}&nbsp;/&nbsp;{h.capacity}
        </span>
        <span className="text-sm text-gray-700">commandes</span>
      </p>
      {canEdit && (
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={onEdit}>
          Modifier<span className="sr-only">{spoken}</span>
        </button>
      )}
      {canEdit && h.booked === 0 && (
        <RemoveButton pending={remove.pending} onClick={() => void remove.run(h.id)} spoken={spoken}>
          Supprimer
        </RemoveButton>
      )}
    </li>
  );
}
