import { describe, expect, it } from 'vitest';
import { ArticlesQuery } from './catalogue.js';
import { foldForSearch, matchesWithOneTypo, matchWord, searchWordsOf, tokensOf, withinOneEdit } from './search.js';

describe('forgiving search', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldForSearch('  Bœuf  CÔTE Æ ')).toBe('boeuf cote ae');
    expect(searchWordsOf('Côte  de Bœuf')).toEqual(['cote', 'de', 'boeuf']);
    expect(tokensOf('pot-au-feu (6 parts)')).toEqual(['pot', 'au', 'feu', '6', 'parts']);
  });

  it.each([
    ['boef', 'boeuf', true],
    ['entrecotte', 'entrecote', true],
    ['entrceote', 'entrecote', true],
    ['entrexote', 'entrecote', true],
    ['boeuf', 'boeuf', true],
    ['bof', 'boeuf', false],
    ['entrcte', 'entrecote', false],
    ['abcd', 'dcba', false],
  ])('%s is within one edit of %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it('forgives one typo on words of 4 letters or more, whole or being typed', () => {
    expect(matchesWithOneTypo('boef', ['cote', 'de', 'boeuf'])).toBe(true);
    expect(matchesWithOneTypo('entrw', ['entrecote'])).toBe(true);
    expect(matchesWithOneTypo('vaeu', ['veau'])).toBe(true);
    expect(matchesWithOneTypo('bof', ['boeuf'])).toBe(false);
    expect(matchesWithOneTypo('porc', ['pot', 'au', 'feu'])).toBe(false);
    expect(matchWord('cote', 'cote de boeuf', ['cote', 'de', 'boeuf'])).toBe('exact');
    expect(matchWord('boef', 'cote de boeuf', ['cote', 'de', 'boeuf'])).toBe('typo');
    expect(matchWord('agneau', 'cote de boeuf', ['cote', 'de', 'boeuf'])).toBe(null);
  });
});

describe('ArticlesQuery.Sort', () => {
  const sort = (value: string) => ArticlesQuery.safeParse({ Sort: value });
  it.each([
    ['price', 'price:asc'],
    ['price:desc', 'price:desc'],
    ['-price', 'price:desc'],
    ['PRICEPERKG', 'pricePerKg:asc'],
    ['name:ASC', 'name:asc'],
    ['promotions', 'promotions:desc'],
    ['promotions:asc', 'promotions:asc'],
  ])('reads %s as %s', (value, expected) => {
    expect(sort(value).data?.Sort).toBe(expected);
  });

  it('is absent by default and refuses unknown sorts in French', () => {
    expect(ArticlesQuery.parse({}).Sort).toBeUndefined();
    expect(ArticlesQuery.parse({ Sort: '' }).Sort).toBeUndefined();
    for (const value of ['prix', '-price:asc', 'price:up', 'price;drop']) {
      const result = sort(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Tri inconnu/);
    }
  });
});
