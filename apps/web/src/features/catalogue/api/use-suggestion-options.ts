import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categorySuggestions } from '../lib/category-suggestions';
import { useArticleCategories } from './get-article-categories';
import { articlesQueryOptions } from './get-articles';

const MIN_LENGTH = 2;
const ARTICLES = 6;

export type SuggestionOption = { id: string; label: string; detail: string; href: string };

/**
 * The departments and the first articles that match what was typed (from two characters), by the same
 * GET /api/articles?Search= as the list, typo forgiven.
 */
export function useSuggestionOptions(search: string): SuggestionOption[] {
  const enabled = search.length >= MIN_LENGTH;
  // The last suggestions stay while the next ones load: the list does not empty under the keyboard.
  const articles = useQuery({
    ...articlesQueryOptions({ Search: search, PageSize: ARTICLES }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const categories = useArticleCategories();
  return enabled
    ? [
        ...categorySuggestions(categories.data?.categories ?? [], search).map((c) => ({
          id: `suggestion-${c.key}`,
          label: c.label,
          detail: c.detail,
          href: c.href,
        })),
        ...(articles.data?.items ?? []).map((a) => ({
          id: `suggestion-a${a.id}`,
          label: a.designation,
          detail: a.subFamily,
          href: `/product/${a.id}`,
        })),
      ]
    : [];
}
