import type { AdminOrderDetail, PendingPro, StatsResponse, User } from '@boucherie/contract';
import { vi } from 'vitest';
import { makeStats, metzShop } from './fake-admin-data';
import { answerCounterPayment, answerOrder, answerOrderList } from './fake-admin-orders';
import { json, problem } from './fake-responses';
import { answerTwoFactor, type TwoFactor } from './fake-two-factor';

export { makeAdminOrder, makeStats, metzShop, woippyShop } from './fake-admin-data';
export { FakeEventSource } from './fake-event-source';

type Options = {
  /** The logged-in user (null: a visitor). */
  user: User | null;
  /** Who a POST /api/accounts/login logs in (any e-mail and password). */
  loginAs?: User;
  orders?: AdminOrderDetail[];
  shops?: (typeof metzShop)[];
  pros?: PendingPro[];
  /** The owner's figures, whatever the shop and period asked (GET /api/admin/stats; 403 for staff). */
  stats?: StatsResponse;
  /** The account's second factor and the owner's requirement (ADR 045); off and not required by default. */
  twoFactor?: { enabled: boolean; required: boolean };
};

/**
 * The back office's API as the server answers it: who is there, the orders of a shop's day (search
 * included), one order, weighing with the shop's 10 % tolerance and the customer's agreement (ADR 043), status
 * moves, the cutting list, pros to approve.
 */
export function stubAdminApi({
  user: initialUser,
  loginAs,
  orders = [],
  shops = [metzShop],
  pros = [],
  stats = makeStats(),
  twoFactor = { enabled: false, required: false },
}: Options) {
  let user = initialUser;
  const account: { twoFactor: TwoFactor } = { twoFactor };
  const state = {
    orders: orders.map((o) => structuredClone(o)),
    pros: [...pros],
    lineUpdates: [] as { orderId: number; lineId: number; body: Record<string, unknown> }[],
    statusChanges: [] as { orderId: number; body: Record<string, unknown> }[],
    counterPayments: [] as { orderId: number; body: Record<string, unknown> }[],
    paidAtCounter: [] as number[],
    /** While set, an order's GET answers the order as it was when asked, once this promise settles. */
    heldReads: null as Promise<void> | null,
  };

  /** Holds the answers of the order reads asked from now on (a slow network); the returned call lets them go. */
  const holdOrderReads = () => {
    let release = () => {};
    state.heldReads = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      state.heldReads = null;
      release();
    };
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

    const staff = user !== null && user.role !== 'customer';
    if (path === '/api/accounts/login' && method === 'POST' && loginAs) {
      user = loginAs;
      return json(200, loginAs);
    }
    if (path === '/api/accounts/me')
      return user ? json(200, user) : json(401, { title: 'Non connecté', status: 401 }, false);
    if (path === '/api/accounts/logout' && method === 'POST') {
      user = null;
      return json(200, { message: 'Déconnexion effectuée.' }, false);
    }
    if (path === '/api/shops') return json(200, { shops: [] }, user !== null);
    if (path.startsWith('/api/admin/')) {
      if (!user) return json(401, { title: 'Non connecté', status: 401 }, false);
      if (!staff) return json(403, { title: 'Interdit', status: 403 });
    }
    const secondFactor = answerTwoFactor(path, method, body, user, account);
    if (secondFactor) return secondFactor;
    if (path === '/api/admin/me') {
      const { enabled: twoFactorEnabled, required: twoFactorRequired } = account.twoFactor;
      return json(200, {
        role: user?.role,
        firstName: user?.firstName,
        lastName: user?.lastName,
        shops,
        twoFactorEnabled,
        twoFactorRequired,
      });
    }
    if (path === '/api/admin/orders' && method === 'GET') return answerOrderList(url, state);
    const forOrder = answerOrder(path, method, body, state) ?? answerCounterPayment(path, method, body, state);
    if (forOrder) return forOrder;
    if (path === '/api/admin/pros') return json(200, { items: state.pros });
    if (path === '/api/admin/stats') {
      if (user?.role !== 'admin') return problem(403, 'Cette action est réservée au gérant de la boutique.');
      const shop = shops.find((s) => String(s.id) === url.searchParams.get('shopId')) ?? null;
      const from = url.searchParams.get('from') ?? stats.from;
      const to = url.searchParams.get('to') ?? stats.to;
      return json(200, { ...stats, shop, from, to });
    }
    const approve = /^\/api\/admin\/customers\/(\d+)\/approve-pro$/.exec(path);
    if (approve && method === 'POST') {
      state.pros = state.pros.filter((p) => p.id !== Number(approve[1]));
      return json(200, {});
    }
    return json(404, {
      title: 'Introuvable',
      status: 404,
      detail: `Aucune ressource ne correspond à ${method} ${path}.`,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state, holdOrderReads };
}
