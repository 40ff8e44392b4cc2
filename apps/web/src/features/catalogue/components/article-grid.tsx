import type { Article } from '@boucherie/contract';
import type { ReactNode } from 'react';
import type { PriceSpace } from '../lib/price-in-space';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';

type Props = {
  articles: Article[] | undefined;
  space: PriceSpace;
  isLoading: boolean;
  /** Set when loading failed: the grid offers to try again instead of claiming there is nothing. */
  onRetry?: (() => void) | undefined;
  skeletonCount?: number;
  empty: ReactNode;
};

/** One column on phones, two to four on wider screens. */
export function ArticleGrid({ articles, space, isLoading, onRetry, skeletonCount = 8, empty }: Props) {
  const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
  if (isLoading) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          Chargement des articles…
        </span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!articles && onRetry) {
    return (
      <div className="rounded-xl border border-gray-300 bg-white p-6 text-center">
        <p className="text-gray-800">Les articles n’ont pas pu être chargés.</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          Réessayer
        </button>
      </div>
    );
  }
  if (!articles || articles.length === 0) return <>{empty}</>;
  return (
    <ul className={gridClass}>
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <div className="flex-1">
            <ArticleCard article={article} space={space} />
          </div>
        </li>
      ))}
    </ul>
  );
}
