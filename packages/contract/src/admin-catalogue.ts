import { z } from 'zod';
import { DAYS, euros, flag, grams, id, ParisDateTime, text, told, wholeNumber } from './admin-fields.js';
import { ArticleOrigin, SaleUnit } from './catalogue.js';
import { IdParam, Money, PageNumber, paged, pageSize, searchText } from './common.js';
import { LotNumber } from './lots.js';

// The owner keeps the catalogue (issue 14): articles, their prices and discounts, pictures; categories are in
// admin-categories.ts, the fields' checks in admin-fields.ts.

export { instantOfParisDateTime, ParisDateTime } from './admin-fields.js';

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

/** Quality labels shown on the article ("Label Rouge", "AOP", "IGP", "Bio"…). */
export const ARTICLE_LABELS_MAX = 6;
const parisTimeAnswer = z.string().nullable().meta({ description: 'Heure de Paris, AAAA-MM-JJTHH:MM' });

const qualityLabels = z
  .array(text('Un label', 2, 40), { error: 'Les labels\u00a0: une liste est attendue.' })
  .max(ARTICLE_LABELS_MAX, { error: `Les labels\u00a0: ${ARTICLE_LABELS_MAX} au plus.` })
  .refine((list) => new Set(list.map((l) => l.trim().toLowerCase())).size === list.length, {
    error: 'Les labels\u00a0: chacun une seule fois.',
  });

/**
 * How a plain field is kept: as given, in a column of its own (its name in snake_case), typed in the back office's
 * form by its kind: a whole number (grams, days) or null, a text the butcher may leave out (null when untold), a
 * list of texts.
 */
export type PlainFieldKind = 'number' | 'told' | 'list';

/**
 * A field the owner sets: how a request checks it (`set`), how the answer (`AdminArticle`) gives it back, what it
 * is called in French (the journal's summaries), and the kind of a plain field.
 */
const field = <Set extends z.ZodType, Answer extends z.ZodType, Kind extends PlainFieldKind | undefined = undefined>(
  set: Set,
  answer: Answer,
  label: string,
  kind?: Kind,
) => ({ set, answer, label, kind: kind as Kind });
const nullableString = z.string().nullable();
const nullableGrams = z.number().int().nullable();

/**
 * Every field the owner sets on an article, listed once: the create and change requests, the answer, the server's
 * columns of plain fields, the journal's names and the back office's form are all derived from this table, so a
 * new field is one line here. The names of the public `Article` where one exists.
 */
const articleFields = {
  designation: field(text('La désignation', 2, 120), z.string(), 'désignation'),
  description: field(
    z
      .string({ error: 'La description\u00a0: un texte est attendu.' })
      .trim()
      .max(2000, { error: 'La description\u00a0: 2\u00a0000 caractères au plus.' }),
    z.string(),
    'description',
  ),
  subCategoryId: field(id('La sous-catégorie'), z.number().int(), 'sous-catégorie'),
  saleUnit: field(
    z.enum(['kg', 'piece'], { error: 'Unité de vente\u00a0: au kilo (kg) ou à la pièce (piece).' }),
    SaleUnit,
    'unité de vente',
  ),
  /** A piece's average weight, in grams (required for an article sold by the piece). */
  averageWeightGrams: field(
    z
      .number({ error: 'Le poids moyen\u00a0: un nombre de grammes est attendu.' })
      .int({ error: 'Le poids moyen\u00a0: un nombre entier de grammes est attendu.' })
      .min(1, { error: 'Le poids moyen doit être positif.' })
      .max(50_000, { error: 'Le poids moyen\u00a0: 50\u00a0kg au plus.' })
      .nullable(),
    nullableGrams,
    'poids moyen',
  ),
  /** Consumer price TTC, per kg or per piece. */
  pricePerUnit: field(euros('Le prix TTC'), Money, 'prix TTC'),
  /** Pro price HT, per kg or per piece. */
  purchasePricePerUnit: field(euros('Le prix pro HT'), Money, 'prix pro HT'),
  vatRate: field(
    z.union([z.literal(5.5), z.literal(10), z.literal(20)], {
      error: 'Taux de TVA\u00a0: 5,5\u00a0%, 10\u00a0% ou 20\u00a0%.',
    }),
    z.number(),
    'TVA',
  ),
  /** The discounted consumer price TTC; null: no discount. */
  discountedPrice: field(euros('Le prix remisé TTC').nullable(), Money.nullable(), 'prix remisé'),
  /** The discounted pro price HT; null: pros keep their price. */
  discountedPurchasePricePerUnit: field(euros('Le prix pro remisé HT').nullable(), Money.nullable(), 'prix pro remisé'),
  /** When the discount starts, Paris time; null: at once. */
  discountStartsAt: field(ParisDateTime.nullable(), parisTimeAnswer, 'début de remise'),
  /** When it ends, Paris time; null: until the owner removes it. */
  discountEndsAt: field(ParisDateTime.nullable(), parisTimeAnswer, 'fin de remise'),
  origin: field(
    z
      .object({
        born: text('Né en', 2, 60),
        raised: text('Élevé en', 2, 60),
        slaughtered: text('Abattu en', 2, 60),
      })
      .nullable(),
    ArticleOrigin.nullable(),
    'origine',
  ),
  allergens: field(
    z
      .array(Allergen, { error: 'Les allergènes\u00a0: une liste est attendue.' })
      .max(14, { error: 'Les allergènes\u00a0: 14 au plus.' })
      .refine((list) => new Set(list).size === list.length, { error: 'Les allergènes\u00a0: chacun une seule fois.' }),
    z.array(z.string()),
    'allergènes',
  ),
  isHighlighted: field(flag('Mis en avant'), z.boolean(), 'mise en avant'),
  isActive: field(flag('En vente'), z.boolean(), 'mise en vente'),
  /** "En rupture": still shown to customers, cannot be added to a cart. */
  isOutOfStock: field(flag('En rupture'), z.boolean(), 'rupture'),
  /** Titres-restaurant may pay it (issue 41, ADR 073); unsaid on a new article: raw meat's categories yes. */
  mealVoucherEligible: field(flag('Payable en titres-restaurant'), z.boolean(), 'titres-restaurant'),
  // What the butcher tells (issue 13). Grams, whatever the sale unit; the first two for weighed articles only.
  /** The quantity first proposed to the customer, in grams (kg articles); null: 1 kg. */
  defaultQuantityGrams: field(
    grams('La quantité proposée', true).nullable(),
    nullableGrams,
    'quantité proposée',
    'number',
  ),
  /** How the customer's quantity moves, in grams (kg articles); null: by 100 g. */
  quantityStepGrams: field(grams('Le pas de quantité', true).nullable(), nullableGrams, 'pas de quantité', 'number'),
  /** Grams to count per guest at table; null: no portion helper. */
  gramsPerPerson: field(
    grams('La portion par personne', false).nullable(),
    nullableGrams,
    'portion par personne',
    'number',
  ),
  breed: field(told('La race', 60), nullableString, 'race', 'told'),
  maturation: field(told('La maturation', 120), nullableString, 'maturation', 'told'),
  labels: field(qualityLabels, z.array(z.string()), 'labels', 'list'),
  /** The farm or the region. */
  farm: field(told('L’élevage', 120), nullableString, 'élevage', 'told'),
  cookingAdvice: field(told('Le conseil de cuisson', 1000), nullableString, 'conseil de cuisson', 'told'),
  /** The lot the meat on sale comes from, copied onto each line weighed (issue 15); null: none. */
  lotNumber: field(LotNumber, nullableString, 'numéro de lot', 'told'),
  /** Days the meat keeps from the order's day (issue 39): each line's use-by date at « prête »; null: none said. */
  shelfLifeDays: field(
    wholeNumber('La durée de conservation', DAYS, 1, 60).nullable(),
    z.number().int().nullable(),
    'durée de conservation',
    'number',
  ),
};
type ArticleFields = typeof articleFields;
type ArticleField = keyof ArticleFields;

