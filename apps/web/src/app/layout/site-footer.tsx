import { useLocation } from 'react-router';
import { useShops } from '../../features/shops/api/get-shops';
import { ShopList } from '../../features/shops/components/shop-list';
import { LegalLinks } from './legal-links';

export function SiteFooter() {
  const shops = useShops();
  // The home page shows the shops in full already: the footer does not repeat them there.
  const onHome = useLocation().pathname === '/';
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        {!onHome && (
          <section aria-labelledby="footer-shops">
            <h2 id="footer-shops" className="mb-4 text-lg font-bold text-gray-900">
              Nos boutiques
            </h2>
            {shops.data ? (
              <ShopList shops={shops.data.shops} compact />
            ) : shops.isPending ? (
              <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-gray-100" />
            ) : (
              <p className="text-sm text-gray-700">Les adresses de nos boutiques sont momentanément indisponibles.</p>
            )}
          </section>
        )}
        <LegalLinks />
      </div>
    </footer>
  );
}
