import {
  type Article,
  type ArticleCategoriesResponse,
  type ArticleSort,
  type ArticlesQueryParsed,
  type ArticlesResponse,
  boxDepositCents,
  nominalWeightText,
  originSentence,
  searchWordsOf,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { pageOf } from '../../lib/paging.js';
import { DAY_MS } from '../../lib/time.js';
import type { Viewer } from '../sessions/sessions.js';
import { butcherAdvice } from './butcher-advice.js';
import { searchCandidates, sortCandidates } from './catalogue.ranking.js';
import * as repo from './catalogue.repository.js';

export async function listArticles(
  db: Db,
  query: ArticlesQueryParsed,
  viewer: Viewer,
  now: Date,
): Promise<ArticlesResponse> {
  if (query.FavoritesOnly && !viewer) {
    throw new AppError('UNAUTHENTICATED', 'Connectez-vous pour voir vos favoris.');
  }
  const words = searchWordsOf(query.Search ?? '');
  const { PageNumber: pageNumber, PageSize: pageSize } = query;
  const filter = {
    now: now.toISOString(),
    subCategoryIds: query.SubCategoryIds,
    discountedOnly: query.DiscountedOnly,
    highlightedOnly: query.HighlightedOnly,
    userId: viewer?.userId ?? null,
    favoritesOnly: query.FavoritesOnly,
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  };
  const { rows, total } =
    words.length > 0 || query.Sort
      ? await rankedPage(db, filter, words, query.Sort, viewer?.isApprovedPro === true)
      : await repo.findArticles(db, filter);
  return pageOf(await toArticles(db, rows, now, viewer), { PageNumber: pageNumber, PageSize: pageSize }, total);
}

/** A search or a sort: the filtered articles are ranked in memory, then the page's articles are read. */
async function rankedPage(
  db: Db,
  filter: repo.ArticleFilter,
  words: string[],
  sort: ArticleSort | undefined,
  pro: boolean,
) {
  let ranked = await repo.findArticleCandidates(db, filter);
  if (words.length > 0) ranked = searchCandidates(ranked, words);
  if (sort) ranked = sortCandidates(ranked, sort, pro);
  const ids = ranked.slice(filter.offset, filter.offset + filter.limit).map((row) => row.id);
  const byId = new Map(
    (await repo.findArticlesByIds(db, ids, filter.now, filter.userId).execute()).map((row) => [row.id, row]),
  );
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: ranked.length };
}

export async function getArticle(db: Db, id: number, viewer: Viewer, now: Date): Promise<Article> {
  const row = await repo.findArticleById(db, id, now.toISOString(), viewer?.userId ?? null);
  if (!row) throw notFound("Cet article n'existe pas ou n'est plus en vente.");
  const [[article], lots, boxes] = await Promise.all([
    toArticles(db, [row], now, viewer),
    repo.findArticleLots(db, [id]),
    repo.findArticleBoxes(db, [id]),
  ]);
  return { ...(article as Article), lot: articleLotOf(lots[0]), box: articleBoxOf(boxes[0]) };
}

/** A box's sentence on its article's answer (ADR 074): its weight, the animal's slaughter day, the deposit. */
export const articleBoxOf = (box: repo.ArticleBoxRow | undefined): Article['box'] =>
  box
    ? {
        nominalWeightText: nominalWeightText(box.nominalWeightGrams),
        slaughterDate: box.slaughterDate ?? null,
        distributionDate: box.distributionDate,
        nominalPriceCents: Math.round((box.pricePerKgCents * box.nominalWeightGrams) / 1000),
        depositCents: boxDepositCents(box),
        cancelled: box.cancelledAt !== null,
      }
    : null;

/** The lot on an article's answer: its code, the lot page's address, and its origin sentence (issue 39). */
export const articleLotOf = (lot: repo.ArticleLotRow | undefined): Article['lot'] =>
  lot ? { code: lot.code, origin: originSentence(lot) } : null;

