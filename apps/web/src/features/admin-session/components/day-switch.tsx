import { useId } from 'react';

const choice =
  'inline-flex min-h-12 items-center rounded-lg px-3 text-base font-semibold ring-1 ring-gray-500 aria-pressed:bg-white aria-pressed:text-gray-900 aria-pressed:ring-white text-white hover:bg-gray-700 aria-pressed:hover:bg-white';

/** « 12 », read « 12 commandes »: how many orders a day holds, once known. */
function OrderCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="ms-2 rounded-full bg-gray-700 px-2 text-sm text-white tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`, ${count}\u00a0commande${count > 1 ? 's' : ''}`}</span>
    </span>
  );
}

/**
 * Today, tomorrow, or any day from the calendar. Today's and tomorrow's orders are counted on their buttons:
 * at night, with today done, the counter sees tomorrow's day without opening it.
 */
export function DaySwitch({
  date,
  today,
  tomorrow,
  onChange,
  counts = {},
}: {
  date: string;
  today: string;
  tomorrow: string;
  onChange: (day: string) => void;
  /** The open orders (not cancelled) of today and tomorrow, once loaded. */
  counts?: { today?: number; tomorrow?: number };
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">Jour affiché</legend>
      <button type="button" aria-pressed={date === today} onClick={() => onChange(today)} className={choice}>
        Aujourd’hui
        <OrderCount count={counts.today} />
      </button>
      <button type="button" aria-pressed={date === tomorrow} onClick={() => onChange(tomorrow)} className={choice}>
        Demain
        <OrderCount count={counts.tomorrow} />
      </button>
      <div className="flex flex-col">
        <label htmlFor={id} className="text-xs font-medium text-gray-300 uppercase">
          Autre jour
        </label>
        <input
          id={id}
          type="date"
          value={date}
          required
          onChange={(event) => {
            // While a year is typed digit by digit the field reads "0002-…": wait for a real year.
            if (/^20\d\d-/.test(event.target.value)) onChange(event.target.value);
          }}
          className="min-h-12 w-40 rounded-lg border border-gray-500 bg-gray-800 px-3 text-base text-white [color-scheme:dark]"
        />
      </div>
    </fieldset>
  );
}
