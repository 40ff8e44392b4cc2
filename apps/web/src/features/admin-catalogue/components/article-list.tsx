import { ADMIN_ARTICLE_STATES } from '@boucherie/contract';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { withParams } from '../../../lib/search-params';
import { useAdminArticles } from '../api/get-admin-articles';
import { useAdminCategories } from '../api/get-admin-categories';
import { ArticleFilters, type ArticleState } from './article-filters';
import { ArticleTable } from './article-table';

/** The catalogue as a dense table: search, category and state in the address, one row per article. */
export function ArticleList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categoryId = Number(params.get('categorie')) || undefined;
  const state = (ADMIN_ARTICLE_STATES as readonly string[]).includes(params.get('etat') ?? '')
    ? (params.get('etat') as ArticleState)
    : 'all';
  const page = Number(params.get('page')) || 1;
  const articles = useAdminArticles({
    Search: search || undefined,
    CategoryId: categoryId,
    State: state,
    PageNumber: page,
  });
  const categories = useAdminCategories();

  const setParam = (name: string, value: string) =>
    setParams(withParams(params, { [name]: value, page: null }), { replace: true });
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };

  return (
    <div className="flex flex-col gap-4">
      <ArticleFilters
        search={search}
        categoryId={categoryId}
        state={state}
        categories={categories.data}
        setParam={setParam}
      />

      {articles.isError ? (
        <LoadError
          title="Catalogue indisponible"
          message="Nous n’avons pas pu charger les articles."
          onRetry={() => void articles.refetch()}
        />
      ) : !articles.data ? (
        <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-gray-200">
          <span className="sr-only" role="status">
            Chargement des articles…
          </span>
        </div>
      ) : articles.data.items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-gray-700">
          Aucun article ne correspond. Essayez un autre mot ou retirez un filtre.
        </p>
      ) : (
        <ArticleTable
          articles={articles.data.items}
          totalCount={articles.data.totalCount}
          pageNumber={articles.data.pageNumber}
        />
      )}
      {articles.data && (
        <Pagination pageNumber={articles.data.pageNumber} totalPages={articles.data.totalPages} hrefFor={hrefFor} />
      )}
    </div>
  );
}
