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

// A lot (issue 39, ADR 067): the animal or the batch the meat on sale comes from, recorded by the owner from the
// slaughterhouse ticket. An article is sold from one lot at a time; each order line keeps the lot it was cut
// from, and every document shows the lot's origin.

export const LOT_SPECIES = ['bovin', 'veau', 'ovin', 'porc', 'volaille'] as const;
export const LotSpecies = z.enum(LOT_SPECIES, {
  error: 'L’espèce\u00a0: bovin, veau, ovin, porc ou volaille.',
});
export type LotSpecies = z.infer<typeof LotSpecies>;

export const LOT_CATEGORIES = [
  'génisse',
  'bœuf',
  'vache',
  'taurillon',
  'veau',
  'agneau',
  'brebis',
  'porc',
  'volaille',
] as const;
export const LotCategory = z.enum(LOT_CATEGORIES, {
  error: `La catégorie\u00a0: ${LOT_CATEGORIES.join(', ')}.`,
});

/** Bovines carry their ear tag's national number: « FR » and 10 digits. */
export const BOVINE_NATIONAL_ID = /^FR\d{10}$/;
export const BOVINE_NATIONAL_ID_MESSAGE =
  'Le numéro national d’un bovin\u00a0: «\u00a0FR\u00a0» suivi de 10 chiffres, par exemple FR5712345678.';
/** Species whose meat must say where the animal was born (the beef mentions). */
export const isBovine = (species: LotSpecies) => species === 'bovin' || species === 'veau';

const words = (what: string, max: number) =>
  z
    .string({ error: `${what}\u00a0: un texte est attendu.` })
    .trim()
    .min(1, { error: `${what} est obligatoire.` })
    .max(max, { error: `${what}\u00a0: ${max} caractères au plus.` });

const country = (what: string) =>
  z
    .string({ error: `${what}\u00a0: un code pays est attendu (FR, IE, DE…).` })
    .trim()
    // Checked before upper-casing: « ß » would become « SS ».
    .refine((value) => /^[A-Za-z]{2}$/.test(value), {
      error: `${what}\u00a0: un code pays de deux lettres (FR, IE, DE…).`,
    })
    .transform((value) => value.toUpperCase());

/** « FR 57.463.001 CE »: the country, the département, the town, the plant, and CE. */
const APPROVAL = /^[A-Z]{2} (\d{2}|2A|2B|97\d)\.\d{3}\.\d{3} CE$/;
const approval = (what: string) =>
  z
    .string({ error: `${what}\u00a0: un texte est attendu.` })
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
    .refine((value) => APPROVAL.test(value), {
      error: `${what}\u00a0: au format «\u00a0FR 57.463.001 CE\u00a0».`,
    });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (what: string) =>
  z
    .string({ error: `${what}\u00a0: une date est attendue (AAAA-MM-JJ).` })
    // No `abort`: an aborted field would silence the lot's own check (a bovine's ID) until it is fixed.
    .refine((value) => DAY.test(value), { error: `${what}\u00a0: une date est attendue (AAAA-MM-JJ).` })
    .refine(
      (value) => {
        if (!DAY.test(value)) return true;
        // « 2026-02-30 » has the form but no day: an invalid Date, whose toISOString() would throw.
        const at = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
      },
      {
        error: `${what}\u00a0: cette date n’existe pas.`,
      },
    );

const LotFields = {
  species: LotSpecies,
  breed: words('La race', 60),
  category: LotCategory,
  breeder: words('L’éleveur', 80),
  breederTown: words('La commune de l’éleveur', 80),
  /** Null for a batch (pork, poultry…) without one. */
  nationalId: z
    .string({ error: 'Le numéro national\u00a0: un texte est attendu.' })
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value.length <= 20, { error: 'Le numéro national\u00a0: 20 caractères au plus.' })
    .nullable(),
  /** Null where the law asks no country of birth (pork, sheep, poultry). */
  bornIn: country('Le pays de naissance').nullable(),
  raisedIn: country('Le pays d’élevage'),
  slaughteredIn: country('Le pays d’abattage'),
  cutIn: country('Le pays de découpe'),
  slaughterhouseApproval: approval('L’agrément de l’abattoir'),
  cuttingPlantApproval: approval('L’agrément de l’atelier de découpe'),
  slaughterDate: day('La date d’abattage'),
  maturationDays: z
    .number({ error: 'La maturation\u00a0: un nombre de jours est attendu.' })
    .int({ error: 'La maturation\u00a0: un nombre entier de jours.' })
    .min(0, { error: 'La maturation\u00a0: 0 jour au moins.' })
    .max(120, { error: 'La maturation\u00a0: 120 jours au plus.' }),
};

