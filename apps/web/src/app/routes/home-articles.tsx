import type { Article } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { ArticleGrid } from '../../features/catalogue/components/article-grid';
import type { PriceSpace } from '../../features/catalogue/lib/price-in-space';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';

type Props = {
  articles: Article[] | undefined;
  space: PriceSpace;
  isLoading: boolean;
  onRetry: (() => void) | undefined;
  skeletonCount: number;
  empty: ReactNode;
};

const renderFavorite = (article: Article) => <FavoriteToggle article={article} />;

/** A section of the home page's articles, each with its heart and its quantity (its own chunk: ADR 035). */
export function HomeArticles({ space, ...grid }: Props) {
  const renderActions = (article: Article) => <AddToCart article={article} space={space} variant="card" />;
  return <ArticleGrid {...grid} space={space} renderFavorite={renderFavorite} renderActions={renderActions} />;
}
