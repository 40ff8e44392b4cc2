import { useId } from 'react';

const choice =
  'inline-flex min-h-12 items-center rounded-lg px-3 text-base font-semibold ring-1 ring-gray-500 aria-pressed:bg-white aria-pressed:text-gray-900 aria-pressed:ring-white text-white hover:bg-gray-700 aria-pressed:hover:bg-white';

/** Today, tomorrow, or any day from the calendar. */
export function DaySwitch({
  date,
  today,
  tomorrow,
  onChange,
}: {
  date: string;
  today: string;
  tomorrow: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">Jour affiché</legend>
      <button type="button" aria-pressed={date === today} onClick={() => onChange(today)} className={choice}>
        Aujourd’hui
      </button>
      <button type="button" aria-pressed={date === tomorrow} onClick={() => onChange(tomorrow)} className={choice}>
        Demain
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
