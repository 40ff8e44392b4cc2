/**
 * The web shop's route table (specification, section 2). The web router builds its routes from it,
 * and the server uses it to answer 404 for paths no route matches.
 */
export const GUARD_NAMES = ['login', 'authenticated', 'authenticatedpro', 'verified', 'staff', 'owner'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** `:id` segments must be positive integers, `:code` a lot's code; anything else is "Page Not Found". */
export type WebRoute = { name: string; path: string; guard: string | null };

export const WEB_ROUTES = [
  { name: 'index', path: '/', guard: 'authenticatedpro' },
  { name: 'account-login', path: '/account/login', guard: 'login' },
  { name: 'account-password', path: '/account/password', guard: 'login' },
  { name: 'account-profile', path: '/account/profile', guard: 'authenticated' },
  { name: 'account-register', path: '/account/register', guard: 'login' },
  { name: 'account-reset-password', path: '/account/reset-password', guard: 'login' },
  { name: 'account-verify', path: '/account/verify', guard: 'verified' },
  // Issue 29: the link mailed to a new e-mail address; opened logged in or not, on any device.
  { name: 'account-confirm-email', path: '/account/confirm-email', guard: null },
  { name: 'cart', path: '/cart', guard: 'authenticatedpro' },
  // Not in the specification's table: the terms of sale the brief asks for.
  { name: 'cgv', path: '/cgv', guard: null },
  { name: 'confidentialite', path: '/confidentialite', guard: null },
  { name: 'mentions-legales', path: '/mentions-legales', guard: null },
  // Issue 41: the accessibility statement the European Accessibility Act asks for (ADR 069).
  { name: 'accessibilite', path: '/accessibilite', guard: null },
  { name: 'order-confirm', path: '/order-confirm', guard: 'authenticated' },
  { name: 'order-history', path: '/order-history', guard: 'authenticated' },
  { name: 'order-options', path: '/order-options', guard: 'authenticatedpro' },
  { name: 'order-id', path: '/order/:id', guard: 'authenticated' },
  { name: 'product-id', path: '/product/:id', guard: 'authenticatedpro' },
  { name: 'products-list', path: '/products-list', guard: 'authenticatedpro' },
  // The back office (issue 12): shop staff and the owner only, rendered in the browser, its own layout.
  { name: 'admin', path: '/admin', guard: 'staff' },
  { name: 'admin-order-id', path: '/admin/orders/:id', guard: 'staff' },
  { name: 'admin-preparation', path: '/admin/preparation', guard: 'staff' },
  { name: 'admin-deliveries', path: '/admin/deliveries', guard: 'staff' },
  { name: 'admin-pros', path: '/admin/pros', guard: 'owner' },
  // Issue 46: what could not follow an order's moves (ADR 051).
  { name: 'admin-paiements', path: '/admin/paiements', guard: 'staff' },
  // Issue 41: the counter journal of a shop's day and its « Z » (ADR 068).
  { name: 'admin-caisse', path: '/admin/caisse', guard: 'staff' },
  // Issue 14: customers (staff read their shops' customers), staff accounts and the journal (the owner).
  { name: 'admin-customers', path: '/admin/customers', guard: 'staff' },
  { name: 'admin-customer-id', path: '/admin/customers/:id', guard: 'staff' },
  { name: 'admin-staff', path: '/admin/staff', guard: 'owner' },
  { name: 'admin-journal', path: '/admin/journal', guard: 'owner' },
  // Issue 14: /admin is the owner's figures (staff keep their board there); the board for everyone here.
  { name: 'admin-orders', path: '/admin/orders', guard: 'staff' },
  // The catalogue (issue 14): the owner's; `new` before `:id`, which takes numbers only.
  { name: 'admin-articles', path: '/admin/articles', guard: 'owner' },
  { name: 'admin-article-new', path: '/admin/articles/new', guard: 'owner' },
  { name: 'admin-article-id', path: '/admin/articles/:id', guard: 'owner' },
  { name: 'admin-categories', path: '/admin/categories', guard: 'owner' },
  // Issue 39: the lots the meat is sold from, and a lot's recall (ADR 067).
  { name: 'admin-lots', path: '/admin/lots', guard: 'owner' },
  { name: 'admin-lot-recall', path: '/admin/lots/:id/rappel', guard: 'owner' },
  // Issue 40: the animals sold in boxes before slaughter (ADR 074).
  { name: 'admin-colis', path: '/admin/colis', guard: 'owner' },
  { name: 'admin-shops', path: '/admin/shops', guard: 'staff' },
  { name: 'admin-shop-id', path: '/admin/shops/:id', guard: 'staff' },
  // Issue 15: the customer's invoices; the owner's business identity, invoices export.
  { name: 'account-invoices', path: '/account/invoices', guard: 'authenticated' },
  { name: 'admin-entreprise', path: '/admin/entreprise', guard: 'owner' },
  // Issue 29: each back-office account's own second factor (ADR 045).
  { name: 'admin-securite', path: '/admin/securite', guard: 'staff' },
  // Issue 15: the customer's standing orders (commandes récurrentes).
  { name: 'account-standing-orders', path: '/account/standing-orders', guard: 'authenticated' },
  // Issue 39: a lot's public page, the label's QR code's address (ADR 067); anyone, logged in or not.
  { name: 'tracabilite-code', path: '/tracabilite/:code', guard: null },
] as const satisfies readonly WebRoute[];

export type WebRouteName = (typeof WEB_ROUTES)[number]['name'] | 'catch-all';

/** The back office's paths: their pages share the back office's layout, not the shop's. */
export const ADMIN_PATH_PREFIX = '/admin';
export const isAdminPath = (path: string) => path === ADMIN_PATH_PREFIX || path.startsWith(`${ADMIN_PATH_PREFIX}/`);

const POSITIVE_INT = /^[1-9]\d{0,9}$/;
/** A lot's code (« L2026-0007 »), as `LotCodeParam` (lots.ts) takes it. */
const LOT_CODE = /^[A-Za-z0-9-]{1,40}$/;
const paramPattern = (name: string) => (name === 'code' ? LOT_CODE : POSITIVE_INT);

export type RouteMatch =
  | { kind: 'match'; route: (typeof WEB_ROUTES)[number]; params: Record<string, string> }
  | { kind: 'invalid-params'; route: (typeof WEB_ROUTES)[number] }
  | { kind: 'none' };

/** Matches a pathname against the route table (a trailing slash is ignored). */
export function matchWebRoute(pathname: string): RouteMatch {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const route of WEB_ROUTES) {
    const pattern = route.path === '/' ? [] : route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    let paramsValid = true;
    pattern.forEach((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        if (!paramPattern(part.slice(1)).test(segment)) paramsValid = false;
      } else if (part !== segment) matched = false;
    });
    if (!matched) continue;
    return paramsValid ? { kind: 'match', route, params } : { kind: 'invalid-params', route };
  }
  return { kind: 'none' };
}
