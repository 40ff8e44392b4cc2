import type { ShopCalendar, ShopTimeWindow } from '@boucherie/contract';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/text-input';
import { changeWindowCapacity } from '../api/change-window-capacity';
import type { useCalendarChange } from '../api/use-calendar-change';
import { asNumber } from '../hooks/use-calendar-form';
import { formatDay, formatWindow } from '../lib/calendar-format';

type Resize = ReturnType<typeof useCalendarChange<{ id: number; capacity: number }>>;

/** A window's capacity, changed in place (its orders stay): the field and « OK ». */
export function WindowCapacityForm({ window: w, resize }: { window: ShopTimeWindow; resize: Resize }) {
  const { register, handleSubmit } = useForm({ defaultValues: { capacity: String(w.capacity) } });
  return (
    <form
      noValidate
      className="flex items-center gap-2"
      onSubmit={(e) => void handleSubmit(({ capacity }) => resize.run({ id: w.id, capacity: asNumber(capacity) }))(e)}
    >
      <label className="sr-only" htmlFor={`window-${w.id}-capacity`}>
        {`Capacité du créneau ${formatWindow(w)} du ${formatDay(w.date)}`}
      </label>
      <input
        id={`window-${w.id}-capacity`}
        inputMode="numeric"
        className={controlClass('figures').replace('w-full', 'w-20')}
        {...register('capacity')}
      />
      <button type="submit" className={buttonClass('secondary', 'lg')} disabled={resize.pending}>
        OK<span className="sr-only">{`, capacité du créneau ${formatWindow(w)}`}</span>
      </button>
    </form>
  );
}

/** The change of a window's capacity, for the card and each of its windows. */
export const resizeWindow =
  (shop: ShopCalendar) =>
  ({ id, capacity }: { id: number; capacity: number }) =>
    changeWindowCapacity(shop.id, id, capacity);
