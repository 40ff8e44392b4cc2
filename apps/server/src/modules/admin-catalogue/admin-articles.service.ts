import {
  type AdminArticleDetail,
  type AdminArticlesQueryParsed,
  type AdminArticlesResponse,
  ARTICLE_FIELD_LABELS,
  type CreateArticleRequest,
  isRawMeatCategory,
  type UpdateArticleRequest,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { foldForSearch } from '../../lib/text.js';
import { findPriceHistory } from '../catalogue/index.js';
import { changedValues, recordChange } from '../journal/journal.service.js';
import { saveImages } from '../uploads/uploads.service.js';
import * as repo from './admin-articles.repository.js';
import { adviceColumns } from './article-advice.js';
import { prepareArticleImage } from './article-images.js';
import {
  type ArticleState,
  applyRequest,
  checkState,
  journalValues,
  stateOfRow,
  toAdminArticle,
} from './article-state.js';

export type CatalogueDeps = { db: Db; now: Date; userId: number };

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export async function listArticles(db: Db, query: AdminArticlesQueryParsed, now: Date): Promise<AdminArticlesResponse> {
  const { rows, total } = await repo.findAdminArticles(db, {
    now: now.toISOString(),
    searchWords: foldForSearch(query.Search ?? '')
      .split(' ')
      .filter((w) => w !== ''),
    categoryId: query.CategoryId,
    subCategoryId: query.SubCategoryId,
    state: query.State,
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  // One query for the price history of the page's articles: each gets its own reference price.
  const history = await findPriceHistory(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    toAdminArticle(
      row,
      history.filter((h) => h.article_id === row.id),
      now,
    ),
  );
  return pageOf(items, query, total);
}

async function loadRow(db: Db, id: number) {
  const row = await repo.findAdminArticle(db, id);
  if (!row) throw notFound('Cet article n’existe pas.');
  return row;
}

export async function getArticle(db: Db, id: number, now: Date): Promise<AdminArticleDetail> {
  const row = await loadRow(db, id);
  const prices = await repo.findPrices(db, id);
  return {
    ...toAdminArticle(row, prices, now),
    priceHistory: prices.map((p) => ({
      pricePerUnit: toEuros(p.price_cents),
      purchasePricePerUnit: toEuros(p.purchase_price_cents),
      validFrom: p.valid_from,
    })),
  };
}

async function subCategoryLabel(db: Db, id: number) {
  const label = await repo.findSubCategoryLabel(db, id);
  if (!label) throw validation('SubCategoryId', 'Cette sous-catégorie n’existe pas.');
  return label;
}

function columnsOf(s: ArticleState) {
  return {
    designation: s.designation,
    description: s.description,
    sub_category_id: s.subCategoryId,
    sale_unit: s.saleUnit,
    average_weight_grams: s.averageWeightGrams,
    price_cents: s.priceCents,
    purchase_price_cents: s.purchasePriceCents,
    vat_rate_bp: s.vatRateBp,
    discount_price_cents: s.discountPriceCents,
    discount_purchase_price_cents: s.discountPurchasePriceCents,
    discount_starts_at: s.discountStartsAt,
    discount_ends_at: s.discountEndsAt,
    is_highlighted: s.isHighlighted ? 1 : 0,
    is_active: s.isActive ? 1 : 0,
    is_out_of_stock: s.isOutOfStock ? 1 : 0,
    meal_voucher_eligible: s.mealVoucherEligible ? 1 : 0,
    origin_born: s.origin?.born ?? null,
    origin_raised: s.origin?.raised ?? null,
    origin_slaughtered: s.origin?.slaughtered ?? null,
    allergens: JSON.stringify(s.allergens),
    ...adviceColumns(s.advice),
  };
}

async function uniqueSlug(db: Db, designation: string) {
  const base =
    foldForSearch(designation)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'article';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugExists(db, slug))) return slug;
  }
}

