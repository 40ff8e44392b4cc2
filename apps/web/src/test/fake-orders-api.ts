import type { CartItem, Order, OrderSlot, OrderSlotsResponse, PlaceOrderRequest, Shop } from '@boucherie/contract';
import { addDays, CUSTOMER_CANCEL_REASON, parisInstant } from '@boucherie/contract';
import { vi } from 'vitest';
import { tomorrowInParis } from '../features/orders/lib/order-days';
import { makeOrderLine } from './fake-lines';
import { stubShopApi } from './fake-shop-api';

const hours = (opens: string, closes: string) => [{ opens, closes }];

/** Two shops like the demo's: Metz-Centre delivers 57000 (4,90 €, minimum 30 €), Woippy does not deliver. */
export const metzCentre: Shop = {
  id: 1,
  department: 'METZ-CENTRE',
  name: 'Maison Thirion Metz-Centre',
  address: { street: '14 rue Taison', postCode: '57000', city: 'Metz', country: 'FR' },
  phone: '03 87 36 42 18',
  email: 'metz-centre@example.com',
  openingHours: [
    { weekday: 1, periods: [] },
    ...[2, 3, 4, 5].map((weekday) => ({
      weekday,
      periods: [
        { opens: '08:00', closes: '12:30' },
        { opens: '14:30', closes: '19:00' },
      ],
    })),
    { weekday: 6, periods: hours('07:30', '18:00') },
    { weekday: 7, periods: hours('08:30', '12:30') },
  ],
  closingDays: [],
  cutOff: { daysBefore: 1, time: '18:00' },
  dailyCapacity: 40,
  bookingHorizonDays: 60,
  weighingTolerancePercent: 10,
  paymentPolicy: 'counter',
  noShowRule: 'release',
  acceptsMealVouchers: false,
  delivers: true,
  deliveryZones: [{ name: 'Metz', postCodes: ['57000', '57050'], fee: 4.9, minimumOrder: 30 }],
  deliveryRounds: [],
};

export const woippy: Shop = {
  ...metzCentre,
  id: 3,
  department: 'WOIPPY',
  name: 'Maison Thirion Woippy',
  address: { street: '22 route de Thionville', postCode: '57140', city: 'Woippy', country: 'FR' },
  phone: '03 87 30 58 91',
  delivers: false,
  deliveryZones: [],
  deliveryRounds: [],
};

/** Selectable days from tomorrow (Paris), each open 8 h 30 – 12 h 30; `skipTomorrow` starts the day after. */
export function makeSlots(count = 5, { skipTomorrow = false } = {}): OrderSlot[] {
  const first = addDays(tomorrowInParis(), skipTomorrow ? 1 : 0);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(first, i);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
    return {
      date,
      weekday,
      cutOffAt: cutOffOf(date),
      periods: hours('08:30', '12:30'),
      windows: [],
      holiday: null,
      paymentMethods: ['counter'],
    };
  });
}

/** The shops' usual cut-off of a day: 18 h the day before, in Paris (ISO instant). */
export const cutOffOf = (date: string) => parisInstant(addDays(date, -1), '18:00').toISOString();

