import type { Ref } from 'react';

type Props = {
  id: string;
  ref: Ref<HTMLInputElement>;
  designation: string;
  value: string;
  error: string;
  disabled: boolean;
  onChange: (value: string) => void;
};

/**
 * "N° de lot" beside the weight: sent with it, so the line keeps the lot of the meat that was cut (issue 15).
 * As big as the weight field: typed on the counter tablet, with wet hands or gloves.
 */
export function LotField({ id, ref, designation, value, error, disabled, onChange }: Props) {
  const describedBy = [`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="font-semibold text-gray-900">
        N° de lot <span className="sr-only">de «&nbsp;{designation}&nbsp;»</span>
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Aucun"
        className="h-16 w-56 rounded-lg border-2 border-gray-400 bg-white px-3 text-xl font-semibold tabular-nums text-gray-900 placeholder:font-normal placeholder:text-gray-500 aria-invalid:border-red-700 disabled:bg-gray-100"
      />
    </div>
  );
}
