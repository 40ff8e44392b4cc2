import { z } from 'zod';
import { ArticleOrigin, SaleUnit } from './catalogue.js';
import { IdParam, isWholeCents, Money, PageNumber, paged, pageSize } from './common.js';
import { SEARCH_MAX_LENGTH } from './constants.js';
import { LotNumber } from './lots.js';
import { addDays, parisInstant } from './paris-time.js';

// The owner keeps the catalogue (issue 14): articles, their prices and discounts, pictures, categories.

/** The 14 allergens of EU regulation 1169/2011 (annex II), as the catalogue stores them, with their labels. */
export const ALLERGENS = {
  gluten: 'Céréales contenant du gluten',
  crustacés: 'Crustacés',
  œuf: 'Œufs',
  poisson: 'Poissons',
  arachide: 'Arachides',
  soja: 'Soja',
  lait: 'Lait',
  'fruits à coque': 'Fruits à coque',
  céleri: 'Céleri',
  moutarde: 'Moutarde',
  sésame: 'Graines de sésame',
  sulfites: 'Anhydride sulfureux et sulfites',
  lupin: 'Lupin',
  mollusques: 'Mollusques',
} as const;
export type Allergen = keyof typeof ALLERGENS;
export const Allergen = z.enum(Object.keys(ALLERGENS) as [Allergen, ...Allergen[]], {
  error: 'Allergène inconnu\u00a0: choisissez parmi les 14 allergènes réglementaires.',
});

/** The VAT rates a butcher's articles take, in %. */
export const VAT_RATES = [5.5, 10, 20] as const;

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

