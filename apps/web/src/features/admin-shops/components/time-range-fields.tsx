import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/text-input';
import type { FieldErrors } from '../lib/field-errors';
import { errorOf } from '../lib/field-errors';

type Props = {
  /** "window" gives the fields the ids window-starts and window-ends. */
  idPrefix: string;
  starts: string;
  ends: string;
  onChange: (change: { starts: string } | { ends: string }) => void;
  errors: FieldErrors;
};

/** « Début » and « Fin » of a window or a round, each with the server's message under it. */
export function TimeRangeFields({ idPrefix, starts, ends, onChange, errors }: Props) {
  return (
    <>
      <Field tone="office" id={`${idPrefix}-starts`} label="Début" error={errorOf(errors, 'starts')}>
        {(a11y) => (
          <input
            {...a11y}
            type="time"
            className={controlClass('figures')}
            value={starts}
            onChange={(e) => onChange({ starts: e.target.value })}
          />
        )}
      </Field>
      <Field tone="office" id={`${idPrefix}-ends`} label="Fin" error={errorOf(errors, 'ends')}>
        {(a11y) => (
          <input
            {...a11y}
            type="time"
            className={controlClass('figures')}
            value={ends}
            onChange={(e) => onChange({ ends: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
