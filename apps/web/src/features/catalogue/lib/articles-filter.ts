import {
  type ArticleCategory,
  type ArticleSort,
  isCalendarDate,
  parseArticleSort,
  SEARCH_MAX_LENGTH,
} from '@boucherie/contract';
import { formatDate } from '../../../lib/format';
import type { ArticlesFilter } from '../api/get-articles';

// The list's address is read without zod: the schema library would double the product list's
// JavaScript. The rules are the contract's ArticlesQuery, and a test holds the two in agreement.
const TRUE = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const FALSE = ['false', '0', 'no', 'off', 'n', 'disabled'];
const MAX_ID = 2_147_483_647;
const MAX_PAGE = 100_000;
const MAX_SUB_CATEGORIES = 100;

/** A yes/no filter: absent is false; null when unreadable. */
function readFlag(value: string | null): boolean | null {
  if (value === null) return false;
  const text = value.trim().toLowerCase();
  if (TRUE.includes(text)) return true;
  return FALSE.includes(text) ? false : null;
}

/** A whole number within bounds, as `Number()` reads it; null otherwise. */
function readInt(value: string, max: number): number | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : null;
}

/** The product list's filters, read from its address; null when the address holds invalid values. */
export function readArticlesFilter(params: URLSearchParams): ArticlesFilter | null {
  const ids = params
    .getAll('SubCategoryIds')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => readInt(v, MAX_ID));
  if (ids.includes(null) || ids.length > MAX_SUB_CATEGORIES) return null;
  const search = params.get('Search')?.trim() || undefined;
  if (search !== undefined && search.length > SEARCH_MAX_LENGTH) return null;
  const DiscountedOnly = readFlag(params.get('DiscountedOnly'));
  const FavoritesOnly = readFlag(params.get('FavoritesOnly'));
  const page = params.get('PageNumber');
  const PageNumber = page === null ? 1 : readInt(page, MAX_PAGE);
  const Sort = parseArticleSort(params.get('Sort') ?? '');
  if (DiscountedOnly === null || FavoritesOnly === null || PageNumber === null || Sort === null) return null;
  const day = readDay(params);
  if (day === null) return null;
  return { SubCategoryIds: ids as number[], Search: search, DiscountedOnly, FavoritesOnly, PageNumber, Sort, ...day };
}

/**
 * A holiday day's menu (`date`, `shopId`, `OrderableOnly`), or a day alone (what is left of its quotas, issue
 * 40), or none; null when unreadable.
 */
function readDay(params: URLSearchParams): { date: string; shopId?: number; OrderableOnly: boolean } | object | null {
  const date = params.get('date')?.trim();
  const shop = params.get('shopId');
  const OrderableOnly = readFlag(params.get('OrderableOnly'));
  if (OrderableOnly === null) return null;
  if (date === undefined && shop === null) return OrderableOnly ? null : {};
  if (date !== undefined && shop === null && !OrderableOnly)
    return isCalendarDate(date) ? { date, OrderableOnly } : null;
  const shopId = shop === null ? null : readInt(shop, MAX_ID);
  if (date === undefined || !isCalendarDate(date) || shopId === null) return null;
  return { date, shopId, OrderableOnly };
}

/** The list of a holiday day's festive articles. */
export const holidayMenuHref = (date: string, shopId: number) =>
  `/products-list?${new URLSearchParams({ date, shopId: String(shopId), OrderableOnly: 'true' }).toString()}`;

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

/** The same address in another order (none: the catalogue's own), back on the first page. */
export function sortHref(params: URLSearchParams, sort: ArticleSort | undefined): string {
  const next = new URLSearchParams(params);
  next.delete('PageNumber');
  if (sort) next.set('Sort', sort);
  else next.delete('Sort');
  const query = next.toString();
  return query ? `/products-list?${query}` : '/products-list';
}

/** The list title: the search words ("Résultats pour…"), "Promotions", the sub-categories' names, or the whole catalogue. */
export function filterTitle(filter: ArticlesFilter, categories: ArticleCategory[] = []): string {
  if (filter.date && filter.OrderableOnly) return `Menu de fête du ${formatDate(`${filter.date}T12:00:00Z`)}`;
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
