import { isCalendarDate } from '@boucherie/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { articleQueryOptions, useArticle } from '../../features/catalogue/api/get-article';
import { ArticleDetails } from '../../features/catalogue/components/article-details';
import { ArticleDetailsSkeleton } from '../../features/catalogue/components/article-details-skeleton';
import { BoxNotice } from '../../features/catalogue/components/box-notice';
import { QuotaNotice } from '../../features/catalogue/components/quota-notice';
import { productsListLink } from '../../features/catalogue/lib/products-list-link';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { useSession } from '../../features/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

const crumbLink = 'inline-flex min-h-11 items-center underline hover:text-primary-800';

export function ProductPage() {
  // The route loader has already checked that the id is a positive integer.
  const id = Number(useParams().id);
  const { space } = useSession();
  const { data: plain, isError, refetch } = useArticle(id);
  // The day read (`?date=`, the catalogue's day), else a box's distribution day: what is left that day (issue 40).
  const asked = useSearchParams()[0].get('date');
  const date = asked && isCalendarDate(asked) ? asked : plain?.box?.distributionDate;
  const dated = useQuery({ ...articleQueryOptions(id, date), enabled: Boolean(date) });
  const article = (date && dated.data) || plain;
  useDocumentTitle(article?.designation ?? 'Article');

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Fil d’Ariane" className="text-sm text-gray-700">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/" className={crumbLink}>
              Accueil
            </Link>
          </li>
          {article && (
            <>
              <li aria-hidden="true">›</li>
              <li>
                <Link to={productsListLink([article.subCategoryId])} className={crumbLink}>
                  {article.category} · {article.subFamily}
                </Link>
              </li>
            </>
          )}
        </ol>
      </nav>
      {article ? (
        <ArticleDetails
          article={article}
          space={space}
          favorite={<FavoriteToggle article={article} />}
          actions={
            <>
              <BoxNotice article={article} />
              {date && <QuotaNotice article={article} date={date} hrefFor={(d) => `/product/${id}?date=${d}`} />}
              {article.remaining !== 0 && <AddToCart article={article} space={space} variant="page" />}
            </>
          }
        />
      ) : isError ? (
        <LoadError
          title="Article momentanément indisponible"
          message="Nous n’avons pas pu charger cet article."
          onRetry={() => void refetch()}
        />
      ) : (
        <ArticleDetailsSkeleton />
      )}
    </div>
  );
}
