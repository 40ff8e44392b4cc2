import { articlesQueryOptions } from '../../features/catalogue/api/get-articles';

/** How many highlighted and discounted articles the home page shows. */
export const HOME_ARTICLES = 4;

/** The home page's article lists: the page reads them, the route loader starts them early. */
export const homeArticleQueries = {
  highlighted: () => articlesQueryOptions({ HighlightedOnly: true, PageSize: HOME_ARTICLES }),
  discounted: () => articlesQueryOptions({ DiscountedOnly: true, PageSize: HOME_ARTICLES }),
};
