import type { Article, EreportingResponse, StatsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { anArticle, aShop, theArticles } from '../../test/fixtures.js';
import { insertReadyOrders } from '../../test/ready-orders.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { completeOrder, placeOrder } from '../invoices/invoice-test-helpers.js';

// Issue 41 (ADR 072): the month's e-reporting says the particuliers' sales by day and VAT rate and their
// payments by method, the same money as the owner's figures to the cent, a pro's sale left out.

let t: TestApp;
let staff: string;
let admin: string;
let marie: string;
let metzId: number;
let steak: Article;
let quiche: Article;
let report: EreportingResponse;
let proTtcCents = 0;
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  t = await createTestApp();
  const articles = await theArticles(t);
  steak = articles.find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;
  quiche = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
  await t.database.db.updateTable('article').set({ vat_rate_bp: 1000 }).where('id', '=', quiche.id).execute();
  metzId = (await aShop(t)).id;
  [staff, admin, marie] = await Promise.all([
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'marie@example.com'),
  ]);
  // Two particuliers' orders on Saturday 21 November, weighed a little over, paid in cash at the till.
  const first = await placeOrder(t, marie, metzId, [
    [steak, 1.2],
    [quiche, 2],
  ]);
  const second = await placeOrder(t, marie, metzId, [[steak, 0.8]]);
  await completeOrder(t, staff, first.id, 1.07);
  await completeOrder(t, staff, second.id, 1.013);
  // A pro's order handed over the same day: an e-invoice, not e-reported.
  t.setNow(new Date('2026-11-21T09:00:00.000Z'));
  const [pro] = (await insertReadyOrders(t.database.db, 1, { prefix: 'EREP', at: t.now() })) as [number];
  await t.call('POST /api/admin/orders/{id}/status', {
    params: { id: pro },
    body: { status: 'Completed' },
    cookies: { sid: admin },
  });
  const invoice = (
    await t.call('GET /api/admin/orders/{id}/invoices', { params: { id: pro }, cookies: { sid: admin } })
  ).answer.invoice;
  proTtcCents = cents(invoice?.totalTtc ?? 0);
  report = (await t.call('GET /api/admin/ereporting', { query: { period: '2026-11' }, cookies: { sid: admin } }))
    .answer;
});
afterAll(() => t.close());

describe(`e-reporting on ${TEST_ENGINE}`, () => {
  it('equals the figures dashboard to the cent, day by day, the pro’s sale aside', async () => {
    const stats = (
      await t.call('GET /api/admin/stats', {
        query: { from: '2026-11-01', to: '2026-11-30' },
        cookies: { sid: admin },
      })
    ).answer as StatsResponse;
    const day = report.days.find((d) => d.date === '2026-11-21');
    expect(day?.byRate.map((r) => r.rate)).toEqual([5.5, 10]);
    const board = stats.days.find((d) => d.date === '2026-11-21');
    const sum = (key: 'ht' | 'ttc') => (day?.byRate ?? []).reduce((s, r) => s + cents(r[key]), 0);
    expect(proTtcCents).toBeGreaterThan(0);
    expect(sum('ttc') + proTtcCents).toBe(cents(board?.revenueTTC ?? 0));
    expect(sum('ht') + cents(10)).toBe(cents(board?.revenueHT ?? 0));
    for (const r of day?.byRate ?? []) expect(cents(r.ht) + cents(r.tva)).toBe(cents(r.ttc));
    // Every day the report names is a day of the dashboard with at least that much.
    for (const d of report.days) {
      const b = stats.days.find((s) => s.date === d.date);
      expect(cents(b?.revenueTTC ?? 0)).toBeGreaterThanOrEqual(d.byRate.reduce((s, r) => s + cents(r.ttc), 0));
    }
  });

  it('says the payments by method, adding up to the sales', async () => {
    const day = report.days.find((d) => d.date === '2026-11-21');
    const paid = (day?.payments ?? []).reduce((s, p) => s + cents(p.amount), 0);
    expect(day?.payments.map((p) => p.method)).toContain('cash');
    expect(paid).toBe((day?.byRate ?? []).reduce((s, r) => s + cents(r.ttc), 0));
  });

  it('downloads as a CSV for the accountant', async () => {
    const res = await t.app.inject({ url: '/api/admin/ereporting.csv?period=2026-11', cookies: { sid: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="e-reporting-2026-11.csv"');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Jour;Nature;Taux de TVA (%) ou moyen;HT (€);TVA (€);TTC (€)');
    expect(lines.some((l) => l.startsWith('21/11/2026;Ventes;5,5;'))).toBe(true);
    expect(lines.some((l) => l.startsWith('21/11/2026;Paiements;Espèces;;;'))).toBe(true);
  });

  it('refuses a malformed month with a French 400, and the counter staff', async () => {
    const bad = await t.app.inject({ url: '/api/admin/ereporting?period=2026-13', cookies: { sid: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(bad.body).toContain('AAAA-MM');
    const counter = await t.app.inject({ url: '/api/admin/ereporting?period=2026-11', cookies: { sid: staff } });
    expect(counter.statusCode).toBe(403);
  });
});
