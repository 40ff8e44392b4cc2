import type { FieldValues, Path } from 'react-hook-form';
import type { CalendarForm } from '../hooks/use-calendar-form';
import { CalendarField } from './calendar-parts';

/** « Début » and « Fin » of a window or a round, each with the server's message under it. */
export function TimeRangeFields<V extends FieldValues & { starts: string; ends: string }>({
  idPrefix,
  calendar,
}: {
  /** "window" gives the fields the ids window-starts and window-ends. */
  idPrefix: string;
  calendar: CalendarForm<V>;
}) {
  return (
    <>
      <CalendarField
        calendar={calendar}
        name={'starts' as Path<V>}
        id={`${idPrefix}-starts`}
        label="Début"
        type="time"
      />
      <CalendarField calendar={calendar} name={'ends' as Path<V>} id={`${idPrefix}-ends`} label="Fin" type="time" />
    </>
  );
}
