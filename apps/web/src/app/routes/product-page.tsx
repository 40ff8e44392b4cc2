import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { useArticle } from '../../features/catalogue/api/get-article';
import { ArticleDetails } from '../../features/catalogue/components/article-details';
import { ArticleDetailsSkeleton } from '../../features/catalogue/components/article-details-skeleton';
import { productsListLink } from '../../features/catalogue/lib/products-list-link';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { useSession } from '../../features/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

const crumbLink = 'inline-flex min-h-11 items-center underline hover:text-primary-800';

export function ProductPage() {
  // The route loader has already checked that the id is a positive integer.
  const id = Number(useParams().id);
  const { space } = useSession();
  const { data: article, isError, refetch } = useArticle(id);
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
          actions={<AddToCart article={article} space={space} variant="page" />}
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
