import {
  type AdminArticle,
  type CreateArticleRequest,
  instantOfParisDateTime,
  parisDateTime,
  type UpdateArticleRequest,
} from '@boucherie/contract';
import { AppError } from '../../errors.js';
import { formatEuros, toEuros } from '../../lib/money.js';
import { lowestPricesOfLast30Days } from '../catalogue/catalogue.service.js';
import type { AdminArticleRow } from './admin-articles.repository.js';
import { type ArticleAdvice, adviceOfRow, applyAdvice, checkAdvice, NO_ADVICE } from './article-advice.js';

/** An article as the owner edits it, in the database's units (cents, basis points, UTC instants). */
export type ArticleState = {
  designation: string;
  description: string;
  subCategoryId: number;
  saleUnit: 'kg' | 'piece';
  averageWeightGrams: number | null;
  priceCents: number;
  purchasePriceCents: number;
  vatRateBp: number;
  discountPriceCents: number | null;
  discountPurchasePriceCents: number | null;
  discountStartsAt: string | null;
  discountEndsAt: string | null;
  origin: { born: string; raised: string; slaughtered: string } | null;
  allergens: string[];
  isHighlighted: boolean;
  isActive: boolean;
  isOutOfStock: boolean;
  /** Titres-restaurant may pay it (ADR 073). */
  mealVoucherEligible: boolean;
  /** What the butcher tells (issue 13). */
  advice: ArticleAdvice;
};

const cents = (euros: number) => Math.round(euros * 100);
const centsOrNull = (euros: number | null) => (euros === null ? null : cents(euros));
/** A Paris wall-clock time ('YYYY-MM-DDTHH:mm') to its UTC instant. */
const instant = (value: string | null) => (value === null ? null : instantOfParisDateTime(value).toISOString());
const local = (iso: string | null) => (iso === null ? null : parisDateTime(new Date(iso)));

export function stateOfRow(row: AdminArticleRow): ArticleState {
  return {
    designation: row.designation,
    description: row.description,
    subCategoryId: row.sub_category_id,
    saleUnit: row.sale_unit,
    averageWeightGrams: row.average_weight_grams,
    priceCents: row.price_cents,
    purchasePriceCents: row.purchase_price_cents,
    vatRateBp: row.vat_rate_bp,
    discountPriceCents: row.discount_price_cents,
    discountPurchasePriceCents: row.discount_purchase_price_cents,
    discountStartsAt: row.discount_starts_at,
    discountEndsAt: row.discount_ends_at,
    origin:
      row.origin_born && row.origin_raised && row.origin_slaughtered
        ? { born: row.origin_born, raised: row.origin_raised, slaughtered: row.origin_slaughtered }
        : null,
    allergens: JSON.parse(row.allergens) as string[],
    isHighlighted: row.is_highlighted === 1,
    isActive: row.is_active === 1,
    isOutOfStock: row.is_out_of_stock === 1,
    mealVoucherEligible: row.meal_voucher_eligible === 1,
    advice: adviceOfRow(row),
  };
}

const EMPTY: Omit<ArticleState, 'designation' | 'subCategoryId' | 'saleUnit' | 'priceCents' | 'purchasePriceCents'> = {
  description: '',
  averageWeightGrams: null,
  vatRateBp: 550,
  discountPriceCents: null,
  discountPurchasePriceCents: null,
  discountStartsAt: null,
  discountEndsAt: null,
  origin: null,
  allergens: [],
  isHighlighted: false,
  isActive: true,
  isOutOfStock: false,
  mealVoucherEligible: false,
  advice: NO_ADVICE,
};

/** The state a request asks for: the current one (or the defaults of a new article) with the given fields. */
export function applyRequest(
  current: ArticleState | null,
  request: UpdateArticleRequest | CreateArticleRequest,
  now: Date,
): ArticleState {
  const base = current ?? ({ ...EMPTY } as ArticleState);
  const next: ArticleState = { ...base };
  const r = request;
  if (r.designation !== undefined) next.designation = r.designation;
  if (r.description !== undefined) next.description = r.description;
  if (r.subCategoryId !== undefined) next.subCategoryId = r.subCategoryId;
  if (r.saleUnit !== undefined) next.saleUnit = r.saleUnit;
  if (r.averageWeightGrams !== undefined) next.averageWeightGrams = r.averageWeightGrams;
  if (r.pricePerUnit !== undefined) next.priceCents = cents(r.pricePerUnit);
  if (r.purchasePricePerUnit !== undefined) next.purchasePriceCents = cents(r.purchasePricePerUnit);
  if (r.vatRate !== undefined) next.vatRateBp = Math.round(r.vatRate * 100);
  if (r.discountedPrice !== undefined) next.discountPriceCents = centsOrNull(r.discountedPrice);
  if (r.discountedPurchasePricePerUnit !== undefined) {
    next.discountPurchasePriceCents = centsOrNull(r.discountedPurchasePricePerUnit);
  }
  if (r.discountStartsAt !== undefined) next.discountStartsAt = instant(r.discountStartsAt);
  if (r.discountEndsAt !== undefined) next.discountEndsAt = instant(r.discountEndsAt);
  if (r.origin !== undefined) next.origin = r.origin;
  if (r.allergens !== undefined) next.allergens = r.allergens;
  if (r.isHighlighted !== undefined) next.isHighlighted = r.isHighlighted;
  if (r.isActive !== undefined) next.isActive = r.isActive;
  if (r.isOutOfStock !== undefined) next.isOutOfStock = r.isOutOfStock;
  if (r.mealVoucherEligible !== undefined) next.mealVoucherEligible = r.mealVoucherEligible;
  next.advice = applyAdvice(base.advice, r, next.saleUnit);
  if (next.saleUnit === 'kg' && r.averageWeightGrams === undefined && r.saleUnit !== undefined) {
    next.averageWeightGrams = null;
  }
  if (next.discountPriceCents === null) {
    // No discount: no pro discount and no dates either.
    next.discountPurchasePriceCents = null;
    next.discountStartsAt = null;
    next.discountEndsAt = null;
  } else if (next.discountStartsAt === null) {
    next.discountStartsAt = now.toISOString();
  }
  return next;
}

