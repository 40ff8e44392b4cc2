import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';

const TOKEN = 'un-jeton-de-mesure-assez-long';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t.close());

const read = async () => {
  const res = await t.app.inject('/metrics');
  expect(res.statusCode).toBe(200);
  return res.body;
};
const value = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? Number.NaN,
  );

describe(`/metrics (${TEST_ENGINE})`, () => {
  it('counts requests by route pattern and status, and the orders placed', async () => {
    await t.app.inject('/api/shops');
    await t.app.inject('/api/articles/999999');
    const before = value(await read(), 'orders_placed_total');

    const shops = (await t.call('GET /api/shops')).answer;
    const [article] = (await t.call('GET /api/articles', { query: { PageSize: 1 } })).answer.items;
    const customer = await verifiedUser(t);
    const cookies = { sid: customer.sid };
    await t.app.inject({ method: 'PUT', url: '/api/carts', cookies, payload: { articleId: article?.id, quantity: 1 } });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies,
      payload: { mode: 'Pickup', shopId: shops.shops[0]?.id, date: '2026-11-21' },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const text = await read();
    expect(value(text, 'orders_placed_total')).toBe(before + 1);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/shops",status_code="200"\} [1-9]/,
    );
    // One series for every article id, by the route's pattern.
    expect(text).toContain('route="/api/articles/:id",status_code="404"');
    expect(text).not.toContain('/api/articles/999999');
    expect(text).toContain('sse_clients 0');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers only the machine itself or the configured token', async () => {
    const away = { remoteAddress: '203.0.113.7' };
    expect((await t.app.inject({ url: '/metrics', ...away })).statusCode).toBe(403);
    const wrong = { authorization: 'Bearer pas-le-bon-jeton-du-tout' };
    expect((await t.app.inject({ url: '/metrics', ...away, headers: wrong })).statusCode).toBe(403);
    const right = { authorization: `Bearer ${TOKEN}` };
    expect((await t.app.inject({ url: '/metrics', ...away, headers: right })).statusCode).toBe(200);
    // Through the proxy on the same machine, the client is not the machine.
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    expect((await t.app.inject({ url: '/metrics', headers: proxied })).statusCode).toBe(403);
  });
});
