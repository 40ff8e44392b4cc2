import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/ui/pagination';
import { useArticleCategories } from '../../features/catalogue/api/get-article-categories';
import { useArticles } from '../../features/catalogue/api/get-articles';
import { ArticleGrid } from '../../features/catalogue/components/article-grid';
import { filterTitle, pageHref, readArticlesFilter } from '../../features/catalogue/lib/articles-filter';
import { useSession } from '../../features/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

const allProducts = (
  <Link to="/products-list" className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
    Voir tous nos produits
  </Link>
);

export function ProductsListPage() {
  const [params] = useSearchParams();
  const filter = readArticlesFilter(params);
  const { space } = useSession();
  const categories = useArticleCategories();
  // An invalid address asks for nothing: the page says so instead.
  const articles = useArticles(filter ?? {});
  const title = filter ? filterTitle(filter, categories.data?.categories) : 'Filtres invalides';
  useDocumentTitle(title);

  if (!filter) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-gray-700">Cette adresse contient des filtres que nous ne comprenons pas.</p>
        {allProducts}
      </div>
    );
  }

  const page = articles.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700" aria-live="polite">
          {page ? `${page.totalCount}\u00a0article${page.totalCount > 1 ? 's' : ''}` : '\u00a0'}
        </p>
      </div>
      <div className={articles.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <ArticleGrid
          articles={page?.items}
          isLoading={articles.isPending}
          onRetry={articles.isError ? () => void articles.refetch() : undefined}
          space={space}
          empty={
            <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
              <p className="text-lg font-semibold">Aucun article ne correspond à votre recherche.</p>
              <p className="mt-1 text-gray-700">Essayez un autre mot, ou parcourez tout le catalogue.</p>
              {allProducts}
            </div>
          }
        />
      </div>
      {page && (
        <Pagination pageNumber={page.pageNumber} totalPages={page.totalPages} hrefFor={(n) => pageHref(params, n)} />
      )}
    </div>
  );
}
