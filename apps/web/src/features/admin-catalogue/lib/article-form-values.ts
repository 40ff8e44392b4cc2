import {
  type AdminArticle,
  type Allergen,
  ARTICLE_PLAIN_FIELDS,
  type CreateArticleRequest,
  type PlainFieldKind,
  type PlainFieldOf,
  type UpdateArticleRequest,
} from '@boucherie/contract';

// Each field of the form is listed once, by how it is typed: the contract's plain fields by their kind, the others
// here. A new plain field needs nothing in this file.
const plainFields = <Kind extends PlainFieldKind>(kind: Kind) =>
  (Object.keys(ARTICLE_PLAIN_FIELDS) as (keyof typeof ARTICLE_PLAIN_FIELDS)[]).filter(
    (name) => ARTICLE_PLAIN_FIELDS[name] === kind,
  ) as PlainFieldOf<Kind>[];
/** Texts sent as typed. */
const TEXT_FIELDS = ['designation', 'description'] as const;
/** Free texts the butcher may leave out: empty in the form, null (not told) in the request. */
const TOLD_FIELDS = plainFields('told');
/** Whole numbers (grams, days), typed « 250 » or « 1 200 g »; empty: not told. */
const GRAMS_FIELDS = plainFields('number');
/** Boxes to tick, with what a new article starts with. */
const FLAG_FIELDS = { isHighlighted: false, isActive: true, isOutOfStock: false, mealVoucherEligible: false } as const;

/** The grams fields, for the inputs that show « g » after the number. */
export type GramsField = PlainFieldOf<'number'>;

type Listed<Names extends readonly string[], Value> = { [Name in Names[number]]: Value };

/** What the form holds: text as typed ("12,50"), turned into the API's numbers on submit. */
export type ArticleFormValues = Listed<typeof TEXT_FIELDS, string> &
  Listed<typeof TOLD_FIELDS, string> &
  Listed<typeof GRAMS_FIELDS, string> & { [Name in keyof typeof FLAG_FIELDS]: boolean } & {
    subCategoryId: string;
    saleUnit: 'kg' | 'piece';
    averageWeightGrams: string;
    pricePerUnit: string;
    purchasePricePerUnit: string;
    vatRate: '5.5' | '10' | '20';
    hasDiscount: boolean;
    discountedPrice: string;
    discountedPurchasePricePerUnit: string;
    discountStartsAt: string;
    discountEndsAt: string;
    originBorn: string;
    originRaised: string;
    originSlaughtered: string;
    allergens: string[];
    /** Labels separated by commas. */
    labels: string;
  };

/** The same value for each name of a list. */
const each = <Name extends string, Value>(names: readonly Name[], value: (name: Name) => Value) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as { [N in Name]: Value };

/** "12,50" → "12,50"; 12.5 → "12,50": the form shows French decimals. */
const decimal = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));

const gramsText = (grams: number | null | undefined) => (grams == null ? '' : String(grams));

export function formValuesOf(article: AdminArticle | null): ArticleFormValues {
  const flags = Object.keys(FLAG_FIELDS) as (keyof typeof FLAG_FIELDS)[];
  return {
    ...each(TEXT_FIELDS, (name) => article?.[name] ?? ''),
    ...each(TOLD_FIELDS, (name) => article?.[name] ?? ''),
    ...each(GRAMS_FIELDS, (name) => gramsText(article?.[name])),
    ...each(flags, (name) => article?.[name] ?? FLAG_FIELDS[name]),
    subCategoryId: article ? String(article.subCategoryId) : '',
    saleUnit: article?.saleUnit ?? 'kg',
    averageWeightGrams: article?.averageWeightGrams == null ? '' : String(article.averageWeightGrams),
    pricePerUnit: decimal(article?.pricePerUnit ?? null),
    purchasePricePerUnit: decimal(article?.purchasePricePerUnit ?? null),
    vatRate: article ? (String(article.vatRate) as ArticleFormValues['vatRate']) : '5.5',
    hasDiscount: article?.discountedPrice != null,
    discountedPrice: decimal(article?.discountedPrice ?? null),
    discountedPurchasePricePerUnit: decimal(article?.discountedPurchasePricePerUnit ?? null),
    discountStartsAt: article?.discountStartsAt ?? '',
    discountEndsAt: article?.discountEndsAt ?? '',
    originBorn: article?.origin?.born ?? '',
    originRaised: article?.origin?.raised ?? '',
    originSlaughtered: article?.origin?.slaughtered ?? '',
    allergens: article?.allergens ?? [],
    labels: (article?.labels ?? []).join(', '),
  };
}

