import type { Article, CartItem, HolidayOrdering, User } from '@boucherie/contract';
import { vi } from 'vitest';
import { sampleArticle } from './fake-api';

/** A weighed article without discount and a piece, beside the shared discounted sample. */
export const entrecote: Article = {
  ...sampleArticle,
  id: 2,
  designation: 'Entrecôte',
  discountIsActive: false,
  discountedPrice: null,
  discountedPurchasePricePerUnit: null,
  pricePerUnit: 30,
  purchasePricePerUnit: 20,
  referencePrice: 30,
  referencePurchasePrice: 20,
};

export const quiche: Article = {
  ...entrecote,
  id: 3,
  designation: 'Quiche lorraine',
  subFamily: 'Traiteur',
  saleUnit: 'piece',
  averageWeightGrams: 800,
  quantityStep: 1,
  gramsPerPerson: null,
  pricePerUnit: 12.5,
  purchasePricePerUnit: 10,
  referencePrice: 12.5,
  referencePurchasePrice: 10,
};

const withoutProPrices = {
  purchasePricePerUnit: null,
  discountedPurchasePricePerUnit: null,
  referencePurchasePrice: null,
} as const;

type Options = {
  user?: User | null;
  articles?: Article[];
  cart?: CartItem[];
  failPut?: number;
  /** The holiday days open for orders (GET /api/holiday-orders). */
  holidays?: HolidayOrdering[];
};

const json = (status: number, body: unknown, authenticated: boolean) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: String(authenticated) },
  });

/**
 * The shop's API as a logged-in user or a visitor sees it, with a server cart and favourites kept in
 * memory; `state` shows what the calls changed.
 */
export function stubShopApi({
  user = null,
  articles = [sampleArticle, entrecote, quiche],
  cart = [],
  failPut,
  holidays = [],
}: Options) {
  // As on the server: pro prices for approved pros only.
  const approvedPro = user?.userType === 2 && user.proStatus === 'approved';
  const priced = (a: Article): Article => (approvedPro ? a : { ...a, ...withoutProPrices });
  const state = {
    cart: cart.map((item) => ({ ...item, article: priced(item.article) })),
    favorites: new Set(articles.filter((a) => a.isFavorite).map((a) => a.id)),
  };
  const view = (a: Article): Article => ({
    ...priced(a),
    isFavorite: user !== null && state.favorites.has(a.id),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const ok = (body: unknown) => json(200, body, user !== null);
    const unauthorized = () => json(401, { title: 'Non connecté', status: 401 }, false);

    if (path === '/api/accounts/me') return user ? ok(user) : unauthorized();
    if (path === '/api/shops') return ok({ shops: [] });
    if (path === '/api/article-categories') return ok({ categories: [] });
    if (path === '/api/holiday-orders') return ok({ holidays });
    if (path === '/api/articles') {
      const favoritesOnly = url.searchParams.get('FavoritesOnly') === 'true';
      if (favoritesOnly && !user) return unauthorized();
      // A holiday day's menu: the articles of its list (the fake knows one list, the first holiday's).
      const menu = url.searchParams.get('OrderableOnly') === 'true' ? holidays[0]?.articleIds : undefined;
      const items = articles
        .filter((a) => (!favoritesOnly || state.favorites.has(a.id)) && (!menu || menu.includes(a.id)))
        .map(view);
      return ok({ items, pageNumber: 1, pageSize: 24, totalCount: items.length, totalPages: 1 });
    }
    const favorite = /^\/api\/articles\/favorites\/(\d+)$/.exec(path)?.[1];
    if (favorite) {
      if (!user) return unauthorized();
      if (method === 'POST') state.favorites.add(Number(favorite));
      else state.favorites.delete(Number(favorite));
      const article = articles.find((a) => a.id === Number(favorite));
      return article ? ok(view(article)) : json(404, { title: 'Introuvable', status: 404 }, true);
    }
    const id = /^\/api\/articles\/(\d+)$/.exec(path)?.[1];
    if (id) {
      const article = articles.find((a) => a.id === Number(id));
      return article ? ok(view(article)) : json(404, { title: 'Introuvable', status: 404 }, user !== null);
    }
    if (path.startsWith('/api/carts')) {
      if (!user) return unauthorized();
      if (path === '/api/carts/clear' && method === 'POST') state.cart = [];
      if (path === '/api/carts' && method === 'PUT') {
        if (failPut)
          return json(failPut, { title: 'Refusé', status: failPut, detail: 'Cet article n’est plus en vente.' }, true);
        const body = JSON.parse(String(init?.body)) as { articleId: number; quantity: number };
        const article = articles.find((a) => a.id === body.articleId);
        if (!article) return json(400, { title: 'Requête invalide', status: 400, detail: 'Article inconnu' }, true);
        const others = state.cart.filter((item) => item.article.id !== body.articleId);
        const existing = state.cart.find((item) => item.article.id === body.articleId);
        state.cart =
          body.quantity === 0
            ? others
            : existing
              ? state.cart.map((item) => (item === existing ? { ...item, quantity: body.quantity } : item))
              : [...state.cart, { article: view(article), quantity: body.quantity }];
      }
      return ok({ items: state.cart });
    }
    return json(404, { title: 'Introuvable', status: 404 }, user !== null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}

/** The calls made to one method and path, with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method;
    })
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return body ? (JSON.parse(String(body)) as unknown) : undefined;
    });
}
