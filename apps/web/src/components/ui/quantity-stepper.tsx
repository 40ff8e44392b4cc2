import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
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
  /**
   * A kilogram field: from 100 typed up, the field asks whether grams were meant (« 500 kg ? Vouliez-vous dire
   * 500 g ? ») before taking it (issue 30: « 500 » became 500 kg in the cart).
   */
  askGrams?: boolean;
  /** While the question waits for its answer: the form's action holds, as the quantity is not known yet. */
  onAskingChange?: (asking: boolean) => void;
};

/** Nobody means 100 kg of one cut in a kilogram field; a butcher's customer often thinks in grams. */
export const GRAMS_QUESTION_FROM = 100;

const button =
  'flex h-11 shrink-0 items-center justify-center text-xl font-semibold text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';
const answer =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The field's width for its text: every character shown at any screen width (« 100,25 » on a phone). Digits
 * are tabular, one `ch` each; the rest is the field's breathing room.
 */
const widthFor = (text: string, room = '1rem') => `calc(${Math.min(Math.max(text.length, 3), 10)}ch + ${room})`;

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
  askGrams = false,
  onAskingChange,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  // A typed kilogram quantity that may be grams, waiting for the customer's answer.
  const [asking, setAsking] = useState<{ typed: number; focus: boolean } | null>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    onAskingChange?.(asking !== null);
  }, [asking, onAskingChange]);
  useEffect(() => {
    if (asking?.focus) yes.current?.focus();
  }, [asking]);
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
    setAsking(null);
    const next = clamp(n);
    if (next !== value) onChange(next);
    return next;
  };
  /** Takes what was typed; returns the quantity the field now holds, or null while a question waits. */
  const commit = (focusQuestion = false): number | null => {
    if (asking) return null;
    if (draft === null) return value;
    const parsed = parse(draft);
    if (parsed === null) {
      setDraft(null);
      return value;
    }
    if (askGrams && parsed >= GRAMS_QUESTION_FROM) {
      // The typed text stays in the field until the answer.
      setAsking({ typed: parsed, focus: focusQuestion });
      return null;
    }
    return change(parsed);
  };
  const cancelQuestion = () => {
    setAsking(null);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const committed = commit(true);
      if (committed !== null) onEnter?.(committed);
    } else if (event.key === 'Escape' && asking) {
      event.preventDefault();
      cancelQuestion();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const current = draft === null ? value : (parse(draft) ?? value);
      change(current + (event.key === 'ArrowUp' ? step : -step));
    }
  };

  const shown = draft ?? formatNumber(value);
  // A card two to a row on a phone leaves the stepper 142 px (360 px wide) to 157 (390): narrower buttons (36, 32 × 44 px) keep
  // « − 0,25 kg + » whole inside it.
  const buttonWidth = wide ? 'w-9 max-[389px]:w-8' : 'w-11';
  const grams = asking ? clamp(asking.typed / 1000) : 0;
  return (
    <div
      className={`${wide ? 'flex w-full' : 'inline-flex'} relative items-center rounded-lg border border-gray-400 bg-white ${className ?? ''}`}
    >
      <button
        type="button"
        className={`${button} ${buttonWidth} rounded-l-lg`}
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
        value={shown}
        onChange={(event) => {
          setAsking(null);
          setDraft(event.target.value);
        }}
        onBlur={() => commit()}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        disabled={disabled}
        readOnly={!live}
        autoComplete="off"
        style={wide ? { minWidth: widthFor(shown, '0.5rem') } : { width: widthFor(shown) }}
        className={`h-11 ${wide ? 'flex-1' : ''} shrink-0 border-x border-gray-300 text-center text-base font-semibold tabular-nums focus-visible:outline-offset-0`}
      />
      <span id={unitId} className={`${wide ? 'px-1 max-[389px]:px-0.5' : 'px-2'} text-sm text-gray-700`}>
        {unit}
      </span>
      <button
        type="button"
        className={`${button} ${buttonWidth} rounded-r-lg`}
        onClick={() => change(value + step)}
        disabled={disabled || value >= max}
        aria-label={`Ajouter ${stepLabel}`}
      >
        +
      </button>
      {asking && (
        // Over the page rather than in it: nothing moves under the customer's finger while they read it.
        <div className="absolute top-full left-0 z-20 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-amber-600 bg-amber-50 p-3 shadow-lg">
          <p role="alert" className="font-semibold text-gray-900">
            {formatNumber(asking.typed)}&nbsp;kg&nbsp;? Vouliez-vous dire {formatNumber(asking.typed)}&nbsp;g&nbsp;?
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={yes}
              type="button"
              onClick={() => change(grams)}
              className={`${answer} bg-primary-700 text-white hover:bg-primary-800`}
            >
              Oui, {formatNumber(grams)}&nbsp;kg
            </button>
            <button
              type="button"
              onClick={() => change(asking.typed)}
              className={`${answer} border border-gray-500 bg-white text-gray-900 hover:bg-gray-100`}
            >
              Non, {formatNumber(clamp(asking.typed))}&nbsp;kg
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
