import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  /** The weight form's `register('lotNumber')`. */
  registration: UseFormRegisterReturn;
  designation: string;
  error: string;
  disabled: boolean;
};

/**
 * "N° de lot" beside the weight: sent with it, so the line keeps the lot of the meat that was cut (issue 15).
 * As big as the weight field: typed on the counter tablet, with wet hands or gloves.
 */
export function LotField({ id, registration, designation, error, disabled }: Props) {
  const describedBy = [`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="font-semibold text-gray-900">
        N° de lot <span className="sr-only">de «&nbsp;{designation}&nbsp;»</span>
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        {...registration}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder="Aucun"
        className="h-16 w-56 rounded-lg border-2 border-gray-400 bg-white px-3 text-xl font-semibold tabular-nums text-gray-900 placeholder:font-normal placeholder:text-gray-500 aria-invalid:border-red-700 disabled:bg-gray-100"
      />
    </div>
  );
}
