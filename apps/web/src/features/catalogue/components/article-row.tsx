import type { Article } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWeight } from '../../../lib/format';
import type { PriceSpace } from '../lib/price-in-space';
import { ArticlePrice } from './article-price';
import { ArticleThumbnail } from './article-thumbnail';
import { PromoBadge } from './promo-badge';

type Props = { article: Article; space: PriceSpace; favorite?: ReactNode; actions?: ReactNode; notice?: ReactNode };

/** The list view's dense row, for customers who know what they want: picture, name, unit, price, controls. */
export function ArticleRow({ article, space, favorite, actions, notice }: Props) {
  const weight = article.averageWeightGrams === null ? '' : `, environ ${formatWeight(article.averageWeightGrams)}`;
  const unit = article.saleUnit === 'kg' ? 'Au poids' : `À la pièce${weight}`;
  return (
    <article className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 py-3 md:grid-cols-[auto_1fr_12rem_auto_auto]">
      <ArticleThumbnail article={article} className="row-span-2 w-16 sm:w-20 md:row-span-1" />
      <div className="min-w-0">
        <h3 className="leading-snug font-semibold text-gray-900">
          <Link to={`/product/${article.id}`} className="hover:text-primary-800 hover:underline">
            {article.designation}
          </Link>
          {article.discountIsActive && <PromoBadge className="ml-2 align-middle" />}
        </h3>
        <p className="text-sm text-gray-600">
          {article.subFamily} · {unit}
        </p>
        {notice}
      </div>
      <div className="col-start-2 row-start-2 md:col-start-auto md:row-start-auto">
        <ArticlePrice article={article} space={space} />
      </div>
      {actions && <div className="col-span-3 md:col-span-1">{actions}</div>}
      {favorite && <div className="col-start-3 row-start-1 md:col-start-auto md:row-start-auto">{favorite}</div>}
    </article>
  );
}

export function ArticleRowSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-3 py-3">
      <div className="aspect-[4/3] w-16 animate-pulse rounded-md bg-gray-200 sm:w-20" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-5 w-1/2 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
      </div>
      <div className="hidden h-11 w-64 animate-pulse rounded bg-gray-200 md:block" />
    </div>
  );
}
