import type { Article } from '@boucherie/contract';
import { type ReactNode, Suspense } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import type { PriceSpace } from '../lib/price-in-space';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';
import { ArticleRow, ArticleRowSkeleton } from './article-row';
import type { ArticleSlots } from './article-slots';

/** The pictures a phone shows before scrolling: loading more at once would only compete with them. */
const EAGER_IMAGES = 2;

export type ArticleView = 'grid' | 'list';

type Props = ArticleSlots & {
  articles: Article[] | undefined;
  space: PriceSpace;
  isLoading: boolean;
  /** Set when loading failed: the grid offers to try again instead of claiming there is nothing. */
  onRetry?: (() => void) | undefined;
  skeletonCount?: number;
  empty: ReactNode;
  /** Cards (the default) or dense rows. */
  view?: ArticleView;
};

// Two compact columns on a phone too: a huge card per row showed one article per screen.
// One card a row below 360 px: two would leave a quantity field too narrow to show its whole value.
const GRID = 'grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';
/**
 * Cards past the first screen are laid out and painted only when they come near it: the first paint
 * of a long list costs a phone a fraction of the time. The size is a card's, until it is measured.
 */
const LATER_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_24rem]';
const LATER_ROW = '[content-visibility:auto] [contain-intrinsic-size:auto_6rem]';
const LIST = 'divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white px-3 sm:px-4';

/** Cards: two compact columns on phones, up to four on wider screens; or one dense row per article. */
export function ArticleGrid({
  articles,
  space,
  isLoading,
  onRetry,
  skeletonCount = 8,
  empty,
  view = 'grid',
  renderFavorite,
  renderActions,
  renderNotice,
}: Props) {
  const listClass = view === 'grid' ? GRID : LIST;
  if (isLoading) {
    const Skeleton = view === 'grid' ? ArticleCardSkeleton : ArticleRowSkeleton;
    return (
      <div className={listClass} aria-busy="true">
        <span className="sr-only" role="status">
          Chargement des articles…
        </span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </div>
    );
  }
  if (!articles && onRetry) {
    return <LoadError message="Les articles n’ont pas pu être chargés." onRetry={onRetry} className="text-center" />;
  }
  if (!articles || articles.length === 0) return <>{empty}</>;
  return (
    <ul className={listClass}>
      {articles.map((article, index) => {
        const slots = {
          favorite: renderFavorite?.(article),
          actions: renderActions?.(article),
          notice: renderNotice?.(article),
        };
        return view === 'grid' ? (
          // min-w-0: a picture's 400 px would otherwise widen a phone's half-screen column.
          <li key={article.id} className={index < EAGER_IMAGES ? 'flex min-w-0' : `flex min-w-0 ${LATER_CARD}`}>
            {/* A boundary per card: a server-rendered list comes alive card by card, in short tasks. */}
            <Suspense>
              <div className="min-w-0 flex-1">
                <ArticleCard article={article} space={space} eager={index < EAGER_IMAGES} {...slots} />
              </div>
            </Suspense>
          </li>
        ) : (
          <li key={article.id} className={index < EAGER_IMAGES ? undefined : LATER_ROW}>
            <Suspense>
              <ArticleRow article={article} space={space} {...slots} />
            </Suspense>
          </li>
        );
      })}
    </ul>
  );
}