/** One column of the table: the request's checks (`set`), the answer's shapes (`answer`) or the French names. */
function sideOf<Side extends 'set' | 'answer' | 'label'>(side: Side) {
  return Object.fromEntries(Object.entries(articleFields).map(([name, f]) => [name, f[side]])) as {
    [K in ArticleField]: ArticleFields[K][Side];
  };
}

/** What each field is called in French, for the journal's summaries (« prix TTC, rupture »). */
export const ARTICLE_FIELD_LABELS = sideOf('label');

type PlainField = { [K in ArticleField]: ArticleFields[K]['kind'] extends PlainFieldKind ? K : never }[ArticleField];
/** The plain fields and their kind (`PlainFieldKind`): a new one is kept, answered, journalled and typed by kind. */
export const ARTICLE_PLAIN_FIELDS = Object.fromEntries(
  Object.entries(articleFields).flatMap(([name, f]) => (f.kind ? [[name, f.kind]] : [])),
) as { [K in PlainField]: ArticleFields[K]['kind'] };
/** The plain fields of one kind: `'told'` → `'breed' | 'maturation' | …`. */
export type PlainFieldOf<Kind extends PlainFieldKind> = {
  [K in PlainField]: ArticleFields[K]['kind'] extends Kind ? K : never;
}[PlainField];

/** What creating an article cannot leave out; every other field is optional there (and all of them in a change). */
const CREATE_REQUIRES = [
  'designation',
  'subCategoryId',
  'saleUnit',
  'pricePerUnit',
  'purchasePricePerUnit',
  'vatRate',
] as const;
const optionalOnCreate = Object.fromEntries(
  (Object.keys(articleFields) as ArticleField[])
    .filter((name) => !(CREATE_REQUIRES as readonly string[]).includes(name))
    .map((name) => [name, true]),
) as { [K in Exclude<ArticleField, (typeof CREATE_REQUIRES)[number]>]: true };

/** `POST /api/admin/articles`: the fields listed once (articleFields), a new one optional unless said here. */
export const CreateArticleRequest = z.object(sideOf('set')).partial(optionalOnCreate);
export type CreateArticleRequest = z.input<typeof CreateArticleRequest>;

/** `PATCH /api/admin/articles/{id}`: any subset of the fields. */
export const UpdateArticleRequest = z.object(sideOf('set')).partial();
export type UpdateArticleRequest = z.input<typeof UpdateArticleRequest>;

/** An article as the back office sees it: every field the owner sets, and what the server works out. */
export const AdminArticle = z.object({
  id: z.number().int(),
  ...sideOf('answer'),
  subFamily: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  /** The discount applies now. */
  discountIsActive: z.boolean(),
  /** The lowest regular price TTC of the last 30 days (EU Omnibus), struck out beside a discount. */
  referencePrice: Money,
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
  Search: searchText(false),
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
