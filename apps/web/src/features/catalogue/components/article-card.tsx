import type { Article } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWeight } from '../../../lib/format';
import type { PriceSpace } from '../lib/price-in-space';
import { ArticleImage } from './article-image';
import { ArticlePrice } from './article-price';
import { PromoBadge } from './promo-badge';
import { QualityLabels } from './quality-labels';

type Props = {
  article: Article;
  space: PriceSpace;
  favorite?: ReactNode;
  actions?: ReactNode;
  notice?: ReactNode;
  /** Above the fold: the picture loads at once. */
  eager?: boolean;
};

export function ArticleCard({ article, space, favorite, actions, notice, eager = false }: Props) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <ArticleImage article={article} eager={eager} />
        {article.discountIsActive && <PromoBadge className="absolute top-2 left-2" />}
        {article.isOutOfStock && (
          <p className="absolute bottom-2 left-2 rounded-md bg-gray-900 px-2 py-1 text-sm font-semibold text-white">
            En rupture
          </p>
        )}
        {favorite && <div className="absolute top-2 right-2 z-10">{favorite}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2 sm:p-4">
        <p className="text-xs text-gray-600 sm:text-sm">{article.subFamily}</p>
        <h3 className="text-base leading-snug font-semibold text-gray-900 sm:text-lg">
          {/* The whole card is clickable through the stretched link; the controls sit above it. */}
          <Link to={`/product/${article.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {article.designation}
          </Link>
        </h3>
        {article.saleUnit === 'piece' && article.averageWeightGrams !== null && (
          <p className="text-xs text-gray-600 sm:text-sm">
            Environ {formatWeight(article.averageWeightGrams)} la pièce
          </p>
        )}
        <QualityLabels labels={article.labels} />
        <div className="mt-auto pt-2">
          <ArticlePrice article={article} space={space} />
        </div>
        {notice}
        {actions && <div className="relative z-10 pt-2">{actions}</div>}
      </div>
    </article>
  );
}
