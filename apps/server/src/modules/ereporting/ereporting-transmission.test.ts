import type { Article, EreportingResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { type FakeEinvoicePlatform, startFakeEinvoicePlatform } from '../../test/fake-einvoice-platform.js';
import { aShop, theArticles } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { completeOrder, placeOrder } from '../invoices/invoice-test-helpers.js';
import { periodOf } from './ereporting-transmission.js';

// Issue 41 (ADR 072): with a platform configured, each ten days of particuliers' sales are sent to it once,
// the morning after they end, with the same figures as the owner's e-reporting.

let platform: FakeEinvoicePlatform;
let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  platform = await startFakeEinvoicePlatform();
  t = await createTestApp({
    config: { EINVOICE_PLATFORM_URL: platform.url, EINVOICE_PLATFORM_TOKEN: platform.token },
  });
  [admin, staff] = await Promise.all([loginAs(t, 'admin@example.com'), loginAs(t, 'staff@example.com')]);
});
afterAll(async () => {
  await t.close();
  await platform.close();
});

const reports = () => platform.flows().filter((f) => f.syntax === 'E-reporting');

describe('the ten-day periods', () => {
  it('cut a month into the 1st–10th, 11th–20th and 21st–end, each sent the morning after', () => {
    expect(periodOf('2027-09-10')).toMatchObject({ period: '2027-09-D1', from: '2027-09-01', to: '2027-09-10' });
    expect(periodOf('2027-09-11')).toMatchObject({ period: '2027-09-D2', from: '2027-09-11', to: '2027-09-20' });
    expect(periodOf('2028-02-29')).toMatchObject({ period: '2028-02-D3', from: '2028-02-21', to: '2028-02-29' });
    expect(periodOf('2027-09-30').dueAt.toISOString()).toBe('2027-10-01T04:00:00.000Z');
  });
});

describe(`e-reporting sent to the platform on ${TEST_ENGINE}`, () => {
  it('sends the period once it is over, once, with the owner’s figures', async () => {
    const marie = await loginAs(t, 'marie@example.com');
    const shop = await aShop(t);
    const steak = (await theArticles(t)).find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;
    for (const factor of [1.05, 1.1]) {
      const order = await placeOrder(t, marie, shop.id, [[steak, 1]]);
      await completeOrder(t, staff, order.id, factor);
    }
    const planned = await t.database.db
      .selectFrom('order_effect')
      .select(['dedupe_key', 'next_at'])
      .where('kind', '=', 'ereport_transmit')
      .execute();
    expect(planned).toEqual([{ dedupe_key: 'ereporting:2026-11-D3', next_at: '2026-12-01T05:00:00.000Z' }]);

    await t.app.effects.runDue();
    expect(reports()).toHaveLength(0);

    t.setNow(new Date('2026-12-01T05:00:00.000Z'));
    await Promise.all([t.app.effects.runDue(), t.app.effects.runDue()]);
    await t.app.effects.runDue();
    expect(reports()).toHaveLength(1);
    const sent = JSON.parse(reports()[0]?.text ?? '{}') as EreportingResponse;
    expect(reports()[0]?.name).toBe('e-reporting-2026-11-D3.json');
    expect(sent.period).toBe('2026-11-D3');

    const month = await t.call('GET /api/admin/ereporting', { query: { period: '2026-11' }, cookies: { sid: admin } });
    expect(sent.days).toEqual(month.answer.days.filter((d) => d.date >= '2026-11-21'));
    expect(sent.days.map((d) => d.date)).toEqual(['2026-11-21']);
    const row = await t.database.db.selectFrom('ereport_transmission').selectAll().executeTakeFirst();
    expect(row).toMatchObject({ period: '2026-11-D3', status: 'Deposited', platform_id: reports()[0]?.flowId });
  });
});