/** The rules that hold between fields, checked on the state a request would give: 400 with every failure. */
export function checkState(state: ArticleState, request: UpdateArticleRequest | CreateArticleRequest, now: Date) {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (state.saleUnit === 'piece' && state.averageWeightGrams === null) {
    fail('AverageWeightGrams', 'Indiquez le poids moyen d’une pièce, en grammes.');
  }
  if (state.discountPriceCents !== null && state.discountPriceCents >= state.priceCents) {
    fail(
      'DiscountedPrice',
      `Le prix remisé doit être inférieur au prix TTC (${formatEuros(toEuros(state.priceCents))}).`,
    );
  }
  if (state.discountPurchasePriceCents !== null && state.discountPurchasePriceCents >= state.purchasePriceCents) {
    fail(
      'DiscountedPurchasePricePerUnit',
      `Le prix pro remisé doit être inférieur au prix pro HT (${formatEuros(toEuros(state.purchasePriceCents))}).`,
    );
  }
  if (request.discountedPurchasePricePerUnit != null && state.discountPriceCents === null) {
    fail(
      'DiscountedPurchasePricePerUnit',
      'Une remise pro va avec une remise TTC\u00a0: indiquez aussi le prix remisé.',
    );
  }
  if (state.discountStartsAt && state.discountEndsAt && state.discountEndsAt <= state.discountStartsAt) {
    fail('DiscountEndsAt', 'La fin de la remise doit suivre son début.');
  }
  if (request.discountEndsAt && state.discountEndsAt && state.discountEndsAt <= now.toISOString()) {
    fail('DiscountEndsAt', 'Cette fin de remise est déjà passée\u00a0: choisissez une date à venir.');
  }
  checkAdvice(state.advice, request, state.saleUnit, fail);
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', 'Certaines valeurs sont invalides.', errors);
  }
}

export const discountIsActive = (s: ArticleState, now: Date) =>
  s.discountPriceCents !== null &&
  s.discountStartsAt !== null &&
  s.discountStartsAt <= now.toISOString() &&
  (s.discountEndsAt === null || s.discountEndsAt > now.toISOString());

type PriceRow = { price_cents: number; purchase_price_cents: number; valid_from: string };

export function toAdminArticle(row: AdminArticleRow, history: PriceRow[], now: Date): AdminArticle {
  const s = stateOfRow(row);
  const oldestFirst = [...history].sort((a, b) => (a.valid_from < b.valid_from ? -1 : 1));
  const reference = lowestPricesOfLast30Days(oldestFirst, row, now);
  return {
    id: row.id,
    ...apiValues(s),
    subFamily: row.sub_family,
    categoryId: row.category_id,
    category: row.category_name,
    discountIsActive: discountIsActive(s, now),
    referencePrice: toEuros(reference.price),
    withdrawnAt: row.withdrawn_at,
    imageUrl: row.image_url,
    imageSrcSet: row.image_srcset,
    updatedAt: row.updated_at,
  };
}

/** The fields the owner sets, in the API's names and units: the answer's, and what the journal keeps. */
function apiValues(s: ArticleState) {
  return {
    designation: s.designation,
    description: s.description,
    subCategoryId: s.subCategoryId,
    saleUnit: s.saleUnit,
    averageWeightGrams: s.averageWeightGrams,
    pricePerUnit: toEuros(s.priceCents),
    purchasePricePerUnit: toEuros(s.purchasePriceCents),
    vatRate: s.vatRateBp / 100,
    discountedPrice: s.discountPriceCents === null ? null : toEuros(s.discountPriceCents),
    discountedPurchasePricePerUnit:
      s.discountPurchasePriceCents === null ? null : toEuros(s.discountPurchasePriceCents),
    discountStartsAt: local(s.discountStartsAt),
    discountEndsAt: local(s.discountEndsAt),
    origin: s.origin,
    allergens: s.allergens,
    isHighlighted: s.isHighlighted,
    isActive: s.isActive,
    isOutOfStock: s.isOutOfStock,
    mealVoucherEligible: s.mealVoucherEligible,
    ...s.advice,
  };
}

/** The values the journal keeps for an article: the API's names and units. */
export const journalValues = (s: ArticleState): Record<string, unknown> => apiValues(s);
