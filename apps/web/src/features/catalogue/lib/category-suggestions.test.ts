import type { ArticleCategory } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { categorySuggestions } from './category-suggestions';

const categories: ArticleCategory[] = [
  {
    id: 1,
    name: 'Bœuf',
    slug: 'boeuf',
    description: '',
    imageUrl: '',
    subCategories: [
      { id: 1, name: 'Pièces à griller', slug: 'a', articleCount: 7 },
      { id: 2, name: 'Rôtis', slug: 'b', articleCount: 3 },
    ],
  },
  {
    id: 2,
    name: 'Volaille',
    slug: 'volaille',
    description: '',
    imageUrl: '',
    subCategories: [{ id: 3, name: 'Œufs et abats', slug: 'c', articleCount: 2 }],
  },
];

describe('categorySuggestions', () => {
  it('finds departments and sub-categories, accents and ligatures aside, departments first', () => {
    expect(categorySuggestions(categories, 'boeuf').map((s) => s.label)).toEqual(['Bœuf', 'Pièces à griller', 'Rôtis']);
    expect(categorySuggestions(categories, 'roti')).toEqual([
      { key: 's2', label: 'Rôtis', detail: 'Rayon Bœuf', href: '/products-list?SubCategoryIds=2' },
    ]);
    expect(categorySuggestions(categories, 'BŒUF', 1)[0]?.href).toBe('/products-list?SubCategoryIds=1,2');
  });

  it('forgives one typo only when nothing holds the word as typed', () => {
    expect(categorySuggestions(categories, 'boef').map((s) => s.label)).toContain('Bœuf');
    expect(categorySuggestions(categories, 'volaile').map((s) => s.label)).toContain('Volaille');
    expect(categorySuggestions(categories, 'oeufs').map((s) => s.label)).toEqual(['Œufs et abats']);
    expect(categorySuggestions(categories, '')).toEqual([]);
    expect(categorySuggestions(categories, 'agneau')).toEqual([]);
  });
});
