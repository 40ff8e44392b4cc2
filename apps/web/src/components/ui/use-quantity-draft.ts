import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** Nobody means 100 kg of one cut in a kilogram field; a butcher's customer often thinks in grams. */
export const GRAMS_QUESTION_FROM = 100;

/** Reads "1,5" and "1.5"; null when the text is not a number. */
function parse(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '' || cleaned === '.') return null;
  return Number(cleaned);
}

/** What the stepper's field needs of its props (quantity-stepper.tsx adds how it looks and is named). */
export type QuantityOptions = {
  value: number;
  /** Called with the new value, already rounded to the step and kept within min and max. */
  onChange: (value: number) => void;
  step: number;
  min: number;
  max: number;
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

/**
 * What the stepper's field holds while typed (`draft`), how it is taken (rounded to the step, kept within
 * min and max), and the question about grams that waits for its answer (`asking`, focused on Enter).
 */
export function useQuantityDraft(options: QuantityOptions) {
  const { value, onChange, step, min, max, askGrams = false, onEnter, onAskingChange } = options;
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
  const onType = (text: string) => {
    setAsking(null);
    setDraft(text);
  };
  return { draft, asking, yes, decimals, clamp, change, commit, onKeyDown, onType };
}
