// The catalogue module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export type { ArticleCandidate, ArticleRow } from './catalogue.repository.js';
export {
  articleColumns,
  findArticleBoxes,
  findArticleLots,
  findArticlesByIds,
  findArticlesOnSale,
  findPriceHistory,
} from './catalogue.repository.js';
