import type { WebRouteName } from '@boucherie/contract';
import type { ComponentType } from 'react';

type PageName = Exclude<WebRouteName, 'catch-all'>;
type LazyPage = () => Promise<{ Component: ComponentType }>;

// Each page is its own chunk, so the home page downloads only what it shows.
export const PAGES: Record<PageName, LazyPage> = {
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
  cart: () => import('./routes/cart-page').then((m) => ({ Component: m.CartPage })),
  cgv: () => import('./routes/legal-page').then((m) => ({ Component: m.CgvPage })),
  confidentialite: () => import('./routes/legal-page').then((m) => ({ Component: m.ConfidentialitePage })),
  'mentions-legales': () => import('./routes/legal-page').then((m) => ({ Component: m.MentionsLegalesPage })),
  'order-confirm': () => import('./routes/order-confirm-page').then((m) => ({ Component: m.OrderConfirmPage })),
  'order-history': () => import('./routes/order-history-page').then((m) => ({ Component: m.OrderHistoryPage })),
  'order-options': () => import('./routes/order-options-page').then((m) => ({ Component: m.OrderOptionsPage })),
  'order-id': () => import('./routes/order-page').then((m) => ({ Component: m.OrderPage })),
  // The back office: its own chunks, loaded only under /admin.
  admin: () => import('./routes/admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
  'admin-order-id': () => import('./routes/admin-order-page').then((m) => ({ Component: m.AdminOrderPage })),
  'admin-preparation': () =>
    import('./routes/admin-preparation-page').then((m) => ({ Component: m.AdminPreparationPage })),
  'admin-deliveries': () =>
    import('./routes/admin-deliveries-page').then((m) => ({ Component: m.AdminDeliveriesPage })),
  'admin-pros': () => import('./routes/admin-pros-page').then((m) => ({ Component: m.AdminProsPage })),
  'admin-customers': () => import('./routes/admin-customers-page').then((m) => ({ Component: m.AdminCustomersPage })),
  'admin-customer-id': () => import('./routes/admin-customer-page').then((m) => ({ Component: m.AdminCustomerPage })),
  'admin-staff': () => import('./routes/admin-staff-page').then((m) => ({ Component: m.AdminStaffPage })),
  'admin-journal': () => import('./routes/admin-journal-page').then((m) => ({ Component: m.AdminJournalPage })),
  'admin-orders': () => import('./routes/admin-board-page').then((m) => ({ Component: m.AdminBoardPage })),
  'admin-articles': () => import('./routes/admin-articles-page').then((m) => ({ Component: m.AdminArticlesPage })),
  'admin-article-new': () => import('./routes/admin-article-page').then((m) => ({ Component: m.AdminArticleNewPage })),
  'admin-article-id': () => import('./routes/admin-article-page').then((m) => ({ Component: m.AdminArticlePage })),
  'admin-categories': () =>
    import('./routes/admin-categories-page').then((m) => ({ Component: m.AdminCategoriesPage })),
  'admin-shops': () => import('./routes/admin-shops-page').then((m) => ({ Component: m.AdminShopsPage })),
  'admin-shop-id': () => import('./routes/admin-shop-page').then((m) => ({ Component: m.AdminShopPage })),
  'account-invoices': () =>
    import('./routes/account-invoices-page').then((m) => ({ Component: m.AccountInvoicesPage })),
  'account-standing-orders': () =>
    import('./routes/account-standing-orders-page').then((m) => ({ Component: m.AccountStandingOrdersPage })),
  'admin-entreprise': () => import('./routes/admin-business-page').then((m) => ({ Component: m.AdminBusinessPage })),
};

export function pageFor(name: string): LazyPage {
  const page = PAGES[name as PageName];
  if (!page) throw new Error(`No page for route ${name}`);
  return page;
}