const euros = (what: string) =>
  z
    .number({ error: `${what}\u00a0: un montant en euros est attendu.` })
    .positive({ error: `${what}\u00a0: le montant doit être positif.` })
    .max(10_000, { error: `${what}\u00a0: 10\u00a0000\u00a0€ au plus.` })
    // In cents rather than multipleOf(0.01), which floating point breaks in the OpenAPI document (see Money).
    .refine(isWholeCents, {
      error: `${what}\u00a0: deux décimales au plus.`,
    });

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what}\u00a0: un texte est attendu.` })
    .trim()
    .min(min, { error: min <= 1 ? `${what} est obligatoire.` : `${what}\u00a0: ${min} caractères au moins.` })
    .max(max, { error: `${what}\u00a0: ${max} caractères au plus.` });

const id = (what: string) =>
  z
    .number({ error: `${what}\u00a0: choisissez-en une.` })
    .int({ error: `${what}\u00a0: identifiant invalide.` })
    .min(1, { error: `${what}\u00a0: identifiant invalide.` })
    .max(2_147_483_647, { error: `${what}\u00a0: identifiant invalide.` });

/** Grams of meat, a whole number; `tenGrams`: kept to the 10 g like the cart's kilograms (ADR 017). */
const grams = (what: string, tenGrams: boolean) => {
  const base = z
    .number({ error: `${what}\u00a0: un nombre de grammes est attendu.` })
    .int({ error: `${what}\u00a0: un nombre entier de grammes est attendu.` })
    .min(tenGrams ? 10 : 1, { error: `${what}\u00a0: ${tenGrams ? '10' : '1'}\u00a0g au moins.` })
    .max(50_000, { error: `${what}\u00a0: 50\u00a0000\u00a0g (50\u00a0kg) au plus.` });
  // A refine rather than multipleOf(10), which the OpenAPI lint refuses (see `euros`).
  return tenGrams
    ? base.refine((value) => value % 10 === 0, { error: `${what}\u00a0: un multiple de 10\u00a0g est attendu.` })
    : base;
};

/** A free text the butcher may leave out: trimmed; empty or null means "not told" (stored as null). */
const told = (what: string, max: number) =>
  z
    .string({ error: `${what}\u00a0: un texte est attendu.` })
    .trim()
    .max(max, { error: `${what}\u00a0: ${max.toLocaleString('fr-FR').replace(/\s/g, '\u00a0')} caractères au plus.` })
    .nullable();

/** Quality labels shown on the article ("Label Rouge", "AOP", "IGP", "Bio"…). */
export const ARTICLE_LABELS_MAX = 6;
const qualityLabels = z
  .array(text('Un label', 2, 40), { error: 'Les labels\u00a0: une liste est attendue.' })
  .max(ARTICLE_LABELS_MAX, { error: `Les labels\u00a0: ${ARTICLE_LABELS_MAX} au plus.` })
  .refine((list) => new Set(list.map((l) => l.trim().toLowerCase())).size === list.length, {
    error: 'Les labels\u00a0: chacun une seule fois.',
  });

const flag = (what: string) => z.boolean({ error: `${what}\u00a0: oui ou non est attendu.` });

/** Every field the owner sets on an article; the names of the public `Article` where one exists. */
const articleFields = {
  designation: text('La désignation', 2, 120),
  description: z
    .string({ error: 'La description\u00a0: un texte est attendu.' })
    .trim()
    .max(2000, { error: 'La description\u00a0: 2\u00a0000 caractères au plus.' }),
  subCategoryId: id('La sous-catégorie'),
  saleUnit: z.enum(['kg', 'piece'], { error: 'Unité de vente\u00a0: au kilo (kg) ou à la pièce (piece).' }),
  /** A piece's average weight, in grams (required for an article sold by the piece). */
  averageWeightGrams: z
    .number({ error: 'Le poids moyen\u00a0: un nombre de grammes est attendu.' })
    .int({ error: 'Le poids moyen\u00a0: un nombre entier de grammes est attendu.' })
    .min(1, { error: 'Le poids moyen doit être positif.' })
    .max(50_000, { error: 'Le poids moyen\u00a0: 50\u00a0kg au plus.' })
    .nullable(),
  /** Consumer price TTC, per kg or per piece. */
  pricePerUnit: euros('Le prix TTC'),
  /** Pro price HT, per kg or per piece. */
  purchasePricePerUnit: euros('Le prix pro HT'),
  vatRate: z.union([z.literal(5.5), z.literal(10), z.literal(20)], {
    error: 'Taux de TVA\u00a0: 5,5\u00a0%, 10\u00a0% ou 20\u00a0%.',
  }),
  /** The discounted consumer price TTC; null: no discount. */
  discountedPrice: euros('Le prix remisé TTC').nullable(),
  /** The discounted pro price HT; null: pros keep their price. */
  discountedPurchasePricePerUnit: euros('Le prix pro remisé HT').nullable(),
  /** When the discount starts, Paris time; null: at once. */
  discountStartsAt: ParisDateTime.nullable(),
  /** When it ends, Paris time; null: until the owner removes it. */
  discountEndsAt: ParisDateTime.nullable(),
  origin: z
    .object({
      born: text('Né en', 2, 60),
      raised: text('Élevé en', 2, 60),
      slaughtered: text('Abattu en', 2, 60),
    })
    .nullable(),
  allergens: z
    .array(Allergen, { error: 'Les allergènes\u00a0: une liste est attendue.' })
    .max(14, { error: 'Les allergènes\u00a0: 14 au plus.' })
    .refine((list) => new Set(list).size === list.length, { error: 'Les allergènes\u00a0: chacun une seule fois.' }),
  isHighlighted: flag('Mis en avant'),
  isActive: flag('En vente'),
  /** "En rupture": still shown to customers, cannot be added to a cart. */
  isOutOfStock: flag('En rupture'),
  // What the butcher tells (issue 13). Grams, whatever the sale unit; the first two for weighed articles only.
  /** The quantity first proposed to the customer, in grams (kg articles); null: 1 kg. */
  defaultQuantityGrams: grams('La quantité proposée', true).nullable(),
  /** How the customer's quantity moves, in grams (kg articles); null: by 100 g. */
  quantityStepGrams: grams('Le pas de quantité', true).nullable(),
  /** Grams to count per guest at table; null: no portion helper. */
  gramsPerPerson: grams('La portion par personne', false).nullable(),
  breed: told('La race', 60),
  maturation: told('La maturation', 120),
  labels: qualityLabels,
  /** The farm or the region. */
  farm: told('L’élevage', 120),
  cookingAdvice: told('Le conseil de cuisson', 1000),
  /** The lot the meat on sale comes from, copied onto each line weighed (issue 15); null: none. */
  lotNumber: LotNumber,
};

/** What creating an article cannot leave out; every other field is optional there (and all of them in a change). */
const CREATE_REQUIRES = [
  'designation',
  'subCategoryId',
  'saleUnit',
  'pricePerUnit',
  'purchasePricePerUnit',
  'vatRate',
] as const;
type ArticleField = keyof typeof articleFields;
const optionalOnCreate = Object.fromEntries(
  (Object.keys(articleFields) as ArticleField[])
    .filter((field) => !(CREATE_REQUIRES as readonly string[]).includes(field))
    .map((field) => [field, true]),
) as { [K in Exclude<ArticleField, (typeof CREATE_REQUIRES)[number]>]: true };

/** `POST /api/admin/articles`: the fields listed once (articleFields), a new one optional unless said here. */
export const CreateArticleRequest = z.object(articleFields).partial(optionalOnCreate);
export type CreateArticleRequest = z.input<typeof CreateArticleRequest>;

/** `PATCH /api/admin/articles/{id}`: any subset of the fields. */
export const UpdateArticleRequest = z.object(articleFields).partial();
export type UpdateArticleRequest = z.input<typeof UpdateArticleRequest>;

export const AdminArticle = z.object({
  id: z.number().int(),
  designation: z.string(),
  description: z.string(),
  subCategoryId: z.number().int(),
  subFamily: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  saleUnit: SaleUnit,
  averageWeightGrams: z.number().int().nullable(),
  pricePerUnit: Money,
  purchasePricePerUnit: Money,
  vatRate: z.number(),
  discountedPrice: Money.nullable(),
  discountedPurchasePricePerUnit: Money.nullable(),
  discountStartsAt: z.string().nullable().meta({ description: 'Heure de Paris, AAAA-MM-JJTHH:MM' }),
  discountEndsAt: z.string().nullable().meta({ description: 'Heure de Paris, AAAA-MM-JJTHH:MM' }),
  /** The discount applies now. */
  discountIsActive: z.boolean(),
  /** The lowest regular price TTC of the last 30 days (EU Omnibus), struck out beside a discount. */
  referencePrice: Money,
  origin: ArticleOrigin.nullable(),
  allergens: z.array(z.string()),
  isHighlighted: z.boolean(),
  isActive: z.boolean(),
  isOutOfStock: z.boolean(),
  defaultQuantityGrams: z.number().int().nullable(),
  quantityStepGrams: z.number().int().nullable(),
  gramsPerPerson: z.number().int().nullable(),
  breed: z.string().nullable(),
  maturation: z.string().nullable(),
  labels: z.array(z.string()),
  farm: z.string().nullable(),
  cookingAdvice: z.string().nullable(),
  lotNumber: z.string().nullable(),
  /** When the article was withdrawn from sale; null while it is in the catalogue. */
  withdrawnAt: z.string().nullable(),
  imageUrl: z.string(),
  imageSrcSet: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof AdminArticle>;

export const PriceHistoryEntry = z.object({
  pricePerUnit: Money,
  purchasePricePerUnit: Money,
  validFrom: z.string().meta({ description: 'Instant ISO 8601 (UTC)' }),
});
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntry>;

/** `GET /api/admin/articles/{id}`: the article with every regular price it had, newest first. */
export const AdminArticleDetail = AdminArticle.extend({ priceHistory: z.array(PriceHistoryEntry) });
export type AdminArticleDetail = z.infer<typeof AdminArticleDetail>;

export const ADMIN_ARTICLE_STATES = ['all', 'active', 'inactive', 'out-of-stock', 'discounted', 'withdrawn'] as const;

export const AdminArticlesQuery = z.object({
  Search: z
    .string({ error: 'La recherche doit être un texte.' })
    .max(SEARCH_MAX_LENGTH, { error: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.` })
    .optional(),
  CategoryId: IdParam.shape.id.optional(),
  SubCategoryId: IdParam.shape.id.optional(),
  /** `all`: every article still in the catalogue; `withdrawn`: the withdrawn ones only. */
  State: z.enum(ADMIN_ARTICLE_STATES, { error: 'État inconnu.' }).optional().default('all'),
  PageNumber,
  PageSize: pageSize(50),
});
export type AdminArticlesQuery = z.input<typeof AdminArticlesQuery>;
export type AdminArticlesQueryParsed = z.output<typeof AdminArticlesQuery>;

