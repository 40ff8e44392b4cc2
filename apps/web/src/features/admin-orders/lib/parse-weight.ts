import { MAX_WEIGHED_KG } from '@boucherie/contract';

export type WeightReading = { ok: true; kg: number } | { ok: false; error: string };

const EXAMPLE = 'par exemple 1,62 ou 1 620 g';

/** "1,62", "1.62", "1,62 kg": kilograms; "1 620 g", "1620g": grams. Spaces of any kind group thousands. */
const READING = /^(\d+(?:[.,]\d+)?)\s*(kg|g)?$/;

/**
 * A scale's reading as staff type or paste it, in kilograms with three decimals at most (the gram).
 * Without a unit the number is in kilograms, but a whole number of three digits or more is in grams: the
 * counter's scales print grams, and « 520 » is 520 g of a roast, never 520 kg (issue 30). A French error
 * says what is wrong otherwise.
 */
export function parseWeight(text: string): WeightReading {
  const compact = text
    .trim()
    .toLowerCase()
    // Thousands separators (space, no-break space, narrow no-break space) between digits.
    .replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1');
  if (compact === '') return { ok: false, error: `Saisissez le poids pesé (${EXAMPLE}).` };
  const match = READING.exec(compact);
  if (!match) return { ok: false, error: `Poids illisible\u00a0: saisissez ${EXAMPLE}.` };
  const number = match[1] ?? '';
  const value = Number(number.replace(',', '.'));
  const inGrams = match[2] === 'g' || (match[2] === undefined && /^\d{3,}$/.test(number));
  const grams = inGrams ? value : value * 1000;
  if (grams === 0) return { ok: false, error: 'Le poids doit être supérieur à 0.' };
  if (Math.abs(grams - Math.round(grams)) > 1e-6) {
    return { ok: false, error: 'Le poids se saisit au gramme près (trois décimales au plus en kg).' };
  }
  const kg = Math.round(grams) / 1000;
  if (kg > MAX_WEIGHED_KG) {
    return { ok: false, error: `Le poids ne peut pas dépasser ${MAX_WEIGHED_KG}\u00a0kg.` };
  }
  return { ok: true, kg };
}
