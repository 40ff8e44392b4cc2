import { type ArticleCategory, ArticlesQuery } from '@boucherie/contract';
import type { ArticlesFilter } from '../api/get-articles';

/** The product list's filters, read from its address; null when the address holds invalid values. */
export function readArticlesFilter(params: URLSearchParams): ArticlesFilter | null {
  const search = params.get('Search')?.trim();
  const parsed = ArticlesQuery.safeParse({
    SubCategoryIds: params.getAll('SubCategoryIds'),
    Search: search || undefined,
    DiscountedOnly: params.get('DiscountedOnly') ?? undefined,
    FavoritesOnly: params.get('FavoritesOnly') ?? undefined,
    PageNumber: params.get('PageNumber') ?? undefined,
  });
  if (!parsed.success) return null;
  const { SubCategoryIds, Search, DiscountedOnly, FavoritesOnly, PageNumber } = parsed.data;
  return { SubCategoryIds, Search, DiscountedOnly, FavoritesOnly, PageNumber };
}

/** The same address on another page, keeping every other filter. */
export function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('PageNumber');
  else next.set('PageNumber', String(page));
  return `/products-list?${next.toString()}`;
}

/** The same address with a yes/no filter switched on or off, back on the first page. */
export function flagHref(params: URLSearchParams, name: 'DiscountedOnly' | 'FavoritesOnly', on: boolean): string {
  const next = new URLSearchParams(params);
  next.delete('PageNumber');
  if (on) next.set(name, 'true');
  else next.delete(name);
  const query = next.toString();
  return query ? `/products-list?${query}` : '/products-list';
}

/** The list title: the search words ("Résultats pour…"), "Promotions", the sub-categories' names, or the whole catalogue. */
export function filterTitle(filter: ArticlesFilter, categories: ArticleCategory[] = []): string {
  if (filter.Search) return `Résultats pour «\u00a0${filter.Search}\u00a0»`;
  const ids = new Set(filter.SubCategoryIds ?? []);
  if (ids.size > 0) {
    const names: string[] = [];
    for (const category of categories) {
      const subs = category.subCategories.filter((sub) => ids.has(sub.id));
      if (subs.length === category.subCategories.length && subs.length > 0) names.push(category.name);
      else names.push(...subs.map((sub) => sub.name));
    }
    if (names.length > 0) return `${names.join(', ')}${filter.DiscountedOnly ? ' en promotion' : ''}`;
  }
  if (filter.FavoritesOnly) return filter.DiscountedOnly ? 'Mes favoris en promotion' : 'Mes favoris';
  return filter.DiscountedOnly ? 'Promotions' : 'Tous nos produits';
}

/** The same address narrowed to some sub-categories (none: the whole catalogue), back on the first page. */
export function subCategoriesHref(params: URLSearchParams, ids: number[]): string {
  const next = new URLSearchParams(params);
  next.delete('PageNumber');
  next.delete('SubCategoryIds');
  if (ids.length > 0) next.set('SubCategoryIds', ids.join(','));
  const query = next.toString();
  return query ? `/products-list?${query}` : '/products-list';
}
