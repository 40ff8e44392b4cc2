import { type ArticlesQueryParsed, searchWordsOf } from '@boucherie/contract';
import type { CacheVersionReader } from '../../db/cache-versions.js';
import type { Db, Engine } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { answerOf, type CachedAnswer } from '../../http/cached-answer.js';
import { searchCandidates, sortCandidates } from '../catalogue/catalogue.ranking.js';
import type { ArticleCandidate } from '../catalogue/index.js';
import type { Asker } from '../sessions/asker.js';
import { buildCatalogueSnapshot, type CatalogueSnapshot, isFresh, type SnapshotArticle } from './catalogue-snapshot.js';

const NO_FAVOURITES: ReadonlySet<number> = new Set();

/**
 * The day a catalogue is read for (`date` and `shopId`): what it takes, and a key naming its festive list
 * (the list changes with the shops' version, not the catalogue's, so it is part of a kept answer's key).
 */
export type OrderableDay = {
  key: string;
  /** Without a shop, the day's festive list is nobody's: `orderableOnDate` is left out. */
  allows?: (articleId: number) => boolean;
  /** What is left of the article's quota that day, in its sale unit; null without a quota (issue 40). */
  remaining: (articleId: number) => number | null;
  /** Sold out that day: the nearest other day with some left. */
  nextDateWithSome: (articleId: number) => string | null;
};

/**
 * An article's JSON with `orderableOnDate` and `remaining` appended: the contract's last keys, in its order,
 * as its serialiser writes them.
 */
const onDay = (json: string, day: OrderableDay, id: number) =>
  `${json.slice(0, -1)}${day.allows ? `,"orderableOnDate":${day.allows(id)}` : ''},"remaining":${JSON.stringify(day.remaining(id))},"nextDateWithSome":${JSON.stringify(day.nextDateWithSome(id))}}`;

/** Composed list answers kept per snapshot: a visitor's pages, a few customers' favourites. */
const LIST_ANSWERS = 256;

/**
 * The customer catalogue from memory (ADR 026): one snapshot per process, rebuilt when the database's
 * catalogue version has moved or when the clock passes an instant where an answer changes by itself.
 * What is the viewer's own (their favourites) is read for every request and never kept across users.
 */
export function createCatalogueCache(db: Db, engine: Engine, versions: CacheVersionReader) {
  let snapshot: CatalogueSnapshot | null = null;
  let building: Promise<CatalogueSnapshot> | null = null;

  const install = (built: CatalogueSnapshot) => {
    if (!snapshot || built.version >= snapshot.version) snapshot = built;
  };

  async function current(now: Date, arrival: number): Promise<CatalogueSnapshot> {
    const { catalogue: version } = await versions.read(arrival);
    const at = now.toISOString();
    for (;;) {
      if (snapshot && isFresh(snapshot, version, at)) return snapshot;
      if (building) {
        // Another request's build: it may be of an older instant; look again once it is in.
        install(await building);
        continue;
      }
      // A build that starts now reads a version at least as new as ours, at our instant.
      const own = buildCatalogueSnapshot(db, engine, now);
      building = own;
      try {
        const built = await own;
        install(built);
        return built;
      } finally {
        if (building === own) building = null;
      }
    }
  }

  const answerFor = (article: SnapshotArticle, { viewer, favourites }: Asker) =>
    article.answers[viewer?.isApprovedPro === true ? 1 : 0][favourites?.has(article.id) ? 1 : 0];

  return {
    /** The articles on sale as this viewer sees them now (for the cart): each as a row and as its JSON's bytes. */
    async view(asker: Asker) {
      const s = await current(asker.now, asker.arrival);
      return {
        row: (id: number) => s.byId.get(id)?.candidate,
        bytes: (id: number) => {
          const article = s.byId.get(id);
          if (!article) return undefined;
          const answer = answerFor(article, asker);
          answer.encoded.identity ??= Buffer.from(answer.body);
          return answer.encoded.identity;
        },
      };
    },

    async categories(now: Date, arrival: number): Promise<CachedAnswer> {
      return (await current(now, arrival)).categories;
    },

    async article(id: number, asker: Asker, day?: OrderableDay): Promise<CachedAnswer> {
      const s = await current(asker.now, asker.arrival);
      const article = s.byId.get(id);
      if (!article) throw notFound("Cet article n'existe pas ou n'est plus en vente.");
      const answer = answerFor(article, asker);
      return day ? answerOf(onDay(answer.body, day, id)) : answer;
    },

    async articles(query: ArticlesQueryParsed, asker: Asker, day?: OrderableDay): Promise<CachedAnswer> {
      const { viewer } = asker;
      if (query.FavoritesOnly && !viewer) {
        throw new AppError('UNAUTHENTICATED', 'Connectez-vous pour voir vos favoris.');
      }
      const s = await current(asker.now, asker.arrival);
      const favourites = asker.favourites ?? NO_FAVOURITES;
      const pro = viewer?.isApprovedPro === true;
      const key = `${pro ? 1 : 0}|${[...favourites].sort((a, b) => a - b).join(',')}|${JSON.stringify(query)}|${day?.key ?? ''}`;
      const kept = s.lists.get(key);
      if (kept) return kept;
      const json = (a: SnapshotArticle) =>
        day ? onDay(answerFor(a, asker).body, day, a.id) : answerFor(a, asker).body;
      const answer = composeList(s, query, pro, favourites, json, day);
      if (s.lists.size >= LIST_ANSWERS) s.lists.delete(s.lists.keys().next().value as string);
      s.lists.set(key, answer);
      return answer;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/** The filters, the search and the sorts of GET /api/articles, over the snapshot (same rules as the SQL). */
function composeList(
  s: CatalogueSnapshot,
  query: ArticlesQueryParsed,
  pro: boolean,
  favourites: ReadonlySet<number>,
  json: (article: SnapshotArticle) => string,
  day: OrderableDay | undefined,
): CachedAnswer {
  const subCategories = new Set(query.SubCategoryIds);
  let kept = s.articles.filter(
    (a) =>
      (subCategories.size === 0 || subCategories.has(a.subCategoryId)) &&
      (!query.HighlightedOnly || a.isHighlighted) &&
      (!query.DiscountedOnly || a.discountIsActive) &&
      (!query.FavoritesOnly || favourites.has(a.id)) &&
      (!query.OrderableOnly || !day?.allows || day.allows(a.id)),
  );
  const words = searchWordsOf(query.Search ?? '');
  if (words.length > 0 || query.Sort) {
    let ranked: ArticleCandidate[] = kept.map((a) => a.candidate);
    if (words.length > 0) ranked = searchCandidates(ranked, words);
    if (query.Sort) ranked = sortCandidates(ranked, query.Sort, pro);
    kept = ranked.map((c) => s.byId.get(c.id) as SnapshotArticle);
  }
  const { PageNumber: pageNumber, PageSize: pageSize } = query;
  const page = kept.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const total = kept.length;
  // The keys in the contract's order (paged()): the same text the route's serialiser would write.
  return answerOf(
    `{"items":[${page.map(json).join(',')}],"pageNumber":${pageNumber},"pageSize":${pageSize},"totalCount":${total},"totalPages":${Math.ceil(total / pageSize)}}`,
  );
}
