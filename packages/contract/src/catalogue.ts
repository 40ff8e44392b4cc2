import { z } from 'zod';
import { IdParam, Money, PageNumber, paged, pageSize, QueryFlag, searchText } from './common.js';
import { ARTICLE_SORT_FIELDS, ARTICLES_DEFAULT_PAGE_SIZE, type ArticleSort, parseArticleSort } from './constants.js';
import { isCalendarDate } from './paris-time.js';

export const SaleUnit = z.enum(['kg', 'piece']);
export type SaleUnit = z.infer<typeof SaleUnit>;

export const SubCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  articleCount: z.number().int(),
});
export type SubCategory = z.infer<typeof SubCategory>;

export const ArticleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  subCategories: z.array(SubCategory),
});
export type ArticleCategory = z.infer<typeof ArticleCategory>;

export const ArticleCategoriesResponse = z.object({ categories: z.array(ArticleCategory) });
export type ArticleCategoriesResponse = z.infer<typeof ArticleCategoriesResponse>;

/** Traceability of beef (born, raised, slaughtered), null where it does not apply. */
export const ArticleOrigin = z.object({ born: z.string(), raised: z.string(), slaughtered: z.string() });
export type ArticleOrigin = z.infer<typeof ArticleOrigin>;

/**
 * pricePerUnit / discountedPrice: consumer prices incl. VAT (TTC);
 * purchasePricePerUnit / discountedPurchasePricePerUnit: pro prices excl. VAT (HT).
 * The discounted prices are null unless discountIsActive. While a discount is active, referencePrice and
 * referencePurchasePrice are the lowest regular prices of the last 30 days (EU Omnibus rule): the struck-out
 * price shown beside the discount. Without a discount they equal the regular prices.
 * The three pro prices are null for anyone but an approved pro (a visitor, a particulier, a pro account
 * waiting for the shop's approval).
 */
export const Article = z.object({
  id: z.number().int(),
  designation: z.string(),
  description: z.string(),
  subFamily: z.string(),
  subCategoryId: z.number().int(),
  categoryId: z.number().int(),
  category: z.string(),
  saleUnit: SaleUnit,
  averageWeightGrams: z.number().int().nullable(),
  pricePerUnit: Money,
  discountIsActive: z.boolean(),
  discountedPrice: Money.nullable(),
  purchasePricePerUnit: Money.nullable(),
  discountedPurchasePricePerUnit: Money.nullable(),
  referencePrice: Money,
  referencePurchasePrice: Money.nullable(),
  vatRate: z.number(),
  isHighlighted: z.boolean(),
  origin: ArticleOrigin.nullable(),
  /**
   * The lot the article is sold from now (issue 39): its code (the lot's page's address) and its origin
   * sentence; null when none. The catalogue's answers carry it; other lists of articles may leave it out.
   */
  lot: z.object({ code: z.string(), origin: z.string() }).nullable().optional(),
  allergens: z.array(z.string()),
  imageUrl: z.string(),
  isFavorite: z.boolean(),
  // What a butcher suggests at the counter (docs/decisions/017-catalogue-choice.md). Quantities are in the
  // sale unit (kg or pieces): the stepper starts at defaultQuantity and moves by quantityStep.
  defaultQuantity: z.number(),
  quantityStep: z.number(),
  /** Grams to count per guest at table (200 to 300 g for meat), null where portions do not apply. */
  gramsPerPerson: z.number().int().nullable(),
  /** Breed ("Charolaise"), ageing ("Maturée 21 jours sur l’os"), farm or region, cooking advice: null when unknown. */
  breed: z.string().nullable(),
  maturation: z.string().nullable(),
  /** Quality labels: "Label Rouge", "AOP", "IGP", "Bio"… */
  labels: z.array(z.string()),
  farm: z.string().nullable(),
  cookingAdvice: z.string().nullable(),
  /** "En rupture": shown, but it cannot be added to a cart. */
  isOutOfStock: z.boolean(),
  /** An uploaded picture's WebP widths (`srcset`); null for a shipped illustration. */
  imageSrcSet: z.string().nullable(),
  /**
   * A pre-sold box from one animal (issue 40, ADR 074): « Colis de veau, environ 5 kg, abattage le 12 — acompte
   * 28,35 € ». Null for an ordinary article; the catalogue's answers carry it, other lists may leave it out.
   */
  box: z
    .object({
      nominalWeightText: z.string(),
      slaughterDate: z.string().nullable(),
      distributionDate: z.string(),
      nominalPriceCents: z.number().int(),
      depositCents: z.number().int(),
      /** The animal was cancelled: nothing more is sold. */
      cancelled: z.boolean(),
    })
    .nullable()
    .optional(),
  /**
   * Asked with `date` and `shopId`: false when that day is a holiday ordering day whose festive list leaves
   * the article out, true otherwise. Absent without a date.
   */
  orderableOnDate: z.boolean().optional(),
  /**
   * With a date: what is left of the article's quota that day, in its sale unit (issue 40); null without a
   * quota. Absent without a date.
   */
  remaining: z.number().nullable().optional(),
  /** Sold out that day: the nearest other day from today whose quota has some left; null when none. */
  nextDateWithSome: z.string().nullable().optional(),
});
export type Article = z.infer<typeof Article>;

