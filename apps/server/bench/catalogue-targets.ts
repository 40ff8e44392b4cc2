// The endpoints `npm run bench` measures (catalogue.bench.ts), and the bytes each bare twin answers.
import type { BenchCustomer } from './bench-customers.js';
import type { BareRoute } from './bench-server.js';

export type Target = {
  endpoint: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  /** Rotating logged-in customers (a cookie each), and the body each request sends. */
  customers?: BenchCustomer[];
  body?: (i: number) => string;
  /** Requests per second for the whole run (order creation); otherwise as fast as the server answers. */
  rate?: number;
  seconds?: number;
  goal: { ratio?: number; p99?: number };
};

type Get = (url: string, customer?: BenchCustomer) => Promise<string>;
type Customers = { browsers: BenchCustomer[]; carts: BenchCustomer[]; buyers: BenchCustomer[] };

/** The catalogue's reads, the cart and order creation, against the demo shop at `get`'s server. */
export async function benchTargets(get: Get, customers: Customers, order: { rate: number; seconds: number }) {
  const { browsers, carts, buyers } = customers;
  const list = JSON.parse(await get('/api/articles')) as { items: { id: number }[] };
  if (list.items.length !== 24) throw new Error(`GET /api/articles: ${list.items.length} articles, not 24`);
  const shops = JSON.parse(await get('/api/shops')) as { shops: { id: number; department: string }[] };
  const metz = shops.shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
  const slots = JSON.parse(await get(`/api/orders/slots?mode=Pickup&shopId=${metz.id}`)) as {
    slots: { date: string }[];
  };
  const orderBody = JSON.stringify({ mode: 'Pickup', shopId: metz.id, date: slots.slots[0]?.date });
  const articleId = list.items[0]?.id as number;
  const cartBody = (n: number) => JSON.stringify({ articleId, quantity: 1 + (n % 4) });

  const targets: Target[] = [
    {
      endpoint: 'GET /api/articles (24 articles)',
      method: 'GET',
      path: '/api/articles',
      goal: { ratio: 0.5, p99: 20 },
    },
    {
      endpoint: 'GET /api/articles, logged in (3 favourites)',
      method: 'GET',
      path: '/api/articles',
      customers: browsers,
      goal: {},
    },
    { endpoint: 'GET /api/articles?Search=boeuf', method: 'GET', path: '/api/articles?Search=boeuf', goal: {} },
    {
      endpoint: `GET /api/articles/${articleId}`,
      method: 'GET',
      path: `/api/articles/${articleId}`,
      goal: { ratio: 0.5, p99: 20 },
    },
    {
      endpoint: 'GET /api/article-categories',
      method: 'GET',
      path: '/api/article-categories',
      goal: { ratio: 0.5, p99: 20 },
    },
    { endpoint: 'GET /api/shops', method: 'GET', path: '/api/shops', goal: { ratio: 0.5, p99: 20 } },
    {
      endpoint: 'PUT /api/carts (logged in)',
      method: 'PUT',
      path: '/api/carts',
      customers: carts,
      body: cartBody,
      goal: { ratio: 0.25 },
    },
    {
      endpoint: `POST /api/orders (${order.rate}/s, 5 lines)`,
      method: 'POST',
      path: '/api/orders',
      customers: buyers,
      body: () => orderBody,
      rate: order.rate,
      seconds: order.seconds,
      goal: { p99: 100 },
    },
  ];
  return targets;
}

/** The bare twins answer exactly what the shop answered (an order: one the shop placed, for its bytes). */
export async function bareRoutesOf(base: string, get: Get, targets: Target[]): Promise<BareRoute[]> {
  const routes: BareRoute[] = [];
  for (const [i, t] of targets.entries()) {
    let body: string;
    let status = 200;
    if (t.method === 'GET') body = await get(t.path, t.customers?.[0]);
    else {
      const customer = t.customers?.at(-1) as BenchCustomer;
      const res = await fetch(`${base}${t.path}`, {
        method: t.method,
        headers: { 'content-type': 'application/json', cookie: `sid=${customer.token}` },
        body: t.body?.(0) ?? '',
      });
      body = await res.text();
      status = res.status;
      if (status >= 300) throw new Error(`${t.endpoint}: ${status} ${body.slice(0, 300)}`);
    }
    routes.push({ method: t.method, path: `/bare/${i}`, status, body });
  }
  return routes;
}
