import { type KeyboardEvent, useId, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';

type Props = {
  value: number;
  /** Called with the new value, already rounded to the step and kept within min and max. */
  onChange: (value: number) => void;
  step: number;
  min: number;
  max: number;
  /** The accessible name of the field, for example « Quantité d’Entrecôte en kilogrammes » (lib/format.ts). */
  label: string;
  /** Shown after the field: "kg" or "pièce(s)". */
  unit: string;
  /** What the buttons say to screen readers: "Retirer 0,1 kg", "Ajouter 0,1 kg". */
  stepLabel: string;
  disabled?: boolean;
  className?: string;
  /** Fills its container (a narrow card): the field takes the room between the buttons. */
  wide?: boolean;
  /** Enter in the field, once what was typed is taken: the form's action (« Ajouter »), with that quantity. */
  onEnter?: (value: number) => void;
};

const button =
  'flex size-11 shrink-0 items-center justify-center text-xl font-semibold text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';

/** Reads "1,5" and "1.5"; null when the text is not a number. */
function parse(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '' || cleaned === '.') return null;
  return Number(cleaned);
}

/**
 * − [1,5] kg +: buttons move by the step, the field takes typed values (comma or dot) when it is
 * left or Enter is pressed, arrow keys step too. Two decimals at most.
 */
export function QuantityStepper({
  value,
  onChange,
  step,
  min,
  max,
  label,
  unit,
  stepLabel,
  disabled,
  className,
  wide = false,
  onEnter,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const unitId = useId();
  // In a server-rendered page, what is typed before React runs would be lost: read-only until then.
  const live = useHydrated();
  // Weighed quantities to the 10 g (0,25 kg), pieces whole.
  const decimals = step < 1 ? 2 : 0;
  const clamp = (n: number) => {
    const factor = 10 ** decimals;
    return Math.min(max, Math.max(min, Math.round(n * factor) / factor));
  };
  const change = (n: number) => {
    setDraft(null);
    const next = clamp(n);
    if (next !== value) onChange(next);
    return next;
  };
  /** Takes what was typed; returns the quantity the field now holds. */
  const commit = () => {
    if (draft === null) return value;
    const parsed = parse(draft);
    setDraft(null);
    return parsed === null ? value : change(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const committed = commit();
      onEnter?.(committed);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const current = draft === null ? value : (parse(draft) ?? value);
      change(current + (event.key === 'ArrowUp' ? step : -step));
    }
  };

  return (
    <div
      className={`${wide ? 'flex w-full' : 'inline-flex'} items-center overflow-hidden rounded-lg border border-gray-400 bg-white ${className ?? ''}`}
    >
      <button
        type="button"
        className={button}
        onClick={() => change(value - step)}
        disabled={disabled || value <= min}
        aria-label={`Retirer ${stepLabel}`}
      >
        −
      </button>
      <input
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        aria-label={label}
        aria-describedby={unitId}
        value={draft ?? formatNumber(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        disabled={disabled}
        readOnly={!live}
        autoComplete="off"
        className={`h-11 ${wide ? 'flex-1' : 'w-14'} min-w-0 border-x border-gray-300 text-center text-base font-semibold tabular-nums focus-visible:outline-offset-0`}
      />
      <span id={unitId} className={`${wide ? 'px-1' : 'px-2'} text-sm text-gray-700`}>
        {unit}
      </span>
      <button
        type="button"
        className={button}
        onClick={() => change(value + step)}
        disabled={disabled || value >= max}
        aria-label={`Ajouter ${stepLabel}`}
      >
        +
      </button>
    </div>
  );
}
