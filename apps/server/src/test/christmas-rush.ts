// "La ruée de Noël": the 24 December orders of one shop (or of several) open with a capacity, and many
// customers, logged in, browse, fill a cart of five lines and order within a few minutes, over one or
// several server processes (real HTTP, directly or through nginx). With quotas on holiday articles, each
// customer wants one of them and, told it is sold out, takes what is left or goes without and orders again.
// Used by `npm run bench:rush` (1 000 customers, two processes on PostgreSQL; `--shops=10`: 10 000 behind
// nginx) and, small, by christmas-rush.test.ts.
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import type { ArticlesResponse, ShopsResponse } from '@boucherie/contract';
import type { LoadCustomer } from './load-customers.js';

/** What a customer reads when the day has no room left (calendar/order-calendar.ts). */
export const DAY_FULL_MESSAGE = 'Ce jour est complet. Choisissez une autre date.';

export type Call = { status: number; body: unknown; ms: number; cookies: string[] };

/** One HTTP call; a failure to connect counts as a status 0 (and fails the run like a 5xx). */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { sid?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Call> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.sid ? { cookie: `sid=${options.sid}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') && text ? JSON.parse(text) : text;
    return { status: res.status, body, ms: performance.now() - started, cookies: res.headers.getSetCookie() };
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - started, cookies: [] };
  }
}

export type Transport = typeof call;

/**
 * `call` over HTTPS to a proxy whose certificate is `ca` (nginx in front of the processes), on kept-alive
 * connections as a browser's. Over HTTPS the session cookie is `__Host-sid` (sessions.ts).
 */
export function httpsTransport(ca: Buffer): Transport & { close: () => void } {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 256 });
  const send: Transport = (base, method, path, options = {}) => {
    const started = performance.now();
    const url = new URL(path, base);
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise<Call>((resolve) => {
      const req = https.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          agent,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.sid ? { cookie: `__Host-sid=${options.sid}` } : {}),
            ...options.headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            const type = String(res.headers['content-type'] ?? '');
            let body: unknown = text;
            try {
              if (type.includes('json') && text) body = JSON.parse(text);
            } catch {}
            resolve({
              status: res.statusCode ?? 0,
              body,
              ms: performance.now() - started,
              cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
            });
          });
        },
      );
      req.on('error', (error) =>
        resolve({ status: 0, body: String(error), ms: performance.now() - started, cookies: [] }),
      );
      req.end(payload);
    });
  };
  return Object.assign(send, { close: () => agent.destroy() });
}

/** The session's token from a login's cookies, over HTTP (`sid`) or HTTPS (`__Host-sid`). */
const sidOf = (cookies: string[]) => cookies.map((c) => /^(?:__Host-)?sid=([^;]+)/.exec(c)?.[1]).find(Boolean);

/** A Paris wall-clock minute, "2026-11-24T09:00", as the admin API takes them. */
export function parisMinute(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The next 24 December whose orders can still open (their cut-off is the 20th at 18:00). */
export function nextChristmasEve(now: Date): string {
  const year = Number(parisMinute(now).slice(0, 4));
  return parisMinute(now) < `${year}-12-20T17:00` ? `${year}-12-24` : `${year + 1}-12-24`;
}

/** Logs the admin in and opens the 24 December orders of each shop, through the back office's API. */
export async function openChristmasAtShops(
  base: string,
  admin: { email: string; password: string },
  shopIds: readonly number[],
  capacity: number,
  now: Date,
  more: { transport?: Transport } = {},
) {
  const transport = more.transport ?? call;
  const login = await transport(base, 'POST', '/api/accounts/login', { body: admin });
  const sid = sidOf(login.cookies);
  if (login.status !== 200 || !sid) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  const date = nextChristmasEve(now);
  for (const shopId of shopIds) {
    const created = await transport(base, 'POST', `/api/admin/shops/${shopId}/holidays`, {
      sid,
      body: {
        date,
        label: 'Noël',
        ordersOpenAt: parisMinute(new Date(now.getTime() - 3_600_000)),
        cutOffAt: `${date.slice(0, 4)}-12-20T18:00`,
        capacity,
      },
    });
    if (created.status !== 200) throw new Error(`holiday: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return { date, adminSid: sid };
}

/** The same for one shop. */
export const openChristmasOrders = (
  base: string,
  admin: { email: string; password: string },
  shopId: number,
  capacity: number,
  now: Date,
  more: { transport?: Transport } = {},
) => openChristmasAtShops(base, admin, [shopId], capacity, now, more);

/** The owner sets each article's quota for the day (`quantity` in its sale unit), through the back office's API. */
export async function setDayQuotas(
  base: string,
  adminSid: string,
  date: string,
  quotas: { id: number; quantity: number }[],
  transport: Transport = call,
) {
  for (const quota of quotas) {
    const put = await transport(base, 'PUT', `/api/admin/articles/${quota.id}/quotas`, {
      sid: adminSid,
      body: [{ date, quantity: quota.quantity }],
    });
    if (put.status !== 200) throw new Error(`quota of ${quota.id}: ${put.status} ${JSON.stringify(put.body)}`);
  }
}

/**
 * The shop of the rush (Metz centre in the demo data) and five articles per cart, taken from the API. A box
 * (the demo's calf) is left out: it is collected on its own day, so an order for the 24th refuses it.
 */
export async function rushCatalogue(base: string) {
  const shops = (await call(base, 'GET', '/api/shops')).body as ShopsResponse;
  const shop = shops.shops.find((s) => s.department === 'METZ-CENTRE') ?? shops.shops[0];
  const articles = ((await call(base, 'GET', '/api/articles?PageSize=100')).body as ArticlesResponse).items.filter(
    (a) => !a.box,
  );
  if (!shop || articles.length < 5) throw new Error('the demo catalogue is missing');
  return { shopId: shop.id, articleIds: articles.map((a) => a.id) };
}

export type RushOptions = {
  /** Server base URLs: customer n is served by urls[n % length]. */
  urls: string[];
  customers: LoadCustomer[];
  shopId: number;
  date: string;
  articleIds: number[];
  /** The arrivals are spread evenly over this many milliseconds. */
  windowMs: number;
  /** Log in through the API (argon2 and all) rather than start with the set-up session. */
  login: boolean;
  /** Also load the server-rendered home page on the way. */
  pages: boolean;
  /** Several shops: customer n orders at shopIds[n % length] (shopId otherwise). */
  shopIds?: number[];
  /**
   * Holiday articles under a quota: each customer puts one of them in the cart with its quantity (in its sale
   * unit), besides four other articles; a shop's customers go round them in turn.
   */
  holidayArticles?: { id: number; quantity: number }[];
  /** How the calls are made (`call`: fetch over HTTP). */
  transport?: Transport;
};

export type RushResult = {
  accepted: number;
  /** Refused with DAY_FULL_MESSAGE on the date. */
  toldFull: number;
  /** 409 SOLD_OUT answers to an order (the customer then took what was left, or went without, and ordered again). */
  soldOut: number;
  /** Orders placed without their holiday article, which was sold out. */
  acceptedWithout: number;
  /** Any other answer to an order (there should be none). */
  unexpected: { status: number; body: unknown }[];
  /** Answers ≥ 500 or failed connections, on any call of the journeys. */
  serverErrors: { path: string; status: number }[];
  requests: number;
  orderMs: { p50: number; p95: number; p99: number; max: number };
  durationMs: number;
};

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export async function runRush(options: RushOptions): Promise<RushResult> {
  const result: RushResult = {
    accepted: 0,
    toldFull: 0,
    soldOut: 0,
    acceptedWithout: 0,
    unexpected: [],
    serverErrors: [],
    requests: 0,
    orderMs: { p50: 0, p95: 0, p99: 0, max: 0 },
    durationMs: 0,
  };
  const orderTimes: number[] = [];
  const started = performance.now();
  const n = options.customers.length;

  const send = options.transport ?? call;
  const journey = async (customer: LoadCustomer, index: number) => {
    const base = options.urls[index % options.urls.length] as string;
    const shopId = options.shopIds ? (options.shopIds[index % options.shopIds.length] as number) : options.shopId;
    const step = async (method: string, path: string, extra: Parameters<typeof call>[3] = {}) => {
      const answer = await send(base, method, path, extra);
      result.requests += 1;
      if (answer.status === 0 || answer.status >= 500) result.serverErrors.push({ path, status: answer.status });
      return answer;
    };
    let sid = customer.sid;
    if (options.login) {
      const login = await step('POST', '/api/accounts/login', {
        body: { email: customer.email, password: customer.password },
      });
      sid = sidOf(login.cookies) ?? sid;
    }
    // Each shop's customers (every shopIds.length-th) go round the holiday articles: not tied to the shop.
    const round = Math.floor(index / (options.shopIds?.length ?? 1));
    const holiday = options.holidayArticles?.[round % options.holidayArticles.length];
    const ordinary = options.articleIds.filter((id) => !options.holidayArticles?.some((h) => h.id === id));
    const pick = Array.from(
      { length: holiday ? 4 : 5 },
      (_, k) => ordinary[(index * 7 + k * 3) % ordinary.length] as number,
    );
    if (holiday) pick.unshift(holiday.id);
    if (options.pages) await step('GET', '/', { sid });
    await step('GET', `/api/articles?PageSize=24${holiday ? `&date=${options.date}` : ''}`, { sid });
    await step('GET', `/api/articles/${pick[0]}${holiday ? `?date=${options.date}` : ''}`, { sid });
    await step('GET', `/api/articles/${pick[1]}`, { sid });
    await step('GET', `/api/orders/slots?mode=Pickup&shopId=${shopId}`, { sid });
    for (const articleId of new Set(pick)) {
      const quantity = articleId === holiday?.id ? holiday.quantity : 1;
      await step('PUT', '/api/carts', { sid, body: { articleId, quantity } });
    }
    let without = false;
    // Told an article is sold out, the customer takes what is left of it (or removes it) and orders again: a
    // cart holds at most one article under a quota, so two tries do, a few more cover a quota read between.
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = await step('POST', '/api/orders', {
        sid,
        body: { mode: 'Pickup', shopId, date: options.date },
        headers: { 'idempotency-key': randomUUID() },
      });
      orderTimes.push(order.ms);
      const body = order.body as {
        errors?: Record<string, string[]>;
        code?: string;
        articleId?: number;
        remaining?: number;
      };
      if (order.status === 201) {
        result.accepted += 1;
        if (without) result.acceptedWithout += 1;
      } else if (order.status === 400 && body.errors?.Date?.[0] === DAY_FULL_MESSAGE) result.toldFull += 1;
      else if (order.status === 409 && body.code === 'SOLD_OUT' && typeof body.articleId === 'number') {
        result.soldOut += 1;
        if (body.remaining === 0) without = true;
        await step('PUT', '/api/carts', { sid, body: { articleId: body.articleId, quantity: body.remaining ?? 0 } });
        continue;
      } else result.unexpected.push({ status: order.status, body: order.body });
      return;
    }
    result.unexpected.push({ status: 409, body: 'still sold out after five tries' });
  };

  await Promise.all(
    options.customers.map(async (customer, index) => {
      // Evenly spread arrivals: customer i starts at i/n of the window.
      await new Promise((r) => setTimeout(r, (index / n) * options.windowMs));
      await journey(customer, index);
    }),
  );
  result.durationMs = performance.now() - started;
  orderTimes.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  result.orderMs = {
    p50: round(percentile(orderTimes, 50)),
    p95: round(percentile(orderTimes, 95)),
    p99: round(percentile(orderTimes, 99)),
    max: round(orderTimes[orderTimes.length - 1] ?? Number.NaN),
  };
  return result;
}