export async function getCategoryTree(db: Db): Promise<ArticleCategoriesResponse> {
  const { categories, subCategories } = await repo.findCategoryTree(db);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      imageUrl: c.image_url,
      subCategories: subCategories
        .filter((s) => s.category_id === c.id)
        .map((s) => ({ id: s.id, name: s.name, slug: s.slug, articleCount: Number(s.article_count) })),
    })),
  };
}

/** The articles still sold among `ids`, keyed by id. */
export async function getArticlesByIds(
  db: Db,
  ids: number[],
  viewer: Viewer,
  now: Date,
): Promise<Map<number, Article>> {
  const rows = await repo.findArticlesByIds(db, ids, now.toISOString(), viewer?.userId ?? null).execute();
  return new Map((await toArticles(db, rows, now, viewer)).map((a) => [a.id, a]));
}

/** Pro prices are for approved pros only: anyone else gets them as null (a visitor, a particulier, a pending pro). */
async function toArticles(db: Db, rows: repo.ArticleRow[], now: Date, viewer: Viewer): Promise<Article[]> {
  const showsProPrices = viewer?.isApprovedPro === true;
  // The reference price only shows beside a discount.
  const history = await repo.findPriceHistory(
    db,
    rows.filter((r) => r.discount_is_active).map((r) => r.id),
  );
  return rows.map((row) =>
    articleOf(
      row,
      history.filter((h) => h.article_id === row.id),
      now,
      showsProPrices,
    ),
  );
}

/** One article as the API answers it, from its row and its price history (oldest first). */
export function articleOf(row: repo.ArticleRow, history: PriceRow[], now: Date, showsProPrices: boolean): Article {
  const reference = lowestPricesOfLast30Days(history, row, now);
  const discountIsActive = Boolean(row.discount_is_active);
  return {
    id: row.id,
    designation: row.designation,
    description: row.description,
    subFamily: row.sub_family,
    subCategoryId: row.sub_category_id,
    categoryId: row.category_id,
    category: row.category_name,
    saleUnit: row.sale_unit,
    averageWeightGrams: row.average_weight_grams,
    pricePerUnit: toEuros(row.price_cents),
    discountIsActive,
    discountedPrice: discountIsActive && row.discount_price_cents !== null ? toEuros(row.discount_price_cents) : null,
    purchasePricePerUnit: showsProPrices ? toEuros(row.purchase_price_cents) : null,
    discountedPurchasePricePerUnit:
      showsProPrices && discountIsActive && row.discount_purchase_price_cents !== null
        ? toEuros(row.discount_purchase_price_cents)
        : null,
    referencePrice: toEuros(reference.price),
    referencePurchasePrice: showsProPrices ? toEuros(reference.purchasePrice) : null,
    vatRate: row.vat_rate_bp / 100,
    isHighlighted: row.is_highlighted === 1,
    origin:
      row.origin_born && row.origin_raised && row.origin_slaughtered
        ? { born: row.origin_born, raised: row.origin_raised, slaughtered: row.origin_slaughtered }
        : null,
    allergens: JSON.parse(row.allergens) as string[],
    imageUrl: row.image_url,
    isFavorite: Number(row.is_favorite) === 1,
    ...butcherAdvice(row),
    isOutOfStock: row.is_out_of_stock === 1,
    imageSrcSet: row.image_srcset,
  };
}

type PriceRow = { price_cents: number; purchase_price_cents: number; valid_from: string };

/**
 * EU Omnibus rule: the reference price beside a discount is the lowest regular price in force at any
 * time during the last 30 days. A history row is in force from its valid_from until the next row's.
 */
export function lowestPricesOfLast30Days(
  history: PriceRow[],
  current: { price_cents: number; purchase_price_cents: number },
  now: Date,
) {
  const windowStart = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  let price = current.price_cents;
  let purchasePrice = current.purchase_price_cents;
  history.forEach((row, i) => {
    const next = history[i + 1];
    const inForceDuringWindow =
      (next === undefined || next.valid_from > windowStart) && row.valid_from <= now.toISOString();
    if (!inForceDuringWindow) return;
    price = Math.min(price, row.price_cents);
    purchasePrice = Math.min(purchasePrice, row.purchase_price_cents);
  });
  return { price, purchasePrice };
}
