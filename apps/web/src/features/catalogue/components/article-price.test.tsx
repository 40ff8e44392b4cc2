import type { Article } from '@boucherie/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../../../test/fake-api';
import { ArticlePrice } from './article-price';

const quiche: Article = {
  ...sampleArticle,
  designation: 'Quiche lorraine',
  saleUnit: 'piece',
  averageWeightGrams: 250,
  pricePerUnit: 4.5,
  discountIsActive: false,
  discountedPrice: null,
};

describe('ArticlePrice', () => {
  it('gives a piece’s price per kilo at its average weight, as the list sorts by it', () => {
    render(<ArticlePrice article={quiche} space="particulier" />);
    expect(screen.getByText('soit 18,00 € / kg')).toBeInTheDocument();
  });

  it('says HT in a pro’s per-kilo hint, as their price is', () => {
    render(<ArticlePrice article={{ ...quiche, purchasePricePerUnit: 8 }} space="pro" />);
    expect(screen.getByText('soit 32,00 € HT / kg')).toBeInTheDocument();
  });

  it('says nothing more for an article sold by weight', () => {
    render(<ArticlePrice article={{ ...quiche, saleUnit: 'kg', averageWeightGrams: null }} space="particulier" />);
    expect(screen.queryByText(/soit/)).toBeNull();
  });
});
