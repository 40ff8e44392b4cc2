import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { putInCart, shopId } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 45: without PUBLIC_URL, the provider's return link follows the loopback address the customer came in
// on, never another Host; with it, PUBLIC_URL alone. E-mails' links always say PUBLIC_URL.

type Shop = { t: TestApp; metz: number; article: number };

async function shopWith(config: { PUBLIC_URL?: string } = {}): Promise<Shop> {
  const t = await createTestApp({ config });
  const metz = await shopId(t, 'METZ-CENTRE');
  await t.database.db.updateTable('shop').set({ payment_policy: 'online_or_counter' }).where('id', '=', metz).execute();
  const { id } = await t.database.db
    .selectFrom('article')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { t, metz, article: id };
}

/** Where the demo provider's page sends back a customer who placed a card order with this Host header. */
async function returnAfterPaying({ t, metz, article }: Shop, host: string) {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, article);
  const slots = (await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: metz }, cookies: { sid } }))
    .answer;
  const res = await t.call('POST /api/orders', {
    headers: { host },
    cookies: { sid },
    body: { mode: 'Pickup', shopId: metz, date: slots.slots[0]?.date ?? '', paymentMethod: 'online' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.answer;
  const back = await t.app.inject({
    method: 'POST',
    url: new URL(order.payment.checkoutUrl ?? '').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=autoriser',
  });
  expect(back.statusCode).toBe(303);
  return { location: back.headers.location, order };
}

describe(`the payment's return link on ${TEST_ENGINE}`, () => {
  let laptop: Shop;
  let real: Shop;
  beforeAll(async () => {
    laptop = await shopWith();
    real = await shopWith({ PUBLIC_URL: 'https://boucherie.example' });
  });
  afterAll(async () => {
    await laptop.t.close();
    await real.t.close();
  });

  it.each(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', '127.0.0.1:4510'])(
    'without PUBLIC_URL, comes back to %s, the loopback address the customer used',
    async (host) => {
      const { location, order } = await returnAfterPaying(laptop, host);
      expect(location).toBe(`http://${host}/order/${order.id}?paiement=retour`);
    },
  );

  it.each(['evil.example', 'localhost.evil.example', '127.0.0.1.evil.example:3000', '10.0.0.1:3000'])(
    'never follows another Host (%s): PUBLIC_URL’s default instead',
    async (host) => {
      const { location, order } = await returnAfterPaying(laptop, host);
      expect(location).toBe(`http://localhost:3000/order/${order.id}?paiement=retour`);
    },
  );

  it('with PUBLIC_URL, comes back there whatever the Host, and the e-mails’ links say it too', async () => {
    const { location, order } = await returnAfterPaying(real, '127.0.0.1:3000');
    expect(location).toBe(`https://boucherie.example/order/${order.id}?paiement=retour`);
    const mails = readOutbox(real.t, 'mail').filter((m) => m.text.includes(`/order/${order.id}`));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).toContain(`https://boucherie.example/order/${order.id}`);
  });

  it('keeps the laptop’s e-mail links on PUBLIC_URL’s default, whatever the Host', async () => {
    const { order } = await returnAfterPaying(laptop, '127.0.0.1:3000');
    const mails = readOutbox(laptop.t, 'mail');
    const mine = mails.filter((m) => m.text.includes(`/order/${order.id}`));
    expect(mine.length).toBeGreaterThan(0);
    for (const mail of mine) expect(mail.text).toContain(`http://localhost:3000/order/${order.id}`);
    expect(mine.every((m) => !m.text.includes('127.0.0.1'))).toBe(true);
  });
});
