import type { WebRouteName } from './routes.js';

/**
 * The pages the server renders to HTML before any JavaScript runs: the public catalogue, the cart and
 * the legal texts, what a visitor (or a search engine) opens first. The cart comes with the frame and,
 * for a logged-in customer, its lines (a visitor's lines are in the browser: a skeleton until the page
 * runs). Account and order screens are private and interactive from the start; they keep the
 * client-rendered shell.
 */
export const SERVER_RENDERED_PAGES: readonly WebRouteName[] = [
  'index',
  'products-list',
  'product-id',
  'cart',
  'cgv',
  'confidentialite',
  'mentions-legales',
  'accessibilite',
  // Issue 39: a lot's page, opened from the label's QR code on a phone.
  'tracabilite-code',
  'catch-all',
];

/** The id of the script element (JSON, never run) that carries a server-rendered page's state. */
export const SSR_STATE_ID = 'ssr-state';

/** One API call of a page being rendered on the server, answered in-process with the visitor's cookies. */
export type PageRenderFetch = (path: string, init: RequestInit) => Promise<Response>;

/** What the server hands the web app's render entry (apps/web/src/entry-server.tsx). */
export type PageRenderRequest = {
  /** Path and query of the page, e.g. `/products-list?Search=boeuf`. */
  url: string;
  /** The request's Cookie header ('' when none). */
  cookie: string;
  fetch: PageRenderFetch;
};

export type PageRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's title, as plain text (the server escapes it). */
      title: string;
      /** Elements for the document's head (the preloads of the page's first images). */
      head: string;
      /** The markup of #root. */
      html: string;
      /** JSON (safe inside a script element) the browser hydrates the router and the data cache with. */
      state: string;
    };

/** The render entry's module, as built by `vite build --ssr`. */
export type PageRenderModule = { renderPage: (request: PageRenderRequest) => Promise<PageRenderResult> };
