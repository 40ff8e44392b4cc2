import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../../test/test-app.js';

// The demo provider's hosted page (« Paiement de démonstration ») takes its buttons' POSTs from itself only: no
// other site's form, no sandboxed frame (Origin « null »), whatever Fetch Metadata says where the browser sends it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let orders = 900;
/** A hosted page for a hold, opened through the Stripe SDK as an order would open it. */
async function openPage() {
  orders += 1;
  const orderId = orders;
  const provider = await t.app.payments.provider();
  if (!provider) throw new Error('no payment provider');
  const page = await provider.startHold({
    orderId,
    amountCents: 4200,
    description: `Commande n° ${orderId}`,
    customerEmail: 'marie@example.com',
    successUrl: `http://localhost/order/${orderId}?paiement={CHECKOUT_SESSION_ID}`,
    cancelUrl: `http://localhost/order/${orderId}`,
    expiresAt: new Date(t.now().getTime() + 30 * 60_000),
    idempotencyKey: `demo-page-test:${orderId}`,
  });
  return { path: new URL(page.url).pathname, state: async () => (await provider.readPage(page.pageId)).state };
}

const press = (path: string, action: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `action=${action}`,
  });

const SHOP = 'http://localhost:80';

describe(`the demo provider's hosted page on ${TEST_ENGINE}`, () => {
  it.each([
    ['a sandboxed frame: Origin null', { origin: 'null' }],
    ['Origin null, whatever Sec-Fetch-Site says', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:80' }],
    ['another origin', { origin: 'https://evil.example' }],
  ])('refuses « Autoriser » from %s, and authorises nothing', async (_, headers) => {
    const page = await openPage();
    const res = await press(page.path, 'autoriser', headers);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().detail).toBe('Cette requête doit venir de la page de paiement elle-même.');
    expect(await page.state()).toBe('open');
  });

  it('takes its own buttons: same origin, or a request the visitor made (Sec-Fetch-Site: none)', async () => {
    const page = await openPage();
    const shown = await t.app.inject({ url: page.path });
    expect(shown.statusCode).toBe(200);
    // So that its form's POST says the shop's origin, not « null » (the shop's pages send no referrer).
    expect(shown.headers['referrer-policy']).toBe('same-origin');
    const back = await press(page.path, 'abandonner', { 'sec-fetch-site': 'none' });
    expect(back.statusCode, back.body).toBe(303);
    const authorised = await press(page.path, 'autoriser', { origin: SHOP, 'sec-fetch-site': 'same-origin' });
    expect(authorised.statusCode, authorised.body).toBe(303);
    expect(await page.state()).toBe('complete');
  });
});
