import type { AdminOrderDetail, Article, BodyInputOf, Endpoints } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { smsText } from '../messages/sms-text.js';

// Issue 30, item 5: the weighed price stays within the shop's tolerance unless the customer agreed (ADR 043).

let t: TestApp;
let admin: string;
let staff: string;
let metz: number;
let steak: Article;

type Call = { method?: 'GET' | 'PUT' | 'POST' | 'PATCH'; url: string; sid?: string; payload?: object };
const call = ({ method = 'GET', url, sid, payload }: Call) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
const detail = async (id: number) =>
  (await t.call('GET /api/admin/orders/{id}', { params: { id }, cookies: { sid: staff } })).answer;
const weigh = (id: number, lineId: number, body: BodyInputOf<Endpoints['PUT /api/admin/orders/{id}/lines/{lineId}']>) =>
  t.call('PUT /api/admin/orders/{id}/lines/{lineId}', { params: { id, lineId }, body, cookies: { sid: staff } });
const publicShops = async () => (await t.call('GET /api/shops')).answer.shops;
const setTolerance = (weighingTolerancePercent: unknown, sid = admin) =>
  call({ method: 'PATCH', url: `/api/admin/shops/${metz}`, sid, payload: { weighingTolerancePercent } });
const fr = (euros: number) => `${euros.toFixed(2).replace('.', ',')}\u00a0€`;

/** A customer's pickup order of `kg` of steak for Saturday 21 November at Metz-Centre, with its line. */
async function steakOrder(kg: number) {
  const customer = await verifiedUser(t);
  const cookies = { sid: customer.sid };
  const put = await t.call('PUT /api/carts', { body: { articleId: steak.id, quantity: kg }, cookies });
  expect(put.statusCode, put.body).toBe(200);
  const res = await t.call('POST /api/orders', { body: { mode: 'Pickup', shopId: metz, date: '2026-11-21' }, cookies });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.answer;
  const line = (await detail(order.id)).lines[0] as AdminOrderDetail['lines'][number];
  return { order, line, customer };
}

beforeAll(async () => {
  t = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  admin = await loginAs(t, 'admin@example.com');
  staff = await loginAs(t, 'staff@example.com');
  const shops = await theShops(t);
  metz = shops.find((s) => s.department === 'METZ-CENTRE')?.id as number;
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false });
});
afterAll(() => t.close());

describe(`weighing tolerance, the shop's setting, on ${TEST_ENGINE}`, () => {
  it('is 10 % by default, in the public shop and the calendar answer, and the owner changes it', async () => {
    const shops = await publicShops();
    expect(shops.every((s) => s.weighingTolerancePercent === 10)).toBe(true);
    const calendars = (await t.call('GET /api/admin/shops', { cookies: { sid: admin } })).answer;
    expect(calendars.shops.find((s) => s.id === metz)?.weighingTolerancePercent).toBe(10);

    const changed = await setTolerance(15);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().weighingTolerancePercent).toBe(15);
    const after = await publicShops();
    expect(after.find((s) => s.id === metz)?.weighingTolerancePercent).toBe(15);
    expect((await setTolerance(10)).statusCode).toBe(200);
  });

  it('refuses a tolerance that is not a whole number from 1 to 50, in French, and staff may not set it', async () => {
    for (const bad of [0, -5, 51, 12.5, '10', null]) {
      const res = await setTolerance(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors.WeighingTolerancePercent?.[0] ?? JSON.stringify(res.json())).toMatch(/tolérance/);
    }
    expect((await setTolerance(20, staff)).statusCode).toBe(403);
  });
});

