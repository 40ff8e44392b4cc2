import { type ArticleCategory, foldForSearch, matchWord, searchWordsOf, tokensOf } from '@boucherie/contract';
import { productsListLink } from './products-list-link';

export type CategorySuggestion = { key: string; label: string; detail: string; href: string };

type Named = { key: string; label: string; detail: string; ids: number[]; folded: string; tokens: string[] };

/**
 * Departments and sub-categories whose name holds every word of the search, with the API's rule: a word
 * found nowhere as typed forgives one typo ("boef" → Bœuf). Departments first, at most `limit`.
 */
export function categorySuggestions(categories: ArticleCategory[], search: string, limit = 3): CategorySuggestion[] {
  const words = searchWordsOf(search);
  if (words.length === 0) return [];
  const named: Named[] = categories.flatMap((category) => [
    {
      key: `c${category.id}`,
      label: category.name,
      detail: 'Rayon',
      ids: category.subCategories.map((s) => s.id),
      folded: foldForSearch(category.name),
      tokens: [] as string[],
    },
    ...category.subCategories.map((sub) => ({
      key: `s${sub.id}`,
      label: sub.name,
      detail: `Rayon ${category.name}`,
      ids: [sub.id],
      folded: foldForSearch(`${sub.name} ${category.name}`),
      tokens: [] as string[],
    })),
  ]);
  for (const n of named) n.tokens = tokensOf(n.folded);
  const forgiving = words.map((word) => !named.some((n) => n.folded.includes(word)));
  return named
    .filter((n) => words.every((word, i) => matchWord(word, n.folded, forgiving[i] ? n.tokens : []) !== null))
    .slice(0, limit)
    .map(({ key, label, detail, ids }) => ({ key, label, detail, href: productsListLink(ids) }));
}
