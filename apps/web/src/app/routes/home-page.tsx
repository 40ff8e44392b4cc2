import type { Article } from '@boucherie/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { useArticleCategories } from '../../features/catalogue/api/get-article-categories';
import { CategoryListSkeleton } from '../../features/catalogue/components/category-list-skeleton';
import { useSession } from '../../features/session/use-session';
import { useShops } from '../../features/shops/api/get-shops';
import { BUSINESS_NAME } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/use-document-title';
import { island } from '../island';
import { HOME_ARTICLES, homeArticleQueries } from './home-queries';
import { HomeSection } from './home-section';

// The articles, their hearts and quantities: their code waits for idle time (ADR 035).
const HomeArticles = island(() => import('./home-articles').then((m) => m.HomeArticles));
const CategoryList = island(() =>
  import('../../features/catalogue/components/category-list').then((m) => m.CategoryList),
);
const ShopList = island(() => import('../../features/shops/components/shop-list').then((m) => m.ShopList));

type ArticlesSectionProps = Omit<ComponentProps<typeof HomeSection>, 'children'> & {
  /** One of the home page's article queries (home-queries.ts). */
  query: { data?: { items: Article[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
};

/**
 * A section of the home page's articles, at the visitor's prices: their skeleton while they load, a retry, or
 * what to say when none.
 */
function ArticlesSection({ query, empty, ...section }: ArticlesSectionProps) {
  const { space } = useSession();
  return (
    <HomeSection {...section}>
      <HomeArticles
        articles={query.data?.items}
        isLoading={query.isPending}
        onRetry={query.isError ? () => void query.refetch() : undefined}
        skeletonCount={HOME_ARTICLES}
        space={space}
        empty={empty}
      />
    </HomeSection>
  );
}

export function HomePage() {
  useDocumentTitle();
  const highlighted = useQuery(homeArticleQueries.highlighted());
  const discounted = useQuery(homeArticleQueries.discounted());
  const categories = useArticleCategories();
  const shops = useShops();

  return (
    <div className="flex flex-col gap-12">
      <section className="rounded-2xl bg-primary-800 px-5 py-6 text-white sm:px-10 sm:py-10">
        <h1 className="text-2xl font-bold sm:text-4xl">{BUSINESS_NAME}, boucher-charcutier en Moselle</h1>
        <p className="mt-3 max-w-2xl text-primary-50 sm:text-lg">
          Commandez en ligne, nous préparons tout à la main. Retrait en boutique ou livraison à Metz et alentours.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            to="/products-list"
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-primary-800 hover:bg-primary-50"
          >
            Voir tous nos produits
          </Link>
          <Link
            to="/products-list?DiscountedOnly=true"
            className="inline-flex min-h-11 items-center rounded-lg border border-white px-5 font-semibold text-white hover:bg-primary-900"
          >
            Nos promotions
          </Link>
        </div>
      </section>

      <ArticlesSection
        id="highlighted"
        title="Nos incontournables"
        more={{ to: '/products-list', label: 'Tout le catalogue' }}
        query={highlighted}
        empty={<p className="text-gray-700">Nos incontournables reviennent très bientôt.</p>}
      />

      <ArticlesSection
        id="promotions"
        title="Promotions du moment"
        more={{ to: '/products-list?DiscountedOnly=true', label: 'Toutes les promotions' }}
        query={discounted}
        empty={<p className="text-gray-700">Pas de promotion en ce moment&nbsp;: revenez la semaine prochaine.</p>}
      />

      <HomeSection id="categories" title="Nos rayons">
        {categories.data ? <CategoryList categories={categories.data.categories} /> : <CategoryListSkeleton />}
      </HomeSection>

      <HomeSection id="shops" title="Nos boutiques">
        {shops.data ? (
          <ShopList shops={shops.data.shops} />
        ) : (
          <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-gray-200" />
        )}
      </HomeSection>
    </div>
  );
}
