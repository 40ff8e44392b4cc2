import type {
  AdminEvent,
  AdminOrderDetail,
  AdminOrderLine,
  OrderStatus,
  PendingPro,
  StatsResponse,
  User,
} from '@boucherie/contract';
import { beyondTolerance, foldForSearch, parisDate, searchWordsOf } from '@boucherie/contract';
import { vi } from 'vitest';
import { atTheCounter } from './fake-orders-api';

export const metzShop = { id: 1, name: 'Maison Thirion Metz-Centre', department: 'METZ-CENTRE' };
export const woippyShop = { id: 3, name: 'Maison Thirion Woippy', department: 'WOIPPY' };

const line = (overrides: Partial<AdminOrderLine>): AdminOrderLine => ({
  id: 1,
  articleId: 2,
  designation: 'Entrecôte',
  saleUnit: 'kg',
  quantity: 1.5,
  unitPrice: 30,
  lineTotal: 45,
  vatRate: 5.5,
  isEstimated: true,
  preparationNote: null,
  weighedQuantity: null,
  isUnavailable: false,
  lotNumber: null,
  articleLotNumber: null,
  ...overrides,
});

/** An order of the back office (with its customer, line ids and history); tests override what they look at. */
export function makeAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const id = overrides.id ?? 42;
  return {
    id,
    number: `2026-${String(id).padStart(6, '0')}`,
    status: 'Pending',
    mode: 'Pickup',
    date: '2026-11-24',
    createdAt: '2026-11-23T15:00:00.000Z',
    shop: {
      ...metzShop,
      address: { street: '14 rue Taison', postCode: '57000', city: 'Metz', country: 'FR' },
      phone: '03 87 36 42 18',
    },
    address: null,
    comment: null,
    deliveryInstructions: null,
    timeWindow: null,
    priceBasis: 'TTC',
    paymentTerms: null,
    payment: atTheCounter,
    lines: [
      line({ id: id * 10 + 1, preparationNote: 'tranches fines' }),
      line({
        id: id * 10 + 2,
        articleId: 3,
        designation: 'Quiche lorraine',
        saleUnit: 'piece',
        quantity: 2,
        unitPrice: 12.5,
        lineTotal: 25,
        isEstimated: false,
      }),
    ],
    linesTotal: 70,
    deliveryFee: 0,
    totalHT: 66.35,
    totalVAT: 3.65,
    totalTTC: 70,
    vatByRate: [{ rate: 5.5, base: 66.35, amount: 3.65 }],
    hasEstimatedLines: true,
    statusHistory: [{ status: 'Pending', at: '2026-11-23T15:00:00.000Z' }],
    cancelReason: null,
    cancellableUntil: null,
    customer: {
      id: 7,
      firstName: 'Marie',
      lastName: 'Durand',
      company: null,
      email: 'marie@example.com',
      phone: '+33612345678',
    },
    events: [{ at: '2026-11-23T15:00:00.000Z', by: 'Marie Durand', action: 'placed', detail: 'Commande passée.' }],
    agreementNotNoted: [],
    ...overrides,
  };
}

const json = (status: number, body: unknown, authenticated = true) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: String(authenticated) },
  });

const problem = (status: number, detail: string) =>
  json(status, { title: status === 409 ? 'Conflit' : 'Requête invalide', status, detail });

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  Pending: 'Confirmed',
  Confirmed: 'Ready',
  Ready: 'Completed',
};

const OPEN: OrderStatus[] = ['Pending', 'Confirmed', 'Ready'];