export async function createArticle(deps: CatalogueDeps, request: CreateArticleRequest): Promise<AdminArticleDetail> {
  const { db, now } = deps;
  const state = applyRequest(null, request, now);
  checkState(state, request, now);
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const label = await subCategoryLabel(trx, state.subCategoryId);
    const category = await trx
      .selectFrom('sub_category as s')
      .innerJoin('category as c', 'c.id', 's.category_id')
      .select(['c.image_url', 'c.slug'])
      .where('s.id', '=', state.subCategoryId)
      .executeTakeFirstOrThrow();
    // Unsaid, titres-restaurant pay raw meat only (ADR 073).
    if (request.mealVoucherEligible === undefined) state.mealVoucherEligible = isRawMeatCategory(category.slug);
    const newId = await repo.insertArticle(trx, {
      ...columnsOf(state),
      slug: await uniqueSlug(trx, state.designation),
      // The category's illustration until the owner uploads a picture.
      image_url: category.image_url,
      search_text: foldForSearch(`${state.designation} ${label.sub_family} ${label.category_name}`),
      created_at: at,
      updated_at: at,
    });
    await repo.insertPrice(trx, {
      article_id: newId,
      price_cents: state.priceCents,
      purchase_price_cents: state.purchasePriceCents,
      valid_from: at,
    });
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'article.create',
      entityType: 'article',
      entityId: newId,
      summary: `Article créé\u00a0: ${quoted(state.designation)}.`,
      after: journalValues(state),
    });
    return newId;
  });
  return getArticle(db, id, now);
}

export async function updateArticle(
  deps: CatalogueDeps,
  id: number,
  request: UpdateArticleRequest,
): Promise<AdminArticleDetail> {
  const { db, now } = deps;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.lockArticle(trx, id);
    const row = await loadRow(trx, id);
    if (row.withdrawn_at) {
      throw new AppError(
        'CONFLICT',
        'Cet article est retiré de la vente\u00a0: remettez-le en vente avant de le modifier.',
      );
    }
    const before = stateOfRow(row);
    const after = applyRequest(before, request, now);
    checkState(after, request, now);
    const label = await subCategoryLabel(trx, after.subCategoryId);
    const changes = changedValues(journalValues(before), journalValues(after));
    if (Object.keys(changes.after).length === 0) return;
    await repo.updateArticle(trx, id, {
      ...columnsOf(after),
      search_text: foldForSearch(`${after.designation} ${label.sub_family} ${label.category_name}`),
      updated_at: at,
    });
    // Every regular price is kept: the struck-out reference price (Omnibus) reads this history.
    if (after.priceCents !== before.priceCents || after.purchasePriceCents !== before.purchasePriceCents) {
      await repo.insertPrice(trx, {
        article_id: id,
        price_cents: after.priceCents,
        purchase_price_cents: after.purchasePriceCents,
        valid_from: at,
      });
    }
    const labels: Record<string, string> = ARTICLE_FIELD_LABELS;
    const fields = Object.keys(changes.after).map((key) => labels[key] ?? key);
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'article.update',
      entityType: 'article',
      entityId: id,
      summary: `Article ${quoted(after.designation)} modifié\u00a0: ${fields.join(', ')}.`,
      ...changes,
    });
  });
  return getArticle(db, id, now);
}

/** An article is never deleted: orders and the price history keep it. Withdrawn, it leaves the shop. */
export async function withdrawArticle(deps: CatalogueDeps, id: number, withdraw: boolean): Promise<AdminArticleDetail> {
  const { db, now } = deps;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.lockArticle(trx, id);
    const row = await loadRow(trx, id);
    if (Boolean(row.withdrawn_at) === withdraw) {
      throw new AppError(
        'CONFLICT',
        withdraw
          ? 'Cet article est déjà retiré de la vente.'
          : 'Cet article est déjà au catalogue\u00a0: rien à remettre en vente.',
      );
    }
    await repo.updateArticle(trx, id, { withdrawn_at: withdraw ? at : null, updated_at: at });
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: withdraw ? 'article.withdraw' : 'article.restore',
      entityType: 'article',
      entityId: id,
      summary: withdraw
        ? `Article retiré de la vente\u00a0: ${quoted(row.designation)}.`
        : `Article remis au catalogue\u00a0: ${quoted(row.designation)}.`,
      before: { withdrawnAt: row.withdrawn_at },
      after: { withdrawnAt: withdraw ? at : null },
    });
  });
  return getArticle(db, id, now);
}

/**
 * A new picture: WebP copies made first (outside any transaction: resizing takes a while), then stored in the
 * database with the article pointing at them, in one transaction.
 */
export async function setArticleImage(deps: CatalogueDeps, id: number, buffer: Buffer): Promise<AdminArticleDetail> {
  const { db, now } = deps;
  const existing = await loadRow(db, id);
  const stored = await prepareArticleImage(buffer);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await saveImages(trx, stored.files, now);
    await repo.updateArticle(trx, id, { image_url: stored.imageUrl, image_srcset: stored.srcSet, updated_at: at });
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'article.image',
      entityType: 'article',
      entityId: id,
      summary: `Nouvelle photo pour ${quoted(existing.designation)}.`,
      before: { imageUrl: existing.image_url },
      after: { imageUrl: stored.imageUrl },
    });
  });
  return getArticle(db, id, now);
}
