import type { AdminPageName, LazyPage } from './page-names';

// The back office: its own chunks, loaded only under /admin (pages.ts lists the shop's).
export const ADMIN_PAGES: Record<AdminPageName, LazyPage> = {
  admin: () => import('./routes/admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
  'admin-order-id': () => import('./routes/admin-order-page').then((m) => ({ Component: m.AdminOrderPage })),
  'admin-preparation': () =>
    import('./routes/admin-preparation-page').then((m) => ({ Component: m.AdminPreparationPage })),
  'admin-deliveries': () =>
    import('./routes/admin-deliveries-page').then((m) => ({ Component: m.AdminDeliveriesPage })),
  'admin-paiements': () =>
    import('./routes/admin-payment-checks-page').then((m) => ({ Component: m.AdminPaymentChecksPage })),
  'admin-caisse': () => import('./routes/admin-till-journal-page').then((m) => ({ Component: m.AdminTillJournalPage })),
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
  'admin-lots': () => import('./routes/admin-lots-page').then((m) => ({ Component: m.AdminLotsPage })),
  'admin-lot-recall': () => import('./routes/admin-lot-recall-page').then((m) => ({ Component: m.AdminLotRecallPage })),
  'admin-colis': () => import('./routes/admin-boxes-page').then((m) => ({ Component: m.AdminBoxesPage })),
  'admin-shops': () => import('./routes/admin-shops-page').then((m) => ({ Component: m.AdminShopsPage })),
  'admin-shop-id': () => import('./routes/admin-shop-page').then((m) => ({ Component: m.AdminShopPage })),
  'admin-entreprise': () => import('./routes/admin-business-page').then((m) => ({ Component: m.AdminBusinessPage })),
  'admin-securite': () => import('./routes/admin-security-page').then((m) => ({ Component: m.AdminSecurityPage })),
};
