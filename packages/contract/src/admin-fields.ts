import { z } from 'zod';
import { isWholeCents } from './common.js';
import { addDays, parisInstant } from './paris-time.js';

// The back office's field checks, each with its French message naming the field (articles, categories).

/** `YYYY-MM-DDTHH:mm` (seconds allowed): a Paris wall-clock time; with `Z` or an offset: that instant. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * When a discount starts or ends. Given as a Paris wall-clock time, to the minute ('YYYY-MM-DDTHH:mm', what an
 * `<input type="datetime-local">` gives), or as an ISO 8601 instant with its offset; answered in Paris time.
 */
export const ParisDateTime = z
  .string({ error: 'Date et heure invalides\u00a0: attendu AAAA-MM-JJTHH:MM (heure de Paris).' })
  .trim()
  .refine(
    (value) => {
      const match = DATE_TIME.exec(value);
      return match !== null && addDays(match[1] as string, 0) === match[1] && !Number.isNaN(Date.parse(value));
    },
    { error: 'Date et heure invalides\u00a0: attendu AAAA-MM-JJTHH:MM (heure de Paris).' },
  );

/** The UTC instant of a ParisDateTime. */
export function instantOfParisDateTime(value: string): Date {
  const match = DATE_TIME.exec(value);
  if (match?.[5]) return new Date(value);
  return parisInstant(value.slice(0, 10), value.slice(11, 16));
}

export const euros = (what: string) =>
  z
    .number({ error: `${what}\u00a0: un montant en euros est attendu.` })
    .positive({ error: `${what}\u00a0: le montant doit être positif.` })
    .max(10_000, { error: `${what}\u00a0: 10\u00a0000\u00a0€ au plus.` })
    // In cents rather than multipleOf(0.01), which floating point breaks in the OpenAPI document (see Money).
    .refine(isWholeCents, {
      error: `${what}\u00a0: deux décimales au plus.`,
    });

export const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what}\u00a0: un texte est attendu.` })
    .trim()
    .min(min, { error: min <= 1 ? `${what} est obligatoire.` : `${what}\u00a0: ${min} caractères au moins.` })
    .max(max, { error: `${what}\u00a0: ${max} caractères au plus.` });

export const id = (what: string) =>
  z
    .number({ error: `${what}\u00a0: choisissez-en une.` })
    .int({ error: `${what}\u00a0: identifiant invalide.` })
    .min(1, { error: `${what}\u00a0: identifiant invalide.` })
    .max(2_147_483_647, { error: `${what}\u00a0: identifiant invalide.` });

/** A unit a whole number is counted in: its name in the plural (« grammes ») and how an amount reads (« 10 g »). */
export type Unit = { plural: string; amount: (n: number) => string };

const frenchNumber = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, '\u00a0');
export const GRAMS: Unit = {
  plural: 'grammes',
  amount: (n) => `${frenchNumber(n)}\u00a0g${n >= 1000 ? ` (${frenchNumber(n / 1000)}\u00a0kg)` : ''}`,
};

export const DAYS: Unit = {
  plural: 'jours',
  amount: (n) => `${frenchNumber(n)}\u00a0jour${n > 1 ? 's' : ''}`,
};

/**
 * A whole number of a unit, from `min` to `max`: what a plain field of kind 'number' checks (grams, days…), so a
 * new one is its line in `articleFields` with its unit and bounds.
 */
export const wholeNumber = (what: string, unit: Unit, min: number, max: number) =>
  z
    .number({ error: `${what}\u00a0: un nombre de ${unit.plural} est attendu.` })
    .int({ error: `${what}\u00a0: un nombre entier de ${unit.plural} est attendu.` })
    .min(min, { error: `${what}\u00a0: ${unit.amount(min)} au moins.` })
    .max(max, { error: `${what}\u00a0: ${unit.amount(max)} au plus.` });

/** Grams of meat, a whole number; `tenGrams`: kept to the 10 g like the cart's kilograms (ADR 017). */
export const grams = (what: string, tenGrams: boolean) => {
  const base = wholeNumber(what, GRAMS, tenGrams ? 10 : 1, 50_000);
  // A refine rather than multipleOf(10), which the OpenAPI lint refuses (see `euros`).
  return tenGrams
    ? base.refine((value) => value % 10 === 0, { error: `${what}\u00a0: un multiple de 10\u00a0g est attendu.` })
    : base;
};

/** A free text the butcher may leave out: trimmed; empty or null means "not told" (stored as null). */
export const told = (what: string, max: number) =>
  z
    .string({ error: `${what}\u00a0: un texte est attendu.` })
    .trim()
    .max(max, { error: `${what}\u00a0: ${max.toLocaleString('fr-FR').replace(/\s/g, '\u00a0')} caractères au plus.` })
    .nullable();

export const flag = (what: string) => z.boolean({ error: `${what}\u00a0: oui ou non est attendu.` });
