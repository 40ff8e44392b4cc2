import { Article, ArticleCategoriesResponse } from '@boucherie/contract';
import type { Db, Engine } from '../../db/database.js';
import { answerOf, type CachedAnswer, jsonOf } from '../../http/cached-answer.js';
import { DAY_MS } from '../../lib/time.js';
import { articleBoxOf, articleLotOf, articleOf, getCategoryTree } from '../catalogue/catalogue.service.js';
import type { ArticleRow } from '../catalogue/index.js';
import * as repo from '../catalogue/index.js';
import { inSnapshot } from './in-snapshot.js';

/** One article on sale, serialised once for each kind of viewer: [particulier or visitor, pro][not favourite, favourite]. */
export type SnapshotArticle = {
  id: number;
  subCategoryId: number;
  isHighlighted: boolean;
  discountIsActive: boolean;
  /** Its row: what the search and the sorts rank, what the cart checks. */
  candidate: OnSaleRow & { discount_is_active: boolean };
  answers: [[CachedAnswer, CachedAnswer], [CachedAnswer, CachedAnswer]];
};

/**
 * The catalogue as it stands at one version of its tables, between two instants: a discount starting or
 * ending, a price coming into force or leaving the 30 days of the reference price are instants where the
 * answers change without any write, so the snapshot is valid only between the last and the next of them.
 */
export type CatalogueSnapshot = {
  version: number;
  validFrom: string;
  validUntil: string | null;
  articles: SnapshotArticle[];
  byId: Map<number, SnapshotArticle>;
  categories: CachedAnswer;
  /** Composed list answers, kept for this snapshot only (bounded). */
  lists: Map<string, CachedAnswer>;
};

export const isFresh = (
  snapshot: { version: number; validFrom: string; validUntil: string | null },
  version: number,
  now: string,
) =>
  snapshot.version >= version &&
  snapshot.validFrom <= now &&
  (snapshot.validUntil === null || now < snapshot.validUntil);

/** The last instant at or before `now` and the first after it, among `instants` (ISO strings, compared as SQL does). */
export function validityAround(instants: Iterable<string>, now: string) {
  let validFrom = '';
  let validUntil: string | null = null;
  for (const instant of instants) {
    if (instant <= now) {
      if (instant > validFrom) validFrom = instant;
    } else if (validUntil === null || instant < validUntil) validUntil = instant;
  }
  return { validFrom, validUntil };
}

const plus30Days = (instant: string) => {
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? instant : new Date(ms + 30 * DAY_MS).toISOString();
};

type OnSaleRow = Awaited<ReturnType<typeof repo.findArticlesOnSale>>[number];

export async function buildCatalogueSnapshot(db: Db, engine: Engine, now: Date): Promise<CatalogueSnapshot> {
  const nowIso = now.toISOString();
  return inSnapshot(db, engine, async (trx) => {
    const { version } = await trx
      .selectFrom('cache_version')
      .select('version')
      .where('name', '=', 'catalogue')
      .executeTakeFirstOrThrow();
    const rows = await repo.findArticlesOnSale(trx);
    const history = await repo.findPriceHistory(
      trx,
      rows.map((r) => r.id),
    );
    const tree = await getCategoryTree(trx);
    const lots = new Map((await repo.findArticleLots(trx)).map((lot) => [lot.articleId, articleLotOf(lot)]));
    const boxes = new Map((await repo.findArticleBoxes(trx)).map((box) => [box.articleId, articleBoxOf(box)]));

    const instants: string[] = [];
    for (const row of rows) {
      if (row.discount_starts_at) instants.push(row.discount_starts_at);
      if (row.discount_ends_at) instants.push(row.discount_ends_at);
    }
    for (const h of history) instants.push(h.valid_from, plus30Days(h.valid_from));

    const historyOf = new Map<number, typeof history>();
    for (const h of history) historyOf.set(h.article_id, [...(historyOf.get(h.article_id) ?? []), h]);
    const articles = rows.map((row) =>
      snapshotArticle(
        row,
        historyOf.get(row.id) ?? [],
        { lot: lots.get(row.id) ?? null, box: boxes.get(row.id) ?? null },
        now,
        nowIso,
      ),
    );
    return {
      version: Number(version),
      ...validityAround(instants, nowIso),
      articles,
      byId: new Map(articles.map((a) => [a.id, a])),
      categories: answerOf(jsonOf(ArticleCategoriesResponse, tree)),
      lists: new Map(),
    };
  });
}

/** Same rule as the SQL of the catalogue's queries (ISO strings compared as text). */
const discountRuns = (row: OnSaleRow, now: string) =>
  row.discount_price_cents !== null &&
  row.discount_starts_at !== null &&
  row.discount_starts_at <= now &&
  (row.discount_ends_at === null || row.discount_ends_at > now);

function snapshotArticle(
  row: OnSaleRow,
  history: Parameters<typeof articleOf>[1],
  from: Pick<Article, 'lot' | 'box'>,
  now: Date,
  nowIso: string,
): SnapshotArticle {
  const discountIsActive = discountRuns(row, nowIso);
  const variant = (pro: boolean, favourite: boolean) => {
    const full: ArticleRow = { ...row, discount_is_active: discountIsActive, is_favorite: favourite ? 1 : 0 };
    return answerOf(jsonOf(Article, { ...articleOf(full, history, now, pro), ...from }));
  };
  return {
    id: row.id,
    subCategoryId: row.sub_category_id,
    isHighlighted: row.is_highlighted === 1,
    discountIsActive,
    candidate: { ...row, discount_is_active: discountIsActive },
    answers: [
      [variant(false, false), variant(false, true)],
      [variant(true, false), variant(true, true)],
    ],
  };
}
