import type { Article } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber, formatWeight } from '../../../lib/format';
import type { PriceSpace } from '../lib/price-in-space';
import { ArticleImage } from './article-image';
import { ArticlePrice } from './article-price';
import { ButcherNotes } from './butcher-notes';
import { PromoBadge } from './promo-badge';
import { QualityLabels } from './quality-labels';

type Props = { article: Article; space: PriceSpace; favorite?: ReactNode; actions?: ReactNode };

/** Everything the shop knows about one article; the page adds the favourite heart and the cart controls. */
export function ArticleDetails({ article, space, favorite, actions }: Props) {
  return (
    <article className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ArticleImage
        article={article}
        eager
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="rounded-xl border border-gray-200"
      />
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-gray-600">{article.subFamily}</p>
            <h1 className="text-3xl font-bold text-gray-900">{article.designation}</h1>
          </div>
          {favorite}
        </div>
        {article.discountIsActive && <PromoBadge className="self-start" />}
        <QualityLabels labels={article.labels} />
        <ArticlePrice article={article} space={space} size="lg" />
        {article.saleUnit === 'piece' && article.averageWeightGrams !== null && (
          <p className="text-gray-700">Vendu à la pièce, environ {formatWeight(article.averageWeightGrams)}.</p>
        )}
        {article.saleUnit === 'kg' && (
          <p className="text-gray-700">Vendu au poids&nbsp;: le montant exact est calculé à la pesée.</p>
        )}
        {actions}
        <p className="text-gray-800">{article.description}</p>
        <ButcherNotes article={article} />
        {article.lot && (
          <p className="text-gray-800">
            <span className="font-semibold">Origine&nbsp;:</span> {article.lot.origin}.{' '}
            <Link
              to={`/tracabilite/${article.lot.code}`}
              className="inline-flex min-h-11 items-center text-primary-800 underline"
            >
              Traçabilité du lot {article.lot.code}
            </Link>
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {article.origin && (
            <>
              <dt className="text-gray-600">Né en</dt>
              <dd>{article.origin.born}</dd>
              <dt className="text-gray-600">Élevé en</dt>
              <dd>{article.origin.raised}</dd>
              <dt className="text-gray-600">Abattu en</dt>
              <dd>{article.origin.slaughtered}</dd>
            </>
          )}
          <dt className="text-gray-600">Allergènes</dt>
          <dd>{article.allergens.length > 0 ? article.allergens.join(', ') : 'aucun allergène à déclarer'}</dd>
          <dt className="text-gray-600">TVA</dt>
          <dd>
            {formatNumber(article.vatRate)}
            {'\u00a0%'} {space === 'pro' ? '(prix hors taxes)' : '(incluse dans le prix)'}
          </dd>
        </dl>
      </div>
    </article>
  );
}