type LotValues = { species: LotSpecies; nationalId: string | null; bornIn: string | null };

/** A bovine's national ID and country of birth are the law's; the refusal names the field at fault. */
export function lotRefusal(lot: LotValues): { field: 'nationalId' | 'bornIn'; message: string } | null {
  if (!isBovine(lot.species)) return null;
  if (lot.nationalId === null || !BOVINE_NATIONAL_ID.test(lot.nationalId)) {
    return { field: 'nationalId', message: BOVINE_NATIONAL_ID_MESSAGE };
  }
  if (lot.bornIn === null) return { field: 'bornIn', message: 'Le pays de naissance d’un bovin est obligatoire.' };
  return null;
}

const checked = <T extends LotValues>(lot: T, ctx: z.RefinementCtx) => {
  // Run beside the fields' own messages (`when` below): a wrong species or ID is no check of the law's.
  if (!LOT_SPECIES.includes(lot.species) || (lot.nationalId !== null && typeof lot.nationalId !== 'string')) return;
  const refusal = lotRefusal(lot);
  if (refusal) ctx.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
};

/** `POST /api/admin/lots`: the slaughterhouse ticket, every field given. */
export const CreateLotRequest = z
  .object({ ...LotFields, nationalId: LotFields.nationalId.default(null), bornIn: LotFields.bornIn.default(null) })
  .strict()
  // Also when another field is wrong: the ticket's form shows the national ID's message with the others.
  .superRefine(checked, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type CreateLotRequest = z.input<typeof CreateLotRequest>;

/** `PATCH /api/admin/lots/{id}`: the fields that change (the bovine checks run on the lot as it becomes). */
export const UpdateLotRequest = z
  .object(LotFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Indiquez au moins un champ à modifier.' });
export type UpdateLotRequest = z.input<typeof UpdateLotRequest>;

export const Lot = z.object({
  id: z.number().int(),
  /** Printed on the label and in the page's address: « L2026-0001 ». */
  code: z.string(),
  species: LotSpecies,
  breed: z.string(),
  category: LotCategory,
  breeder: z.string(),
  breederTown: z.string(),
  nationalId: z.string().nullable(),
  bornIn: z.string().nullable(),
  raisedIn: z.string(),
  slaughteredIn: z.string(),
  cutIn: z.string(),
  slaughterhouseApproval: z.string(),
  cuttingPlantApproval: z.string(),
  slaughterDate: z.string(),
  maturationDays: z.number().int(),
  /** « Né et élevé en France, abattu en France (FR 57.463.001 CE) ». */
  origin: z.string(),
  /** When the owner closed it (nothing more is sold from it); null while open. */
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Lot = z.infer<typeof Lot>;

/** A lot as the back office lists it: with the articles sold from it now (the article page reads its own here). */
export const ListedLot = Lot.extend({
  articles: z.array(z.object({ id: z.number().int(), designation: z.string() })),
});
export type ListedLot = z.infer<typeof ListedLot>;

export const LotsResponse = z.object({ items: z.array(ListedLot) });
export type LotsResponse = z.infer<typeof LotsResponse>;

/** `PUT /api/admin/articles/{id}/lot`: the lot the article is sold from from now on; null: none. */
export const ArticleLotRequest = z
  .object({
    lotId: z
      .number({ error: 'Le lot\u00a0: choisissez-en un.' })
      .int({ error: 'Le lot\u00a0: identifiant invalide.' })
      .min(1, { error: 'Le lot\u00a0: identifiant invalide.' })
      .max(2_147_483_647, { error: 'Le lot\u00a0: identifiant invalide.' })
      .nullable(),
  })
  .strict();
export type ArticleLotRequest = z.input<typeof ArticleLotRequest>;

export const ArticleLot = z.object({
  articleId: z.number().int(),
  lot: Lot.nullable(),
  /** Since when the article is sold from it (ISO instant). */
  since: z.string(),
});
export type ArticleLot = z.infer<typeof ArticleLot>;

/** An order line's lot, as every answer and document shows it. */
export const LineLot = z.object({ code: z.string(), origin: z.string().nullable() });
export type LineLot = z.infer<typeof LineLot>;

/** `GET /api/lots/{code}`'s parameter. */
export const LotCodeParam = z.object({
  code: z
    .string()
    .max(40, { error: 'Ce numéro de lot est trop long.' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'Numéro de lot invalide.' }),
});

/** The lot's public page: the mandatory mentions and the animal's story; nothing about who bought it. */
export const PublicLot = Lot.omit({ id: true, closedAt: true, createdAt: true }).extend({
  /** The mentions as printed: « Né en\u00a0: France »… */
  mentions: z.array(z.object({ label: z.string(), value: z.string() })),
  story: z.string(),
});
export type PublicLot = z.infer<typeof PublicLot>;

// Made at the first country named, not as the module loads (the locale's data is costly to load: issue 43).
let names: Intl.DisplayNames | undefined;
/** The countries said « au », « aux »: the others, in French, take « en ». */
const MASCULINE: Record<string, string> = {
  PT: 'au Portugal',
  DK: 'au Danemark',
  GB: 'au Royaume-Uni',
  LU: 'au Luxembourg',
  BR: 'au Brésil',
  CA: 'au Canada',
  MX: 'au Mexique',
  JP: 'au Japon',
  CL: 'au Chili',
  UY: 'en Uruguay',
  NL: 'aux Pays-Bas',
  US: 'aux États-Unis',
};
export const countryName = (code: string) => {
  names ??= new Intl.DisplayNames(['fr'], { type: 'region' });
  return names.of(code) ?? code;
};
const inCountry = (code: string) => MASCULINE[code] ?? `en ${countryName(code)}`;

/**
 * The origin sentence every document carries: « Né et élevé en France, abattu en France (FR 57.463.001 CE) » for
 * bovines; « Élevé et abattu en France » for pork, sheep and poultry.
 */
export function originSentence(lot: {
  species: LotSpecies;
  bornIn: string | null;
  raisedIn: string;
  slaughteredIn: string;
  slaughterhouseApproval: string;
}): string {
  if (isBovine(lot.species) && lot.bornIn) {
    const born =
      lot.bornIn === lot.raisedIn
        ? `Né et élevé ${inCountry(lot.raisedIn)}`
        : `Né ${inCountry(lot.bornIn)}, élevé ${inCountry(lot.raisedIn)}`;
    return `${born}, abattu ${inCountry(lot.slaughteredIn)} (${lot.slaughterhouseApproval})`;
  }
  return lot.raisedIn === lot.slaughteredIn
    ? `Élevé et abattu ${inCountry(lot.raisedIn)}`
    : `Élevé ${inCountry(lot.raisedIn)}, abattu ${inCountry(lot.slaughteredIn)}`;
}

/** One line sold from a lot, as a recall lists it: who bought it, how to reach them, when, how much. */
export const LotOrderLine = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** The order's pickup or delivery day. */
  date: z.string(),
  shop: z.string(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    isPro: z.boolean(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  designation: z.string(),
  /** The weighed weight in kg, else the quantity ordered (kg or pieces). */
  quantity: z.number(),
  unit: z.enum(['kg', 'piece']),
});
export type LotOrderLine = z.infer<typeof LotOrderLine>;

/** `GET /api/admin/lots/{id}/orders`: every line sold from the lot, pros first, then by day. */
export const LotOrdersResponse = z.object({
  lot: Lot,
  items: z.array(LotOrderLine),
  /** How many customers bought from it (one message each on a recall). */
  customers: z.number().int(),
});
export type LotOrdersResponse = z.infer<typeof LotOrdersResponse>;

export const RECALL_MESSAGE_MAX_LENGTH = 500;
/** `POST /api/admin/lots/{id}/recall`: what every buyer is told, by SMS and e-mail. */
export const LotRecallRequest = z
  .object({
    message: z
      .string({ error: 'Le message de rappel\u00a0: un texte est attendu.' })
      .trim()
      .min(10, { error: 'Le message de rappel\u00a0: 10 caractères au moins.' })
      .max(RECALL_MESSAGE_MAX_LENGTH, {
        error: `Le message de rappel\u00a0: ${RECALL_MESSAGE_MAX_LENGTH} caractères au plus.`,
      }),
  })
  .strict();
export type LotRecallRequest = z.input<typeof LotRecallRequest>;

export const LotRecallResponse = z.object({
  /** Customers told by this call. */
  told: z.number().int(),
  /** Customers a recall of this lot had told already (each is told once). */
  alreadyTold: z.number().int(),
});
export type LotRecallResponse = z.infer<typeof LotRecallResponse>;
