import { type ArticleCategory, ArticlesQuery } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { filterTitle, flagHref, pageHref, readArticlesFilter, sortHref } from './articles-filter';

const boeuf: ArticleCategory = {
  id: 1,
  name: 'Bœuf',
  slug: 'boeuf',
  description: '',
  imageUrl: '',
  subCategories: [
    { id: 1, name: 'Pièces à griller', slug: 'a', articleCount: 7 },
    { id: 2, name: 'Pièces à mijoter', slug: 'b', articleCount: 4 },
  ],
};

describe('readArticlesFilter', () => {
  it('reads repeated and comma-separated sub-categories, the search, the flag and the page', () => {
    const params = new URLSearchParams(
      'SubCategoryIds=1,2&SubCategoryIds=5&Search=%20boeuf%20&DiscountedOnly=true&FavoritesOnly=true&PageNumber=3',
    );
    expect(readArticlesFilter(params)).toEqual({
      SubCategoryIds: [1, 2, 5],
      Search: 'boeuf',
      DiscountedOnly: true,
      FavoritesOnly: true,
      PageNumber: 3,
    });
  });

  it('gives the defaults for an empty address and null for invalid values', () => {
    expect(readArticlesFilter(new URLSearchParams())).toEqual({
      SubCategoryIds: [],
      Search: undefined,
      DiscountedOnly: false,
      FavoritesOnly: false,
      PageNumber: 1,
    });
    expect(readArticlesFilter(new URLSearchParams('PageNumber=abc'))).toBeNull();
    expect(readArticlesFilter(new URLSearchParams('SubCategoryIds=x'))).toBeNull();
  });
});

describe('sortHref', () => {
  it('sets or removes the order, keeps the other filters and goes back to page 1', () => {
    const params = new URLSearchParams('Search=porc&PageNumber=2');
    expect(sortHref(params, 'price:asc')).toBe('/products-list?Search=porc&Sort=price%3Aasc');
    expect(sortHref(new URLSearchParams('Sort=price%3Aasc'), undefined)).toBe('/products-list');
    expect(readArticlesFilter(new URLSearchParams('Sort=-price'))?.Sort).toBe('price:desc');
  });
});

describe('pageHref', () => {
  it('keeps the other filters and drops the page number for page 1', () => {
    const params = new URLSearchParams('Search=porc&PageNumber=2');
    expect(pageHref(params, 3)).toBe('/products-list?Search=porc&PageNumber=3');
    expect(pageHref(params, 1)).toBe('/products-list?Search=porc');
  });
});

describe('flagHref', () => {
  it('switches a filter on or off, keeps the others and goes back to page 1', () => {
    const params = new URLSearchParams('Search=porc&PageNumber=2');
    expect(flagHref(params, 'FavoritesOnly', true)).toBe('/products-list?Search=porc&FavoritesOnly=true');
    expect(flagHref(new URLSearchParams('FavoritesOnly=true'), 'FavoritesOnly', false)).toBe('/products-list');
  });
});

describe('filterTitle', () => {
  it('names a search, a whole department, some sub-categories, the promotions, or the catalogue', () => {
    expect(filterTitle({ Search: 'bœuf' })).toBe('Résultats pour «\u00a0bœuf\u00a0»');
    expect(filterTitle({ SubCategoryIds: [1, 2] }, [boeuf])).toBe('Bœuf');
    expect(filterTitle({ SubCategoryIds: [2] }, [boeuf])).toBe('Pièces à mijoter');
    expect(filterTitle({ DiscountedOnly: true })).toBe('Promotions');
    expect(filterTitle({ FavoritesOnly: true })).toBe('Mes favoris');
    expect(filterTitle({})).toBe('Tous nos produits');
  });
});

describe('readArticlesFilter agrees with the contract’s ArticlesQuery', () => {
  it.each([
    '',
    'SubCategoryIds=1,2&SubCategoryIds=3',
    'SubCategoryIds=,1,,2,',
    'SubCategoryIds=0',
    'SubCategoryIds=1.5',
    'SubCategoryIds=2147483648',
    'SubCategoryIds=%201%20',
    'Sort=price',
    'Sort=-PRICE',
    'Sort=pricePerKg:desc',
    'Sort=promotions',
    'Sort=cheapest',
    'Sort=',
    'DiscountedOnly=TRUE&FavoritesOnly=0',
    'DiscountedOnly=yes&FavoritesOnly=off',
    'DiscountedOnly=peut-etre',
    'DiscountedOnly=',
    'PageNumber=2',
    'PageNumber=0',
    'PageNumber=1e3',
    'PageNumber=100001',
    'PageNumber=',
    'PageNumber=%203%20',
    `Search=${'a'.repeat(100)}`,
    `Search=${'a'.repeat(101)}`,
    'Search=%20%20',
    `SubCategoryIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    'date=2026-12-24&shopId=1&OrderableOnly=true',
    'date=2026-12-24&shopId=1',
    'date=2026-12-24',
    'shopId=1',
    'date=2026-02-30&shopId=1',
    'date=2026-12-24&shopId=0',
    'OrderableOnly=true',
    'OrderableOnly=peut-etre',
  ])('%s', (query) => {
    const params = new URLSearchParams(query);
    const search = params.get('Search')?.trim();
    const parsed = ArticlesQuery.safeParse({
      SubCategoryIds: params.getAll('SubCategoryIds'),
      Search: search || undefined,
      DiscountedOnly: params.get('DiscountedOnly') ?? undefined,
      FavoritesOnly: params.get('FavoritesOnly') ?? undefined,
      PageNumber: params.get('PageNumber') ?? undefined,
      Sort: params.get('Sort') ?? undefined,
      date: params.get('date') ?? undefined,
      shopId: params.get('shopId') ?? undefined,
      OrderableOnly: params.get('OrderableOnly') ?? undefined,
    });
    const mine = readArticlesFilter(params);
    if (!parsed.success) {
      expect(mine).toBeNull();
      return;
    }
    const { SubCategoryIds, Search, DiscountedOnly, FavoritesOnly, PageNumber, Sort, date, shopId, OrderableOnly } =
      parsed.data;
    const day = date === undefined ? {} : { date, shopId, OrderableOnly };
    expect(mine).toEqual({ SubCategoryIds, Search, DiscountedOnly, FavoritesOnly, PageNumber, Sort, ...day });
  });
});
