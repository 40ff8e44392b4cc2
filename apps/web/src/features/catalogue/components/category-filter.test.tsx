import type { ArticleCategory } from '@boucherie/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryFilter } from './category-filter';

const categories: ArticleCategory[] = [
  {
    id: 1,
    name: 'Bœuf',
    slug: 'boeuf',
    description: '',
    imageUrl: '',
    subCategories: [
      { id: 11, name: 'Pièces à griller', slug: 'griller', articleCount: 7 },
      { id: 12, name: 'Haché', slug: 'hache', articleCount: 3 },
    ],
  },
  {
    id: 2,
    name: 'Veau',
    slug: 'veau',
    description: '',
    imageUrl: '',
    subCategories: [{ id: 21, name: 'Escalopes', slug: 'escalopes', articleCount: 4 }],
  },
];

const renderAt = (url: string, selected: number[]) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <CategoryFilter categories={categories} selected={selected} />
    </MemoryRouter>,
  );

describe('the category filter', () => {
  it('links every department, keeping the other filters and going back to page 1', () => {
    renderAt('/products-list?Search=steak&PageNumber=3', []);
    const nav = screen.getByRole('navigation', { name: 'Rayons' });
    expect(within(nav).getByRole('link', { name: 'Tous les rayons' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Bœuf' })).toHaveAttribute(
      'href',
      '/products-list?Search=steak&SubCategoryIds=11%2C12',
    );
    expect(screen.queryByRole('list', { name: /Sous-rayons/ })).toBeNull();
  });

  it('opens the chosen department’s sub-categories, with their counts', () => {
    renderAt('/products-list?SubCategoryIds=11,12', [11, 12]);
    expect(screen.getByRole('link', { name: 'Bœuf' })).toHaveAttribute('aria-current', 'page');
    const subs = screen.getByRole('list', { name: 'Sous-rayons Bœuf' });
    const grill = within(subs).getByRole('link', { name: 'Pièces à griller (7)' });
    expect(grill).toHaveAttribute('href', '/products-list?SubCategoryIds=11');
    expect(grill).not.toHaveAttribute('aria-current');
  });

  it('marks the one sub-category chosen; choosing it again widens to its department', () => {
    renderAt('/products-list?SubCategoryIds=12', [12]);
    const hache = screen.getByRole('link', { name: 'Haché (3)' });
    expect(hache).toHaveAttribute('aria-current', 'page');
    expect(hache).toHaveAttribute('href', '/products-list?SubCategoryIds=11%2C12');
    expect(screen.getByRole('link', { name: 'Bœuf' })).not.toHaveAttribute('aria-current');
  });
});
