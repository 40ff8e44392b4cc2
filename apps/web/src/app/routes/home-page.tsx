import type { Article } from '@boucherie/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { useArticleCategories } from '../../features/catalogue/api/get-article-categories';
import { ArticleGrid } from '../../features/catalogue/components/article-grid';
import { CategoryList } from '../../features/catalogue/components/category-list';
import { CategoryListSkeleton } from '../../features/catalogue/components/category-list-skeleton';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { useSession } from '../../features/session/use-session';
import { useShops } from '../../features/shops/api/get-shops';
import { ShopList } from '../../features/shops/components/shop-list';
import { BUSINESS_NAME } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HOME_ARTICLES, homeArticleQueries } from './home-queries';
import { HomeSection } from './home-section';

const renderFavorite = (article: Article) => <FavoriteToggle article={article} />;

export function HomePage() {
  useDocumentTitle();
  const { space } = useSession();
  const renderActions = (article: Article) => <AddToCart article={article} space={space} variant="card" />;
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

      <HomeSection
        id="highlighted"
        title="Nos incontournables"
        more={{ to: '/products-list', label: 'Tout le catalogue' }}
      >
        <ArticleGrid
          articles={highlighted.data?.items}
          isLoading={highlighted.isPending}
          onRetry={highlighted.isError ? () => void highlighted.refetch() : undefined}
          skeletonCount={HOME_ARTICLES}
          space={space}
          renderFavorite={renderFavorite}
          renderActions={renderActions}
          empty={<p className="text-gray-700">Nos incontournables reviennent très bientôt.</p>}
        />
      </HomeSection>

      <HomeSection
        id="promotions"
        title="Promotions du moment"
        more={{ to: '/products-list?DiscountedOnly=true', label: 'Toutes les promotions' }}
      >
        <ArticleGrid
          articles={discounted.data?.items}
          isLoading={discounted.isPending}
          onRetry={discounted.isError ? () => void discounted.refetch() : undefined}
          skeletonCount={HOME_ARTICLES}
          space={space}
          renderFavorite={renderFavorite}
          renderActions={renderActions}
          empty={<p className="text-gray-700">Pas de promotion en ce moment&nbsp;: revenez la semaine prochaine.</p>}
        />
      </HomeSection>

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