/** Today's orders first, then the coming days' (nearest first), then the days gone by (latest first). */
const nearestFirst = (today: string) => (a: AdminOrderDetail, b: AdminOrderDetail) => {
  const past = (o: AdminOrderDetail) => (o.date < today ? 1 : 0);
  return past(a) - past(b) || (past(a) ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date));
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Totals of an order from its lines, as the server re-prices them (TTC, one VAT rate). */
function reprice(order: AdminOrderDetail): AdminOrderDetail {
  const lines = order.lines.map((l) => {
    const quantity = l.weighedQuantity ?? l.quantity;
    return { ...l, lineTotal: l.isUnavailable ? 0 : round2(quantity * l.unitPrice) };
  });
  const total = round2(lines.reduce((sum, l) => sum + l.lineTotal, 0));
  const vat = round2(total - total / 1.055);
  return {
    ...order,
    lines,
    linesTotal: total,
    totalTTC: total,
    totalVAT: vat,
    totalHT: round2(total - vat),
    hasEstimatedLines: lines.some((l) => l.saleUnit === 'kg' && l.weighedQuantity === null && !l.isUnavailable),
  };
}

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
  const state = {
    orders: orders.map((o) => structuredClone(o)),
    pros: [...pros],
    lineUpdates: [] as { orderId: number; lineId: number; body: Record<string, unknown> }[],
    statusChanges: [] as { orderId: number; body: Record<string, unknown> }[],
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
    if (path === '/api/accounts/two-factor/enrolment' && method === 'POST') {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const otpauthUri = `otpauth://totp/Maison%20Thirion:staff?secret=${secret}`;
      return json(200, { secret, otpauthUri, qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' });
    }
    if (path === '/api/accounts/two-factor/recovery-codes' && method === 'POST') {
      const recoveryCodes = Array.from({ length: 10 }, (_, i) => `wxyz-wxyz-wxyz-wxy${'abcdefghij'[i]}`);
      const status = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 10, required: false };
      return json(200, { recoveryCodes, status });
    }
    if (path === '/api/accounts/two-factor/confirm' && method === 'POST') {
      if (body.code !== '123456') {
        const message = 'Code incorrect.';
        return json(400, { title: 'Requête invalide', status: 400, detail: message, errors: { Code: [message] } });
      }
      twoFactor = { ...twoFactor, enabled: true };
      const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mno${'abcdefghij'[i]}`);
      const status = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 10, required: false };
      return json(200, { recoveryCodes, status });
    }
    if (path === '/api/accounts/two-factor' && user) {
      const { enabled, required } = twoFactor;
      return json(200, { enabled, enabledAt: null, recoveryCodesLeft: enabled ? 10 : 0, required });
    }
    if (path === '/api/admin/me') {
      const { enabled: twoFactorEnabled, required: twoFactorRequired } = twoFactor;
      return json(200, {
        role: user?.role,
        firstName: user?.firstName,
        lastName: user?.lastName,
        shops,
        twoFactorEnabled,
        twoFactorRequired,
      });
    }
    if (path === '/api/admin/orders' && method === 'GET') {
      const q = url.searchParams;
      const typed = q.get('Search') ?? '';
      const words = searchWordsOf(typed);
      // Without a day, a search looks through every day's open orders (a complete number: any status).
      const anyDay = !q.get('date') && words.length > 0;
      const items = state.orders.filter(
        (o) =>
          (!q.get('shopId') || String(o.shop.id) === q.get('shopId')) &&
          (!q.get('date') || o.date === q.get('date')) &&
          (!anyDay || OPEN.includes(o.status) || o.number === typed) &&
          words.every((w) =>
            foldForSearch(`${o.number} ${o.customer.firstName} ${o.customer.lastName} ${o.customer.email}`).includes(w),
          ),
      );
      if (anyDay) items.sort(nearestFirst(parisDate(new Date())));
      return json(200, { items, pageNumber: 1, pageSize: 100, totalCount: items.length, totalPages: 1 });
    }
    const match = /^\/api\/admin\/orders\/(\d+)(?:\/(status|lines\/(\d+)))?$/.exec(path);
    if (match) {
      const index = state.orders.findIndex((o) => o.id === Number(match[1]));
      const order = state.orders[index];
      if (!order) return problem(404, 'Cette commande n’existe pas.');
      if (!match[2]) {
        const held = state.heldReads;
        if (!held) return json(200, order);
        const asked = structuredClone(order);
        return held.then(() => json(200, asked));
      }
      if (match[2] === 'status' && method === 'POST') {
        state.statusChanges.push({ orderId: order.id, body });
        const target = body.status as OrderStatus;
        const allowed = target === 'Cancelled' ? order.status !== 'Completed' : NEXT[order.status] === target;
        if (!allowed) return problem(409, 'Ce changement de statut n’est pas possible.');
        const next = { ...order, status: target, cancelReason: (body.reason as string | undefined) ?? null };
        state.orders[index] = next;
        return json(200, next);
      }
      if (match[3] && method === 'PUT') {
        state.lineUpdates.push({ orderId: order.id, lineId: Number(match[3]), body });
        const target = order.lines.find((l) => l.id === Number(match[3]));
        if (!target) return problem(404, 'Cette ligne n’existe pas dans la commande.');
        const weight = body.weighedQuantity as number | null | undefined;
        const grams = (kg: number) => Math.round(kg * 1000);
        const beyond = typeof weight === 'number' && beyondTolerance(grams(target.quantity), grams(weight), 10);
        const rise = beyond && (weight as number) > target.quantity;
        if (beyond && !body.confirm) {
          const what = `${String(weight).replace('.', ',')}\u00a0kg pour ${String(target.quantity).replace('.', ',')}\u00a0kg commandés\u00a0: l’écart dépasse la tolérance de 10\u00a0%.`;
          return problem(
            409,
            rise
              ? `${what} Le prix dépasse ce que le client attend\u00a0: parez la pièce, ou notez comment il a donné son accord.`
              : `${what} Vérifiez la pesée, puis confirmez ce poids.`,
          );
        }
        const agreed = body.agreement !== undefined;
        const unnoted = order.agreementNotNoted.filter((id) => id !== target.id);
        const agreementNotNoted =
          (rise && !agreed) || (weight === undefined && !agreed && order.agreementNotNoted.includes(target.id))
            ? [...unnoted, target.id]
            : unnoted;
        const lot = typeof body.lotNumber === 'string' ? body.lotNumber.trim() : undefined;
        if (lot && !/^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/.test(lot)) {
          return json(400, {
            title: 'Requête invalide',
            status: 400,
            errors: {
              LotNumber: [
                'Le numéro de lot\u00a0: lettres, chiffres, espaces, points, tirets, barres obliques seulement.',
              ],
            },
          });
        }
        const lines = order.lines.map((l) =>
          l.id === target.id
            ? {
                ...l,
                weighedQuantity: weight === undefined ? l.weighedQuantity : weight,
                isUnavailable: (body.unavailable as boolean | undefined) ?? l.isUnavailable,
                // As the server: a lot typed, or else the article's once weighed.
                lotNumber: lot === undefined ? l.lotNumber : lot || l.articleLotNumber,
              }
            : l,
        );
        const next = reprice({ ...order, lines, agreementNotNoted });
        state.orders[index] = next;
        return json(200, next);
      }
    }
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

/** A stand-in for the browser's EventSource: the test sends the server's events by hand. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  close() {
    this.closed = true;
  }

  emit(event: AdminEvent) {
    for (const listener of this.listeners.get(event.type) ?? []) {
      listener(new MessageEvent(event.type, { data: JSON.stringify(event) }));
    }
  }
}

const article = (id: number, designation: string, kilograms: number, revenueHT: number, orders: number) => ({
  articleId: id,
  designation,
  saleUnit: kilograms > 0 ? ('kg' as const) : ('piece' as const),
  kilograms,
  pieces: kilograms > 0 ? 0 : orders * 2,
  orders,
  revenueHT,
  revenueTTC: Math.round(revenueHT * 105.5) / 100,
});

/** The owner's figures of a small month: three orders, a top list, the bookings of the next two weeks. */
export function makeStats(overrides: Partial<StatsResponse> = {}): StatsResponse {
  const day = (date: string, orders: number, revenueTTC: number) => ({
    date,
    orders,
    revenueTTC,
    revenueHT: Math.round((revenueTTC / 1.055) * 100) / 100,
  });
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 22 + i)).toISOString().slice(0, 10);
    if (date === '2026-11-03') return day(date, 2, 158.4);
    if (date === '2026-11-07') return day(date, 1, 86.9);
    return day(date, 0, 0);
  });
  return {
    shop: null,
    from: '2026-10-22',
    to: '2026-11-20',
    booked: { orders: 4, amountTTC: 1226 },
    summary: { orders: 3, revenueHT: 232.51, revenueTTC: 245.3, averageBasketHT: 77.5, averageBasketTTC: 81.77 },
    days,
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      orders: weekday === 2 ? 2 : weekday === 6 ? 1 : 0,
      revenueHT: weekday === 2 ? 150.14 : weekday === 6 ? 82.37 : 0,
      revenueTTC: weekday === 2 ? 158.4 : weekday === 6 ? 86.9 : 0,
    })),
    modes: [
      { mode: 'Pickup', orders: 2, revenueHT: 150.14, revenueTTC: 158.4 },
      { mode: 'Delivery', orders: 1, revenueHT: 82.37, revenueTTC: 86.9 },
    ],
    topByWeight: [article(2, 'Entrecôte', 5.35, 160.5, 2), article(5, 'Rôti de porc', 2.5, 42.5, 1)],
    topByRevenue: [
      article(2, 'Entrecôte', 5.35, 160.5, 2),
      article(5, 'Rôti de porc', 2.5, 42.5, 1),
      article(3, 'Quiche lorraine', 0, 23.7, 1),
    ],
    bookings: Array.from({ length: 14 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10);
      const weekday = ((5 + i - 1) % 7) + 1;
      return { date, weekday, orders: i === 1 ? 12 : 0, capacity: weekday === 1 ? 0 : 120, open: weekday !== 1 };
    }),
    ...overrides,
  };
}
