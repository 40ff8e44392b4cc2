import type { Shop, StandingOrder, StandingOrderOccurrence, User } from '@boucherie/contract';
import { vi } from 'vitest';

/** A standing order as the API answers it: a pro's Tuesday and Friday pickup at Metz-Centre. */
export function makeStandingOrder(overrides: Partial<StandingOrder> = {}): StandingOrder {
  return {
    id: 5,
    name: null,
    mode: 'Pickup',
    shopId: 1,
    shop: { id: 1, name: 'Maison Thirion Metz-Centre' },
    address: null,
    deliveryInstructions: null,
    comment: null,
    windowStarts: null,
    lines: [
      {
        articleId: 2,
        designation: 'Entrecôte',
        saleUnit: 'kg',
        quantity: 2.5,
        preparationNote: 'en pavés',
        available: true,
        unavailableReason: null,
      },
      {
        articleId: 3,
        designation: 'Quiche lorraine',
        saleUnit: 'piece',
        quantity: 4,
        preparationNote: null,
        available: false,
        unavailableReason: 'Withdrawn',
      },
    ],
    weekdays: [2, 5],
    startDate: '2026-11-20',
    endDate: null,
    paused: false,
    state: 'Active',
    skippedDates: ['2026-12-01'],
    nextOccurrences: [
      occurrence({ date: '2026-11-27', status: 'Placed', order: { id: 77, number: '2026-000077' } }),
      occurrence({ date: '2026-12-01', status: 'Skipped', skipReason: 'Customer', placeAt: null }),
      occurrence({ date: '2026-12-04' }),
    ],
    nextDate: '2026-11-27',
    recentOccurrences: [
      occurrence({
        date: '2026-11-24',
        status: 'Skipped',
        skipReason: 'Closed',
        message: 'La boutique est fermée ce jour-là (inventaire).',
        placeAt: null,
      }),
      occurrence({
        date: '2026-11-20',
        status: 'Placed',
        order: { id: 70, number: '2026-000070' },
        leftOut: [{ articleId: 3, designation: 'Quiche lorraine', reason: 'OutOfStock' }],
      }),
    ],
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

export function occurrence(overrides: Partial<StandingOrderOccurrence> & { date: string }): StandingOrderOccurrence {
  return {
    status: 'Planned',
    placeAt: `${overrides.date}T07:00:00.000Z`,
    cutOffAt: null,
    skipReason: null,
    message: null,
    order: null,
    leftOut: [],
    ...overrides,
  };
}

type Reply = { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

/**
 * The standing orders' API of a logged-in customer: the list answers `items`; POST and PATCH answer
 * the next `replies` in turn, else the standing order (created, or patched with the body); DELETE removes.
 */
export function stubStandingOrdersApi({
  user,
  items = [],
  shops = [],
  replies = [],
}: {
  user: User;
  items?: StandingOrder[];
  shops?: Shop[];
  replies?: Reply[];
}) {
  const state = { items: [...items] };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/accounts/me') return json(200, user);
    if (path === '/api/shops') return json(200, { shops });
    if (path === '/api/standing-orders' && method === 'GET') return json(200, { items: state.items });
    if (path.startsWith('/api/standing-orders') && method !== 'GET') {
      const reply = replies.shift();
      if (reply) return json(reply.status, reply.body);
    }
    if (path === '/api/standing-orders' && method === 'POST') {
      const created = makeStandingOrder({ id: 9, weekdays: body.weekdays, startDate: body.startDate });
      state.items.push(created);
      return json(201, created);
    }
    const id = Number(/^\/api\/standing-orders\/(\d+)$/.exec(path)?.[1]);
    const found = state.items.find((item) => item.id === id);
    if (!found) return json(404, { title: 'Introuvable', status: 404 });
    if (method === 'DELETE') {
      state.items = state.items.filter((item) => item !== found);
      return json(204, null);
    }
    const patched = { ...found, ...body, paused: body.paused ?? found.paused };
    if (body.paused !== undefined) patched.state = body.paused ? 'Paused' : 'Active';
    state.items = state.items.map((item) => (item === found ? patched : item));
    return json(200, patched);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, state };
}