/** A grams field as typed: empty → null (not told); "250", "1 200" → 250, 1200; anything else → NaN. */
export function parseGrams(text: string): number | null {
  const cleaned = text.replace(/\s|g$/gi, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** "Label Rouge, IGP , " → ["Label Rouge", "IGP"]. */
export const labelsOf = (text: string) =>
  text
    .split(/[,;]/)
    .map((label) => label.trim())
    .filter((label) => label !== '');

/** "12,50", "12.5", " 12 " → 12.5; anything else → NaN (the server answers in French, field by field). */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/\s|€/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const amountOrNull = (text: string) => (text.trim() === '' ? null : parseAmount(text));

export function requestOf(v: ArticleFormValues): CreateArticleRequest {
  const hasOrigin = [v.originBorn, v.originRaised, v.originSlaughtered].some((t) => t.trim() !== '');
  const flags = Object.keys(FLAG_FIELDS) as (keyof typeof FLAG_FIELDS)[];
  return {
    ...each(TEXT_FIELDS, (name) => v[name]),
    ...each(TOLD_FIELDS, (name) => v[name].trim() || null),
    ...each(GRAMS_FIELDS, (name) => parseGrams(v[name])),
    ...each(flags, (name) => v[name]),
    subCategoryId: Number(v.subCategoryId),
    saleUnit: v.saleUnit,
    averageWeightGrams: v.averageWeightGrams.trim() === '' ? null : Number(v.averageWeightGrams),
    pricePerUnit: parseAmount(v.pricePerUnit),
    purchasePricePerUnit: parseAmount(v.purchasePricePerUnit),
    vatRate: Number(v.vatRate) as 5.5 | 10 | 20,
    discountedPrice: v.hasDiscount ? amountOrNull(v.discountedPrice) : null,
    discountedPurchasePricePerUnit: v.hasDiscount ? amountOrNull(v.discountedPurchasePricePerUnit) : null,
    discountStartsAt: v.hasDiscount && v.discountStartsAt ? v.discountStartsAt : null,
    discountEndsAt: v.hasDiscount && v.discountEndsAt ? v.discountEndsAt : null,
    origin: hasOrigin ? { born: v.originBorn, raised: v.originRaised, slaughtered: v.originSlaughtered } : null,
    allergens: v.allergens as Allergen[],
    // Sold by the piece, the customer counts pieces: no first quantity nor step in grams.
    ...(v.saleUnit === 'piece' && { defaultQuantityGrams: null, quantityStepGrams: null }),
    labels: labelsOf(v.labels),
  };
}

/** Only what changed: the journal and the price history record exactly what the owner did. */
export function changesOf(initial: ArticleFormValues, values: ArticleFormValues): UpdateArticleRequest {
  const before = requestOf(initial) as Record<string, unknown>;
  const after = requestOf(values) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  ) as UpdateArticleRequest;
}

/** The contract's path of a request's field (["origin", "born"], ["allergens", 0]) → the form's field. */
export function formFieldOfPath(path: readonly PropertyKey[]): string {
  const [head = '', sub] = path.map(String);
  return head === 'origin' && sub ? `origin${sub.replace(/^./, (c) => c.toUpperCase())}` : head;
}

/** The server's field names ("Origin.Born", "Allergens[0]") → the form's. */
export function formFieldOf(serverKey: string): keyof ArticleFormValues | null {
  const key = serverKey.replace(/\[\d+\]$/, '');
  const origin: Record<string, keyof ArticleFormValues> = {
    'Origin.Born': 'originBorn',
    'Origin.Raised': 'originRaised',
    'Origin.Slaughtered': 'originSlaughtered',
  };
  if (origin[key]) return origin[key];
  const field = key.replace(/^./, (c) => c.toLowerCase());
  return field in formValuesOf(null) ? (field as keyof ArticleFormValues) : null;
}