describe(`weighing beyond the tolerance on ${TEST_ENGINE}`, () => {
  it('answers 409 beyond the shop’s tolerance and saves nothing; exactly the tolerance passes', async () => {
    const { order, line } = await steakOrder(1.5);
    const over = await weigh(order.id, line.id, { weighedQuantity: 1.651 });
    expect(over.statusCode).toBe(409);
    expect(JSON.stringify(over.json())).toContain('tolérance de 10\u00a0%');
    expect(JSON.stringify(over.json())).toContain('accord');
    const under = await weigh(order.id, line.id, { weighedQuantity: 1.349 });
    expect(under.statusCode).toBe(409);
    expect((await detail(order.id)).lines[0]?.weighedQuantity).toBeNull();
    // 1,65 kg for 1,5 kg is exactly 10 %.
    expect((await weigh(order.id, line.id, { weighedQuantity: 1.65 })).statusCode).toBe(200);
    expect((await detail(order.id)).agreementNotNoted).toEqual([]);
  });

  it('follows the owner’s setting', async () => {
    expect((await setTolerance(25)).statusCode).toBe(200);
    try {
      const { order, line } = await steakOrder(1.2);
      expect((await weigh(order.id, line.id, { weighedQuantity: 1.5 })).statusCode).toBe(200);
      expect((await weigh(order.id, line.id, { weighedQuantity: 1.501 })).statusCode).toBe(409);
    } finally {
      await setTolerance(10);
    }
  });

  it('saves a rise with confirm and no agreement: the history says it was not noted, the order flags the line', async () => {
    const { order, line } = await steakOrder(1.5);
    const res = await weigh(order.id, line.id, { weighedQuantity: 1.95, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.answer;
    expect(saved.lines[0]?.weighedQuantity).toBe(1.95);
    expect(saved.agreementNotNoted).toEqual([line.id]);
    expect(saved.events.at(-1)?.detail).toContain('accord du client non noté');

    // Noted afterwards, for the weight that stands.
    const noted = await weigh(order.id, line.id, { agreement: 'phone' });
    expect(noted.statusCode, noted.body).toBe(200);
    const after = noted.answer;
    expect(after.agreementNotNoted).toEqual([]);
    expect(after.events.at(-1)).toMatchObject({ action: 'agreed', by: 'Lucas Thirion' });
    expect(after.events.at(-1)?.detail).toContain('accord du client noté par téléphone pour 1,950\u00a0kg');
  });

  it('saves a rise with confirm and the agreement, written in the history', async () => {
    const { order, line } = await steakOrder(1.5);
    const res = await weigh(order.id, line.id, { weighedQuantity: 1.95, confirm: true, agreement: 'counter' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.answer;
    expect(saved.agreementNotNoted).toEqual([]);
    expect(saved.events.at(-1)?.detail).toContain('tolérance de 10\u00a0%, accord du client au comptoir');
  });

  it('needs no agreement for a weight below the tolerance, and refuses one there', async () => {
    const { order, line } = await steakOrder(1.5);
    const refused = await weigh(order.id, line.id, { weighedQuantity: 1.2, confirm: true, agreement: 'phone' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.Agreement[0]).toContain('accord');
    const res = await weigh(order.id, line.id, { weighedQuantity: 1.2, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.answer;
    expect(saved.agreementNotNoted).toEqual([]);
    expect(saved.events.at(-1)?.detail).toContain('poids confirmé');
    // An agreement the contract does not know, on purpose.
    const bad = await weigh(order.id, line.id, { agreement: 'email' } as unknown as { agreement: 'phone' });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the customer the ordered and the weighed amounts when the order is ready', async () => {
    const { order, line, customer } = await steakOrder(1.5);
    await weigh(order.id, line.id, { weighedQuantity: 1.95, confirm: true, agreement: 'phone' });
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          sid: staff,
          payload: { status: 'Confirmed' },
        })
      ).statusCode,
    ).toBe(200);
    const ready = await t.call('POST /api/admin/orders/{id}/status', {
      params: { id: order.id },
      body: { status: 'Ready' },
      cookies: { sid: staff },
    });
    expect(ready.statusCode, ready.body).toBe(200);
    const weighed = ready.answer.totalTTC;
    const amounts = `Commandé\u00a0: ${fr(order.totalTTC)} TTC\u00a0; après pesée\u00a0: ${fr(weighed)} TTC.`;
    // The SMS says the weighed amount first, the ordered one as its one segment allows (issue 45).
    const smsAmounts = [`prête, ${fr(weighed)} TTC.`, `Commandé\u00a0: ${fr(order.totalTTC)} TTC.`];
    expect(weighed).toBeGreaterThan(order.totalTTC);
    const sms = readOutbox(t, 'sms')
      .filter((m) => m.to === customer.user.phoneNumber)
      .at(-1);
    for (const amount of smsAmounts) expect(sms?.text).toContain(smsText(amount));
    const mail = readOutbox(t, 'mail')
      .filter((m) => m.to === customer.user.email)
      .at(-1);
    expect(mail?.subject).toContain('est prête');
    expect(mail?.text).toContain(amounts);
  });
});
