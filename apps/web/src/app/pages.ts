import type { AdminPageName, LazyPage, ShopPageName } from './page-names';

// Each page is its own chunk, so the home page downloads only what it shows.
export const PAGES: Record<ShopPageName, LazyPage> = {
  index: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  'products-list': () => import('./routes/products-list-page').then((m) => ({ Component: m.ProductsListPage })),
  'product-id': () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })),
  'account-login': () => import('./routes/account-login-page').then((m) => ({ Component: m.AccountLoginPage })),
  'account-password': () =>
    import('./routes/account-password-page').then((m) => ({ Component: m.AccountPasswordPage })),
  'account-profile': () => import('./routes/account-profile-page').then((m) => ({ Component: m.AccountProfilePage })),
  'account-register': () =>
    import('./routes/account-register-page').then((m) => ({ Component: m.AccountRegisterPage })),
  'account-reset-password': () =>
    import('./routes/account-reset-password-page').then((m) => ({ Component: m.AccountResetPasswordPage })),
  'account-verify': () => import('./routes/account-verify-page').then((m) => ({ Component: m.AccountVerifyPage })),
  'account-confirm-email': () =>
    import('./routes/account-confirm-email-page').then((m) => ({ Component: m.AccountConfirmEmailPage })),
  cart: () => import('./routes/cart-page').then((m) => ({ Component: m.CartPage })),
  cgv: () => import('./routes/legal-page').then((m) => ({ Component: m.CgvPage })),
  confidentialite: () => import('./routes/legal-page').then((m) => ({ Component: m.ConfidentialitePage })),
  'mentions-legales': () => import('./routes/legal-page').then((m) => ({ Component: m.MentionsLegalesPage })),
  accessibilite: () => import('./routes/accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
  'order-confirm': () => import('./routes/order-confirm-page').then((m) => ({ Component: m.OrderConfirmPage })),
  'order-history': () => import('./routes/order-history-page').then((m) => ({ Component: m.OrderHistoryPage })),
  'order-options': () => import('./routes/order-options-page').then((m) => ({ Component: m.OrderOptionsPage })),
  'order-id': () => import('./routes/order-page').then((m) => ({ Component: m.OrderPage })),
  'tracabilite-code': () => import('./routes/traceability-page').then((m) => ({ Component: m.TraceabilityPage })),
  // The back office: its own chunks, loaded only under /admin.
  'account-invoices': () =>
    import('./routes/account-invoices-page').then((m) => ({ Component: m.AccountInvoicesPage })),
  'account-standing-orders': () =>
    import('./routes/account-standing-orders-page').then((m) => ({ Component: m.AccountStandingOrdersPage })),
};

const isAdminPage = (name: string): name is AdminPageName => name.startsWith('admin');

export function pageFor(name: string): LazyPage {
  // The back office's pages are listed in a chunk of their own, loaded with its first page.
  if (isAdminPage(name)) return () => import('./admin-pages').then(({ ADMIN_PAGES }) => ADMIN_PAGES[name]());
  const page = PAGES[name as ShopPageName];
  if (!page) throw new Error(`No page for route ${name}`);
  return page;
}