/** An order paid at the shop, as every order was before card payments. */
export const atTheCounter: Order['payment'] = {
  method: 'counter',
  status: 'at_counter',
  heldAmount: 0,
  capturedAmount: 0,
  refundedAmount: 0,
  checkoutUrl: null,
  dueAmount: 0,
  counterPayments: [],
};

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: '2026-000042',
    status: 'Pending',
    mode: 'Pickup',
    date: '2026-11-21',
    createdAt: '2026-11-19T17:00:00.000Z',
    shop: {
      id: metzCentre.id,
      name: metzCentre.name,
      department: metzCentre.department,
      address: metzCentre.address,
      phone: metzCentre.phone,
    },
    address: null,
    comment: null,
    deliveryInstructions: null,
    timeWindow: null,
    priceBasis: 'TTC',
    paymentTerms: null,
    payment: atTheCounter,
    lines: [
      makeOrderLine({ preparationNote: 'tranches fines' }),
      makeOrderLine({
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
    statusHistory: [{ status: 'Pending', at: '2026-11-19T17:00:00.000Z' }],
    cancelReason: null,
    cancellableUntil: null,
    ...overrides,
  };
}

type Reply = { status: number; body: unknown } | 'network-error';

type Options = Parameters<typeof stubShopApi>[0] & {
  shops?: Shop[];
  orders?: Order[];
  slots?: OrderSlot[];
  /** The slots answer's closing days (none by default). */
  closures?: OrderSlotsResponse['closures'];
  /** Answers for the next POST /api/orders, in turn; then the fake places the order itself. */
  placeReplies?: Reply[];
  /** Keeps POST /api/orders waiting until the test calls `release()`. */
  holdPlace?: boolean;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  json(status, { title: 'Requête invalide', status, detail, ...(errors ? { errors } : {}) });

/** GET /api/orders/slots: a shop's slots for a pickup; for a delivery, the shop serving the post code, or a 400. */
function answerSlots(url: URL, shops: readonly Shop[], slots: OrderSlot[], closures: OrderSlotsResponse['closures']) {
  const mode = url.searchParams.get('mode');
  // Tomorrow, when the slots leave it out, is past its cut-off.
  const date = tomorrowInParis();
  const refusal = slots.some((s) => s.date === date) ? null : 'past-cut-off';
  const calendar = { closures, tomorrow: { date, cutOffAt: cutOffOf(date), refusal } };
  if (mode === 'Pickup') {
    const id = Number(url.searchParams.get('shopId'));
    return json(200, { mode, shopId: id, deliveryFee: null, minimumOrder: null, slots, ...calendar });
  }
  const postCode = url.searchParams.get('postCode') ?? '';
  const zone = shops.find((s) => s.deliveryZones.some((z) => z.postCodes.includes(postCode)));
  const served = zone?.deliveryZones.find((z) => z.postCodes.includes(postCode));
  if (!zone || !served) {
    const message = 'Nous ne livrons pas encore ce code postal. Choisissez le retrait en boutique.';
    return problem(400, message, { PostCode: [message] });
  }
  return json(200, {
    mode,
    shopId: zone.id,
    deliveryFee: served.fee,
    minimumOrder: served.minimumOrder,
    slots,
    ...calendar,
  });
}

/** The order's lines from the server cart, at the pro's HT prices for an approved pro, as the server prices them. */
function cartOrderLines(cart: CartItem[], body: PlaceOrderRequest, pro: boolean) {
  return cart.map(({ article, quantity }) => {
    const unitPrice = pro ? (article.purchasePricePerUnit ?? article.pricePerUnit) : article.pricePerUnit;
    return makeOrderLine({
      articleId: article.id,
      designation: article.designation,
      saleUnit: article.saleUnit,
      quantity,
      unitPrice,
      lineTotal: Math.round(unitPrice * quantity * 100) / 100,
      vatRate: article.vatRate,
      isEstimated: article.saleUnit === 'kg',
      preparationNote: body.preparationNotes?.find((n) => n.articleId === article.id)?.note ?? null,
    });
  });
}

/**
 * The shop's API (fake-shop-api) with the order calls: slots, placing an order from the server cart
 * (idempotent per key), the paged history and one order. `state.placed` records each POST with its key.
 */
export function stubOrdersApi(options: Options) {
  const {
    shops = [metzCentre, woippy],
    slots = makeSlots(),
    closures = [],
    placeReplies = [],
    holdPlace = false,
  } = options;
  const shop = stubShopApi(options);
  const inner = shop.fetchMock;
  const state = {
    ...shop.state,
    get cart() {
      return shop.state.cart;
    },
    orders: [...(options.orders ?? [])],
    placed: [] as { body: PlaceOrderRequest; key: string | null }[],
    byKey: new Map<string, Order>(),
  };
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  function place(body: PlaceOrderRequest, key: string | null): Response {
    const replayed = key ? state.byKey.get(key) : undefined;
    if (replayed) return json(201, replayed);
    if (shop.state.cart.length === 0)
      return problem(400, 'Votre panier est vide.', { Cart: ['Votre panier est vide.'] });
    // Only an approved pro orders HT, as on the server.
    const pro = options.user?.userType === 2 && options.user.proStatus === 'approved';
    const lines = cartOrderLines(shop.state.cart, body, pro);
    const linesTotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    const id = 100 + state.orders.length;
    const fulfilling = shops.find((s) => s.id === body.shopId) ?? metzCentre;
    const order = makeOrder({
      shop: {
        id: fulfilling.id,
        name: fulfilling.name,
        department: fulfilling.department,
        address: fulfilling.address,
        phone: fulfilling.phone,
      },
      id,
      number: `2026-000${id}`,
      mode: body.mode,
      date: body.date,
      priceBasis: pro ? 'HT' : 'TTC',
      paymentTerms: pro ? (options.user?.paymentTerms ?? 'days30eom') : null,
      payment: pro ? { ...atTheCounter, method: 'on_account', status: 'on_account' } : atTheCounter,
      lines,
      linesTotal,
      address: body.address ? { ...body.address, company: body.address.company || null, country: 'FR' } : null,
      comment: body.comment ?? null,
      deliveryInstructions: body.mode === 'Delivery' ? (body.deliveryInstructions ?? null) : null,
      hasEstimatedLines: lines.some((l) => l.isEstimated),
    });
    state.orders.unshift(order);
    if (key) state.byKey.set(key, order);
    shop.state.cart = [];
    return json(201, order);
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/shops') return json(200, { shops });
    if (path === '/api/orders/slots') return answerSlots(url, shops, slots, closures);
    if (path === '/api/orders' && method === 'POST') {
      const headers = new Headers(init?.headers);
      const key = headers.get('idempotency-key');
      const body = JSON.parse(String(init?.body)) as PlaceOrderRequest;
      state.placed.push({ body, key });
      if (holdPlace) await held;
      const reply = placeReplies.shift();
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply) return json(reply.status, reply.body);
      return place(body, key);
    }
    if (path === '/api/orders') {
      const pageNumber = Number(url.searchParams.get('PageNumber') ?? 1);
      const pageSize = Number(url.searchParams.get('PageSize') ?? 10);
      const items = state.orders.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      const totalCount = state.orders.length;
      return json(200, { items, pageNumber, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) });
    }
    const cancelId = /^\/api\/orders\/(\d+)\/cancel$/.exec(path)?.[1];
    if (cancelId && method === 'POST') {
      const index = state.orders.findIndex((o) => o.id === Number(cancelId));
      const order = state.orders[index];
      if (!order?.cancellableUntil) return problem(409, 'Cette commande ne peut plus être annulée en ligne.');
      const cancelled = {
        ...order,
        status: 'Cancelled' as const,
        cancelReason: CUSTOMER_CANCEL_REASON,
        cancellableUntil: null,
      };
      state.orders[index] = cancelled;
      return json(200, cancelled);
    }
    const orderId = /^\/api\/orders\/(\d+)$/.exec(path)?.[1];
    if (orderId) {
      const order = state.orders.find((o) => o.id === Number(orderId));
      return order ? json(200, order) : problem(404, 'Cette commande n’existe pas.');
    }
    return inner(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state, release: () => release() };
}

/** The Idempotency-Key headers of the POST /api/orders calls, in order. */
export function orderKeys(state: ReturnType<typeof stubOrdersApi>['state']) {
  return state.placed.map((p) => p.key);
}