function dayAndShopTogether(
  query: { date?: string; shopId?: number },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  // A date alone is fine: what is left of the day's quotas is the business's (issue 40), not a shop's.
  if (query.shopId !== undefined && query.date === undefined) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: 'Choisissez le jour de cette boutique.' });
  }
}

const DAY_ERROR = 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-24.';
const SHOP_ERROR = 'Choisissez une boutique.';

/**
 * The day and shop the catalogue is read for (`date=2026-12-24&shopId=1`): a shop needs its day, since a day's
 * festive list belongs to one shop; a date alone answers what is left of the day's quotas. The same parameters serve what that day can still take (ADR 053).
 */
export const ArticleDayQuery = z
  .object({
    date: z.string({ error: DAY_ERROR }).trim().refine(isCalendarDate, { error: DAY_ERROR }).optional(),
    shopId: z.coerce
      .number({ error: SHOP_ERROR })
      .int({ error: SHOP_ERROR })
      .min(1, { error: SHOP_ERROR })
      .max(2_147_483_647, { error: 'Cette boutique n’existe pas.' })
      .optional(),
  })
  .superRefine(dayAndShopTogether);
export type ArticleDayQuery = z.output<typeof ArticleDayQuery>;

/** Repeated (`SubCategoryIds=1&SubCategoryIds=2`) or comma-separated (`SubCategoryIds=1,2`). */
const SubCategoryIds = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  z
    .array(
      z.coerce
        .number({ error: 'Chaque sous-catégorie doit être un identifiant numérique.' })
        .int({ error: 'Chaque sous-catégorie doit être un identifiant numérique.' })
        .min(1, { error: 'Chaque sous-catégorie doit être un identifiant numérique.' })
        .max(2_147_483_647, { error: 'Identifiant de sous-catégorie trop grand.' }),
    )
    .max(100, { error: 'Trop de sous-catégories demandées (100 au plus).' }),
);

const SORT_ERROR = `Tri inconnu\u00a0: choisissez ${ARTICLE_SORT_FIELDS.join(', ')}, suivi au besoin de :asc ou :desc.`;

/**
 * `Sort=price` (each field's natural direction), `Sort=price:desc` or `Sort=-price` (descending); field names
 * are read case-insensitively. Parsed to the canonical `field:direction`. Absent: the catalogue's own order.
 */
const ArticlesSortParam = z
  .string({ error: SORT_ERROR })
  .transform((value, ctx): ArticleSort | undefined => {
    const sort = parseArticleSort(value);
    if (sort === null) {
      ctx.addIssue({ code: 'custom', message: SORT_ERROR });
      return z.NEVER;
    }
    return sort;
  })
  .optional();

export const ArticlesQuery = z
  .object({
    DiscountedOnly: QueryFlag,
    HighlightedOnly: QueryFlag,
    FavoritesOnly: QueryFlag,
    SubCategoryIds: SubCategoryIds.optional().default([]),
    Search: searchText(false),
    Sort: ArticlesSortParam,
    PageNumber,
    PageSize: pageSize(ARTICLES_DEFAULT_PAGE_SIZE),
    /** With `date` and `shopId`: only what that day takes (a holiday day's festive list). */
    OrderableOnly: QueryFlag,
    ...ArticleDayQuery.shape,
  })
  .superRefine((query, ctx) => {
    if (query.OrderableOnly && query.date === undefined && query.shopId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Choisissez le jour de cette boutique.' });
    }
    if (query.OrderableOnly && query.date !== undefined && query.shopId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: 'Choisissez la boutique de ce jour.' });
    }
    dayAndShopTogether(query, ctx);
  });
export type ArticlesQuery = z.input<typeof ArticlesQuery>;
export type ArticlesQueryParsed = z.output<typeof ArticlesQuery>;

export const ArticlesResponse = paged(Article);
export type ArticlesResponse = z.infer<typeof ArticlesResponse>;

export const ArticleParams = IdParam;
