import type { CreateCreditNoteRequest, InvoiceSummary } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { insertReadyOrders } from '../../test/ready-orders.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// The invoice series and the credit notes' cap under a burst: 50 requests sent at once, as two tills and a
// double-tapping owner would, on PostgreSQL too, where they run on several connections.

let t: TestApp;
let admin: string;
let batch = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
});
afterAll(() => t.close());

const complete = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    cookies: { sid: admin },
    payload: { status: 'Completed' },
  });

const creditNote = (invoiceId: number, body: CreateCreditNoteRequest) =>
  t.call('POST /api/admin/invoices/{id}/credit-notes', { params: { id: invoiceId }, body, cookies: { sid: admin } });

const readyOrders = (count: number, pieces = 1) => {
  batch += 1;
  return insertReadyOrders(t.database.db, count, { pieces, prefix: `BURST${batch}`, at: t.now() });
};

const invoiceOf = async (orderId: number) => {
  const res = await t.call('GET /api/admin/orders/{id}/invoices', { params: { id: orderId }, cookies: { sid: admin } });
  return res.answer.invoice as InvoiceSummary;
};

const numbersOf = (kind: 'invoice' | 'credit_note') =>
  t.database.db
    .selectFrom('invoice')
    .select(['number', 'order_id'])
    .where('kind', '=', kind)
    .orderBy('number')
    .execute();

const series = (prefix: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}2026-${String(from + i).padStart(6, '0')}`);

describe(`invoices under a burst of ${BURST} on ${TEST_ENGINE}`, () => {
  it('numbers 50 orders completed at once with no gap and no duplicate', async () => {
    const before = (await numbersOf('invoice')).length;
    const ids = await readyOrders(BURST);
    const answers = await burst((i) => complete(ids[i] as number));
    expect(statuses(answers)).toEqual({ 200: BURST });
    const invoices = await numbersOf('invoice');
    expect(invoices.map((i) => i.number)).toEqual(series('F', 1, before + BURST));
    expect(new Set(invoices.map((i) => i.order_id)).size).toBe(invoices.length);
  });

  it('invoices one order once, however many complete it at once', async () => {
    const before = (await numbersOf('invoice')).length;
    const [id] = (await readyOrders(1)) as [number];
    const answers = await burst(() => complete(id));
    expect(statuses(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    const invoices = await numbersOf('invoice');
    expect(invoices.filter((i) => i.order_id === id)).toHaveLength(1);
    expect(invoices.map((i) => i.number)).toEqual(series('F', 1, before + 1));
  });

  it('credits 10 pieces of a 10-piece invoice once each, however many credit notes are asked at once', async () => {
    const [id] = (await readyOrders(1, 10)) as [number];
    expect((await complete(id)).statusCode).toBe(200);
    const invoice = await invoiceOf(id);
    const before = (await numbersOf('credit_note')).length;

    const answers = await burst((i) =>
      creditNote(invoice.id, { reason: `Pièce abîmée n°\u00a0${i + 1}`, lines: [{ line: 1, quantity: 1 }] }),
    );
    expect(statuses(answers)).toEqual({ 201: 10, 409: BURST - 10 });
    const notes = answers.filter((res) => res.statusCode === 201).map((res) => res.answer);
    const credited = notes.reduce((sum, note) => sum + Math.round(note.totalTtc * 100), 0);
    expect(credited).toBe(Math.round(invoice.totalTtc * 100));
    expect((await numbersOf('credit_note')).map((n) => n.number)).toEqual(series('A', 1, before + 10));
  });

  it('credits a whole invoice once, however many full credit notes are asked at once', async () => {
    const [id] = (await readyOrders(1, 3)) as [number];
    expect((await complete(id)).statusCode).toBe(200);
    const invoice = await invoiceOf(id);
    const answers = await burst(() => creditNote(invoice.id, { reason: 'Commande refusée' }));
    expect(statuses(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    const [note] = answers.filter((res) => res.statusCode === 201).map((res) => res.answer);
    expect(Math.round((note?.totalTtc ?? 0) * 100)).toBe(Math.round(invoice.totalTtc * 100));
  });
});
