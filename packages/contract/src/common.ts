import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './constants.js';

/** Euros as a JSON number with two decimals; stored as integer cents on the server. */
/**
 * (Not `multipleOf: 0.01` in the document: floating point makes 18.9 fail it in standard validators.
 * The check is a refinement in cents instead, which the document does not carry.)
 */
/** True for an amount given to the cent (18.9, 12.5, 3), whatever floating point makes of it. */
export const isWholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

export const Money = z
  .number({ error: 'Le montant doit être un nombre (en euros).' })
  .refine(isWholeCents, {
    error: 'Le montant se donne au centime près (deux décimales au plus).',
  })
  .meta({ description: 'Montant en euros (deux décimales)' });

/** A query-string boolean: "true"/"false" (also 1/0), case-insensitive; absent means false. */
export const QueryFlag = z.stringbool({ error: 'Valeur attendue : true ou false.' }).optional().default(false);

export const PageNumber = z.coerce
  .number({ error: 'Le numéro de page doit être un nombre entier.' })
  .int({ error: 'Le numéro de page doit être un nombre entier.' })
  .min(1, { error: 'Le numéro de page doit être au moins 1.' })
  .max(100_000, { error: 'Le numéro de page est trop grand.' })
  .optional()
  .default(1);

export const pageSize = (defaultSize: number) =>
  z.coerce
    .number({ error: 'La taille de page doit être un nombre entier.' })
    .int({ error: 'La taille de page doit être un nombre entier.' })
    .min(1, { error: 'La taille de page doit être comprise entre 1 et 100.' })
    .max(MAX_PAGE_SIZE, { error: 'La taille de page doit être comprise entre 1 et 100.' })
    .optional()
    .default(defaultSize);

/** A positive integer id taken from a path segment. */
export const IdParam = z.object({
  id: z.coerce
    .number({ error: "L'identifiant doit être un nombre entier positif." })
    .int({ error: "L'identifiant doit être un nombre entier positif." })
    .min(1, { error: "L'identifiant doit être un nombre entier positif." })
    .max(2_147_483_647, { error: "L'identifiant est trop grand." }),
});
export type IdParam = z.infer<typeof IdParam>;

/** The paged answer shape of the brief. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
export type Paged<T> = { items: T[]; pageNumber: number; pageSize: number; totalCount: number; totalPages: number };

/** A list's search, as typed (`trimmed`: spaces around it dropped before its length is checked); optional. */
export const searchText = (trimmed: boolean) => {
  const text = z.string({ error: 'La recherche doit être un texte.' });
  return (trimmed ? text.trim() : text)
    .max(SEARCH_MAX_LENGTH, { error: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.` })
    .optional();
};
