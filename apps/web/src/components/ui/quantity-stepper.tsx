import { type RefObject, useId } from 'react';
import { formatNumber } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { type QuantityOptions, useQuantityDraft } from './use-quantity-draft';

export { GRAMS_QUESTION_FROM } from './use-quantity-draft';

type Props = QuantityOptions & {
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
};

const button =
  'flex h-11 shrink-0 items-center justify-center text-xl font-semibold text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';
const answer =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The field's width for its text: every character shown at any screen width (« 100,25 » on a phone). Digits
 * are tabular, one `ch` each; the rest is the field's breathing room.
 */
const widthFor = (text: string, room = '1rem') => `calc(${Math.min(Math.max(text.length, 3), 10)}ch + ${room})`;

type QuestionProps = {
  typed: number;
  grams: number;
  kilograms: number;
  yes: RefObject<HTMLButtonElement | null>;
  change: (value: number) => number;
};

/** « 500 kg ? Vouliez-vous dire 500 g ? » with both answers, under the field. */
function GramsQuestion({ typed, grams, kilograms, yes, change }: QuestionProps) {
  const questionId = useId();
  return (
    // Over the page rather than in it: nothing moves under the customer's finger while they read it.
    <fieldset
      aria-labelledby={questionId}
      className="absolute top-full left-0 z-20 mt-1 flex w-72 min-w-0 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-amber-600 bg-amber-50 p-3 shadow-lg"
    >
      <p id={questionId} className="font-semibold text-gray-900">
        {formatNumber(typed)}&nbsp;kg&nbsp;? Vouliez-vous dire {formatNumber(typed)}&nbsp;g&nbsp;?
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={yes}
          type="button"
          // Enter puts the focus here: a screen reader says the question with the answer it lands on.
          aria-describedby={questionId}
          onClick={() => change(grams)}
          className={`${answer} bg-primary-700 text-white hover:bg-primary-800`}
        >
          Oui, {formatNumber(grams)}&nbsp;kg
        </button>
        <button
          type="button"
          onClick={() => change(typed)}
          className={`${answer} border border-gray-500 bg-white text-gray-900 hover:bg-gray-100`}
        >
          Non, {formatNumber(kilograms)}&nbsp;kg
        </button>
      </div>
    </fieldset>
  );
}

/**
 * − [1,5] kg +: buttons move by the step, the field takes typed values (comma or dot) when it is
 * left or Enter is pressed, arrow keys step too. Two decimals at most.
 */
export function QuantityStepper({ label, unit, stepLabel, disabled, className, wide = false, ...quantity }: Props) {
  const { value, step, min, max } = quantity;
  const { draft, asking, yes, decimals, clamp, change, commit, onKeyDown, onType } = useQuantityDraft(quantity);
  const unitId = useId();
  // In a server-rendered page, what is typed before React runs would be lost: read-only until then.
  const live = useHydrated();

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
        onChange={(event) => onType(event.target.value)}
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
      {/* The live region is there before the question: one that appears with its text is often not read. */}
      <div aria-live="assertive">
        {asking && (
          <GramsQuestion typed={asking.typed} grams={grams} kilograms={clamp(asking.typed)} yes={yes} change={change} />
        )}
      </div>
    </div>
  );
}
