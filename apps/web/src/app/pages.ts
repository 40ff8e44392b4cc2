import type { WebRouteName } from '@boucherie/contract';
import type { ComponentType } from 'react';

type PageName = Exclude<WebRouteName, 'catch-all'>;
type LazyPage = () => Promise<{ Component: ComponentType }>;

// Each page is its own chunk, so the home page downloads only what it shows.
const placeholder =
  (name: PageName): LazyPage =>
  () =>
    import('./routes/placeholder-page').then(({ placeholderFor }) => ({ Component: placeholderFor(name) }));

export const PAGES: Record<PageName, LazyPage> = {
  index: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  'products-list': () => import('./routes/products-list-page').then((m) => ({ Component: m.ProductsListPage })),
  'product-id': () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })),
  'account-login': placeholder('account-login'),
  'account-password': placeholder('account-password'),
  'account-profile': placeholder('account-profile'),
  'account-register': placeholder('account-register'),
  'account-reset-password': placeholder('account-reset-password'),
  'account-verify': placeholder('account-verify'),
  cart: () => import('./routes/cart-page').then((m) => ({ Component: m.CartPage })),
  cgv: placeholder('cgv'),
  confidentialite: placeholder('confidentialite'),
  'mentions-legales': placeholder('mentions-legales'),
  'order-confirm': placeholder('order-confirm'),
  'order-history': placeholder('order-history'),
  'order-options': placeholder('order-options'),
  'order-id': placeholder('order-id'),
};

export function pageFor(name: string): LazyPage {
  const page = PAGES[name as PageName];
  if (!page) throw new Error(`No page for route ${name}`);
  return page;
}