export const AdminArticlesResponse = paged(AdminArticle);
export type AdminArticlesResponse = z.infer<typeof AdminArticlesResponse>;

/** The picture upload: what the server accepts. */
export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ARTICLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// Categories and sub-categories.

export const AdminSubCategory = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  isHidden: z.boolean(),
  /** Every article it holds, withdrawn ones included (they keep it from being deleted). */
  articleCount: z.number().int(),
});
export type AdminSubCategory = z.infer<typeof AdminSubCategory>;

export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isHidden: z.boolean(),
  subCategories: z.array(AdminSubCategory),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoriesResponse = z.object({ categories: z.array(AdminCategory) });
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponse>;

const categoryName = text('Le nom', 2, 60);
const categoryDescription = z
  .string({ error: 'La description\u00a0: un texte est attendu.' })
  .trim()
  .max(500, { error: 'La description\u00a0: 500 caractères au plus.' });

export const CreateCategoryRequest = z.object({ name: categoryName, description: categoryDescription.optional() });
export type CreateCategoryRequest = z.input<typeof CreateCategoryRequest>;

export const UpdateCategoryRequest = z
  .object({ name: categoryName, description: categoryDescription, isHidden: flag('Masquée') })
  .partial();
export type UpdateCategoryRequest = z.input<typeof UpdateCategoryRequest>;

export const CreateSubCategoryRequest = z.object({ name: categoryName });
export type CreateSubCategoryRequest = z.input<typeof CreateSubCategoryRequest>;

export const UpdateSubCategoryRequest = z
  .object({ name: categoryName, isHidden: flag('Masquée'), categoryId: id('La catégorie') })
  .partial();
export type UpdateSubCategoryRequest = z.input<typeof UpdateSubCategoryRequest>;

/** Moves a category or a sub-category one place up or down among its siblings. */
export const MoveRequest = z.object({
  direction: z.enum(['up', 'down'], { error: 'Sens\u00a0: up (vers le haut) ou down (vers le bas).' }),
});
export type MoveRequest = z.input<typeof MoveRequest>;
