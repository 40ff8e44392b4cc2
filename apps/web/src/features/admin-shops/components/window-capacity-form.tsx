import { type ShopCalendar, type ShopTimeWindow, WindowCapacityRequest } from '@boucherie/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/text-input';
import { zodResolver } from '../../../lib/forms/zod-resolver';
import { changeWindowCapacity } from '../api/change-window-capacity';
import type { useCalendarChange } from '../api/use-calendar-change';
import { asNumber } from '../hooks/use-calendar-form';
import { formatDay, formatWindow } from '../lib/calendar-format';
import { fieldErrorsFromPaths } from '../lib/field-errors';

type Resize = ReturnType<typeof useCalendarChange<{ id: number; capacity: number }>>;
type Values = { capacity: string };

const toRequest = ({ capacity }: Values) => ({ capacity: asNumber(capacity) });
// The contract's rule for a window's capacity, checked before sending; its message shows under the card's
// list, where the server's would.
const resolver = zodResolver<Values, typeof WindowCapacityRequest>(
  WindowCapacityRequest,
  toRequest,
) as unknown as Resolver<Values>;

/** A window's capacity, changed in place (its orders stay): the field and « OK ». */
export function WindowCapacityForm({ window: w, resize }: { window: ShopTimeWindow; resize: Resize }) {
  const { register, handleSubmit, getValues } = useForm<Values>({
    defaultValues: { capacity: String(w.capacity) },
    resolver,
  });
  return (
    <form
      noValidate
      className="flex items-center gap-2"
      onSubmit={(e) =>
        void handleSubmit(
          // The resolver hands over the parsed request; the form's own text is sent, as the card's other forms do.
          () => resize.run({ id: w.id, ...toRequest(getValues()) }),
          (errors) => resize.showErrors(fieldErrorsFromPaths(errors)),
        )(e)
      }
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
