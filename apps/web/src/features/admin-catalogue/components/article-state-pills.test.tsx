import type { AdminArticle } from '@boucherie/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleStatePills, scheduledDiscount } from './article-state-pills';

// What the pills read; the rest of an article does not matter here.
const article = {
  withdrawnAt: null,
  isActive: true,
  isOutOfStock: false,
  isHighlighted: false,
  discountIsActive: false,
  discountedPrice: 24.9,
  discountStartsAt: '2026-12-01T08:00',
  discountEndsAt: '2026-12-07T19:00',
} as AdminArticle;

describe('ArticleStatePills', () => {
  it('says when a discount set for later starts, in the list and the article’s header', () => {
    const now = new Date('2026-11-27T20:00:00Z');
    expect(scheduledDiscount(article, now)).toBe('Promo dès le mardi 1er décembre à 8\u00a0h');
    render(<ArticleStatePills article={{ ...article, discountStartsAt: '2099-12-01T08:00' }} />);
    expect(screen.getByText(/^Promo dès le/)).toBeInTheDocument();
  });

  it('says nothing more for a running, a past or no discount', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    expect(scheduledDiscount(article, now)).toBeNull();
    expect(scheduledDiscount({ ...article, discountIsActive: true }, new Date('2026-11-27T20:00:00Z'))).toBeNull();
    expect(scheduledDiscount({ ...article, discountedPrice: null }, new Date('2026-11-27T20:00:00Z'))).toBeNull();
  });
});
