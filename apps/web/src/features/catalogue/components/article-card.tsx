import type { Article } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatWeight } from '../../../lib/format';
import type { PriceSpace } from '../lib/price-in-space';
import { ArticleImage } from './article-image';
import { ArticlePrice } from './article-price';
import { PromoBadge } from './promo-badge';

export function ArticleCard({ article, space }: { article: Article; space: PriceSpace }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <ArticleImage article={article} />
        {article.discountIsActive && <PromoBadge className="absolute top-2 left-2" />}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-gray-600">{article.subFamily}</p>
        <h3 className="text-lg leading-snug font-semibold text-gray-900">
          {/* The whole card is clickable through the stretched link. */}
          <Link to={`/product/${article.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {article.designation}
          </Link>
        </h3>
        {article.saleUnit === 'piece' && article.averageWeightGrams !== null && (
          <p className="text-sm text-gray-600">Environ {formatWeight(article.averageWeightGrams)} la pièce</p>
        )}
        <div className="mt-auto pt-2">
          <ArticlePrice article={article} space={space} />
        </div>
      </div>
    </article>
  );
}
