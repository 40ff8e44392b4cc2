import type { Article } from '@boucherie/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Pagination } from '../../components/ui/pagination';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { useArticleCategories } from '../../features/catalogue/api/get-article-categories';
import { articlesQueryOptions } from '../../features/catalogue/api/get-articles';
import { ArticleGrid } from '../../features/catalogue/components/article-grid';
import { BoxNotice } from '../../features/catalogue/components/box-notice';
import { CategoryFilterPanel } from '../../features/catalogue/components/category-filter-panel';
import { ListToolbar } from '../../features/catalogue/components/list-toolbar';
import { QuotaNotice } from '../../features/catalogue/components/quota-notice';
import { filterTitle, flagHref, pageHref, readArticlesFilter } from '../../features/catalogue/lib/articles-filter';
import { useViewMode } from '../../features/catalogue/lib/view-mode';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { useSession } from '../../features/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { island } from '../island';

// The holiday days' entry writes its dates with Intl, whose first formatter loads the locale's data: 67 ms of the
// list's hydration at 4× CPU (issue 43). Its links work as the server's HTML; its code waits for idle time.
const HolidayEntry = island(() =>
  import('../../features/catalogue/components/holiday-entry').then((m) => m.HolidayEntry),
);

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary-800 underline';

const allProducts = (
  <Link to="/products-list" className={linkClass}>
    Voir tous nos produits
  </Link>
);

const renderFavorite = (article: Article) => <FavoriteToggle article={article} />;

function EmptyState({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-gray-700">{text}</p>
      {children}
    </div>
  );
}

/** The whole catalogue, on its first page: where a holiday's entry is shown. */
const isPlainCatalogue = (filter: NonNullable<ReturnType<typeof readArticlesFilter>>) =>
  (filter.SubCategoryIds ?? []).length === 0 &&
  !filter.Search &&
  !filter.DiscountedOnly &&
  !filter.FavoritesOnly &&
  filter.PageNumber === 1;

export function ProductsListPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const filter = readArticlesFilter(params);
  const { space, isLoggedIn } = useSession();
  const [view, setView] = useViewMode();
  const categories = useArticleCategories();
  // Favourites belong to an account: a visitor is invited to log in instead of being refused.
  const needsLogin = Boolean(filter?.FavoritesOnly) && !isLoggedIn;
  // An invalid address asks for nothing: the page says so instead.
  const articles = useQuery({ ...articlesQueryOptions(filter ?? {}), enabled: filter !== null && !needsLogin });
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

  const page = needsLogin ? undefined : articles.data;
  // Sold out on the day shown: nothing to add, the notice offers the nearest day with some left.
  const renderActions = (article: Article) =>
    article.remaining === 0 ? null : (
      <AddToCart article={article} space={space} variant={view === 'list' ? 'row' : 'card'} />
    );
  const day = filter.date;
  const onDay = (date: string) => {
    const next = new URLSearchParams(params);
    next.set('date', date);
    next.delete('PageNumber');
    return `${location.pathname}?${next.toString()}`;
  };
  // A box says what it is on every list; what is left, on the day read.
  const renderNotice = (article: Article) => (
    <>
      <BoxNotice article={article} />
      {day && <QuotaNotice article={article} date={day} hrefFor={onDay} />}
    </>
  );
  const loginHref = `/account/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 min-h-6 text-gray-700" aria-live="polite">
          {page ? `${page.totalCount}\u00a0article${page.totalCount > 1 ? 's' : ''}` : '\u00a0'}
        </p>
      </div>
      {filter.date && filter.shopId ? (
        <HolidayEntry shown={{ date: filter.date, shopId: filter.shopId }} />
      ) : (
        isPlainCatalogue(filter) && <HolidayEntry />
      )}
      {categories.data && (
        <CategoryFilterPanel categories={categories.data.categories} selected={filter.SubCategoryIds ?? []} />
      )}
      <ListToolbar filter={filter} view={view} onView={setView} />
      {needsLogin ? (
        <EmptyState
          title="Connectez-vous pour voir vos favoris."
          text="Vos articles favoris sont gardés dans votre compte, sur tous vos appareils."
        >
          <Link to={loginHref} className={linkClass}>
            Se connecter
          </Link>
        </EmptyState>
      ) : (
        <section
          aria-labelledby="articles-heading"
          className={articles.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
        >
          {/* The cards' titles are h3: this keeps the outline whole for screen readers. */}
          <h2 id="articles-heading" className="sr-only">
            Articles
          </h2>
          <ArticleGrid
            view={view}
            articles={page?.items}
            isLoading={articles.isPending}
            onRetry={articles.isError ? () => void articles.refetch() : undefined}
            space={space}
            renderFavorite={renderFavorite}
            renderActions={renderActions}
            renderNotice={renderNotice}
            empty={
              filter.FavoritesOnly ? (
                <EmptyState
                  title="Aucun article ne correspond à vos favoris."
                  text="Touchez le cœur d’un article pour le retrouver ici."
                >
                  <Link to={flagHref(params, 'FavoritesOnly', false)} className={linkClass}>
                    Voir tous les articles
                  </Link>
                </EmptyState>
              ) : (
                <EmptyState
                  title="Aucun article ne correspond à votre recherche."
                  text="Essayez un autre mot, ou parcourez tout le catalogue."
                >
                  {allProducts}
                </EmptyState>
              )
            }
          />
        </section>
      )}
      {page && (
        <Pagination pageNumber={page.pageNumber} totalPages={page.totalPages} hrefFor={(n) => pageHref(params, n)} />
      )}
    </div>
  );
}
