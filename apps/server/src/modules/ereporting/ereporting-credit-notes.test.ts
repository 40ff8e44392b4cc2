import type { Article, EreportingResponse, InvoiceSummary, StatsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { aShop, theArticles } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { completeOrder, orderInvoices, placeOrder } from '../invoices/invoice-test-helpers.js';

// Issue 41 (ADR 072): a credit note (avoir) to a particulier is netted in the e-reporting on its own day, by
// VAT rate, and the month still equals the figures dashboard once its credit notes are counted.

let t: TestApp;
let admin: string;
let report: EreportingResponse;
let stats: StatsResponse;
let noteTtcCents = 0;
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  t = await createTestApp();
  const steak = (await theArticles(t)).find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;
  const metzId = (await aShop(t)).id;
  const [staff, marie] = await Promise.all([loginAs(t, 'staff@example.com'), loginAs(t, 'marie@example.com')]);
  admin = await loginAs(t, 'admin@example.com');
  const order = await placeOrder(t, marie, metzId, [[steak, 1.5]]);
  await completeOrder(t, staff, order.id, 1);
  const invoice = (await orderInvoices(t, admin, order.id)).invoice as InvoiceSummary;
  // The credit note two days later, on Monday 23 November: the sale stays on the 21st, the note nets the 23rd.
  t.setNow(new Date('2026-11-23T10:00:00.000Z'));
  const note = await t.call('POST /api/admin/invoices/{id}/credit-notes', {
    params: { id: invoice.id },
    body: { reason: 'Morceau trop gras', lines: [{ line: 1, quantity: 0.5 }] },
    cookies: { sid: admin },
  });
  expect(note.statusCode, note.body).toBe(201);
  noteTtcCents = cents(note.answer.totalTtc);
  report = (await t.call('GET /api/admin/ereporting', { query: { period: '2026-11' }, cookies: { sid: admin } }))
    .answer;
  stats = (
    await t.call('GET /api/admin/stats', { query: { from: '2026-11-01', to: '2026-11-30' }, cookies: { sid: admin } })
  ).answer as StatsResponse;
});
afterAll(() => t.close());

describe(`e-reporting with a credit note on ${TEST_ENGINE}`, () => {
  it('nets the credit note on its own day, by rate', () => {
    expect(noteTtcCents).toBeGreaterThan(0);
    const noteDay = report.days.find((d) => d.date === '2026-11-23');
    expect(noteDay?.byRate).toEqual([
      { rate: 5.5, ht: expect.any(Number), tva: expect.any(Number), ttc: -noteTtcCents / 100 },
    ]);
    for (const r of noteDay?.byRate ?? []) expect(cents(r.ht) + cents(r.tva)).toBe(cents(r.ttc));
  });

  it('equals the dashboard day by day once its credit notes are counted', () => {
    for (const d of report.days) {
      const board = stats.days.find((s) => s.date === d.date);
      const net = (key: 'ht' | 'ttc') => d.byRate.reduce((s, r) => s + cents(r[key]), 0);
      expect(net('ttc')).toBe(cents(board?.revenueTTC ?? 0) - cents(board?.creditNotesTTC ?? 0));
      expect(net('ht')).toBe(cents(board?.revenueHT ?? 0) - cents(board?.creditNotesHT ?? 0));
    }
    expect(cents(stats.days.find((s) => s.date === '2026-11-23')?.creditNotesTTC ?? 0)).toBe(noteTtcCents);
  });
});
