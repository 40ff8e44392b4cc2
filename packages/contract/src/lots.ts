import { z } from 'zod';

// A lot number (numéro de lot) carried from the article to the order line and its delivery note (issue 15).

export const LOT_NUMBER_MAX_LENGTH = 40;
/** Letters, digits and the separators suppliers print on labels: "L2026-1147", "FR 57.463.001 / 12". */
const LOT_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/;

/** A lot as typed: trimmed; empty or null means "no lot" (stored as null). */
export const LotNumber = z
  .string({ error: 'Le numéro de lot\u00a0: un texte est attendu.' })
  .trim()
  .max(LOT_NUMBER_MAX_LENGTH, {
    error: `Le numéro de lot\u00a0: ${LOT_NUMBER_MAX_LENGTH} caractères au plus.`,
  })
  .refine((value) => value === '' || LOT_PATTERN.test(value), {
    error: 'Le numéro de lot\u00a0: lettres, chiffres, espaces, points, tirets, barres obliques seulement.',
  })
  .nullable();

/** The stored form of a lot: null when none was given. */
export const lotOrNull = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value.trim();
