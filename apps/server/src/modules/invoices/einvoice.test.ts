import type { AdminInvoiceSummary } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { type FakeEinvoicePlatform, startFakeEinvoicePlatform } from '../../test/fake-einvoice-platform.js';
import { insertReadyOrders } from '../../test/ready-orders.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 41 (ADR 071): a pro's invoice and credit note go to the plateforme agréée once, and the back office
// follows what the platform says of them, a rejection with its reason; without a platform nothing changes.

let platform: FakeEinvoicePlatform;
let t: TestApp;
let admin: string;
let batch = 0;
beforeAll(async () => {
  platform = await startFakeEinvoicePlatform();
  t = await createTestApp({
    config: { EINVOICE_PLATFORM_URL: platform.url, EINVOICE_PLATFORM_TOKEN: platform.token },
  });
  admin = await loginAs(t, 'admin@example.com');
});
afterAll(async () => {
  await t.close();
  await platform.close();
});

async function completedProOrder(app = t) {
  batch += 1;
  const [id] = (await insertReadyOrders(app.database.db, 1, { prefix: `EINV${batch}`, at: app.now() })) as [number];
  return id;
}

const complete = (orderId: number, app = t, sid = admin) =>
  app.call('POST /api/admin/orders/{id}/status', {
    params: { id: orderId },
    body: { status: 'Completed' },
    cookies: { sid },
  });

async function invoiceOf(orderId: number, app = t, sid = admin): Promise<AdminInvoiceSummary> {
  const res = await app.call('GET /api/admin/orders/{id}/invoices', { params: { id: orderId }, cookies: { sid } });
  return res.answer.invoice as AdminInvoiceSummary;
}

/** The tick of every process (ADR 051), once the platform's next answer is due. */
async function tick(ms = 0) {
  t.advance(ms);
  await t.app.effects.runDue();
}

const flowOf = (number: string) => platform.flows().find((f) => f.name === `${number}.pdf`);

describe(`e-invoices through the platform on ${TEST_ENGINE}`, () => {
  it('deposits a pro invoice once, even completed twice at once', async () => {
    const id = await completedProOrder();
    const answers = await Promise.all([complete(id), complete(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await invoiceOf(id)).einvoice).toMatchObject({ status: 'Pending', platformId: null });

    const before = platform.flows().length;
    await Promise.all([tick(), tick()]);
    await tick();
    const invoice = await invoiceOf(id);
    expect(platform.flows()).toHaveLength(before + 1);
    const flow = flowOf(invoice.number);
    expect(flow?.bytes).toBeGreaterThan(1000);
    expect(invoice.einvoice).toMatchObject({ status: 'Deposited', platformId: flow?.flowId });
    expect(invoice.einvoice?.history.map((s) => s.status)).toEqual(['Pending', 'Deposited']);
  });

  it('follows the platform’s lifecycle up to « encaissée », then stops asking', async () => {
    const id = await completedProOrder();
    await complete(id);
    await tick();
    const { number } = await invoiceOf(id);
    const flowId = flowOf(number)?.flowId as string;

    platform.advance(flowId, 'MadeAvailable');
    await tick(61_000);
    expect((await invoiceOf(id)).einvoice?.status).toBe('MadeAvailable');

    // Nothing new: the status stays, and the next ask waits longer (two minutes).
    await tick(61_000);
    platform.advance(flowId, 'Approved');
    await tick(30_000);
    expect((await invoiceOf(id)).einvoice?.status).toBe('MadeAvailable');
    await tick(2 * 60_000);
    expect((await invoiceOf(id)).einvoice?.status).toBe('Approved');

    platform.advance(flowId, 'Collected');
    await tick(12 * 3_600_000);
    const done = await invoiceOf(id);
    expect(done.einvoice?.status).toBe('Collected');
    expect(done.einvoice?.history.map((s) => s.status)).toEqual([
      'Pending',
      'Deposited',
      'MadeAvailable',
      'Approved',
      'Collected',
    ]);
    const waiting = await t.database.db
      .selectFrom('order_effect')
      .select('id')
      .where('kind', '=', 'einvoice_follow')
      .where('status', '=', 'pending')
      .where('payload', 'like', `{"invoiceId":${done.id},%`)
      .execute();
    expect(waiting).toHaveLength(0);
  });

  it('shows a rejected deposit with the platform’s reason, and a refusal with the buyer’s', async () => {
    const rejectedId = await completedProOrder();
    platform.rejectNext('Le SIREN de l’acheteur est absent de l’annuaire.');
    await complete(rejectedId);
    await tick();
    const rejected = (await invoiceOf(rejectedId)).einvoice;
    expect(rejected?.status).toBe('Rejected');
    expect(rejected?.platformId).toBeNull();
    expect(rejected?.history.at(-1)).toMatchObject({
      status: 'Rejected',
      reason: 'Le SIREN de l’acheteur est absent de l’annuaire.',
    });

    const refusedId = await completedProOrder();
    await complete(refusedId);
    await tick();
    const flowId = flowOf((await invoiceOf(refusedId)).number)?.flowId as string;
    platform.advance(flowId, 'Refused', 'Quantités non conformes à la livraison.');
    await tick(61_000);
    const refused = (await invoiceOf(refusedId)).einvoice;
    expect(refused?.status).toBe('Refused');
    expect(refused?.history.at(-1)?.reason).toBe('Quantités non conformes à la livraison.');
  });

  it('tries again later when the platform is down, and deposits the credit note too', async () => {
    const id = await completedProOrder();
    platform.failNext(1);
    await complete(id);
    await tick();
    const invoice = await invoiceOf(id);
    expect(invoice.einvoice?.status).toBe('Pending');
    await tick(31_000);
    expect((await invoiceOf(id)).einvoice?.status).toBe('Deposited');

    const note = await t.call('POST /api/admin/invoices/{id}/credit-notes', {
      params: { id: invoice.id },
      body: { reason: 'Pièce abîmée' },
      cookies: { sid: admin },
    });
    expect(note.answer.einvoice?.status).toBe('Pending');
    await tick();
    const notes = (await t.call('GET /api/admin/orders/{id}/invoices', { params: { id }, cookies: { sid: admin } }))
      .answer.creditNotes;
    expect(notes[0]?.einvoice?.status).toBe('Deposited');
    expect(flowOf(notes[0]?.number as string)).toBeDefined();
  });
});

describe(`without a platform on ${TEST_ENGINE}`, () => {
  it('issues pro invoices as before: nothing to deposit, nothing sent', async () => {
    const plain = await createTestApp();
    try {
      const sid = await loginAs(plain, 'admin@example.com');
      const [id] = (await insertReadyOrders(plain.database.db, 1, { prefix: 'PLAIN', at: plain.now() })) as [number];
      expect((await complete(id, plain, sid)).statusCode).toBe(200);
      const invoice = await invoiceOf(id, plain, sid);
      expect(invoice.format).toBe('Factur-X');
      expect(invoice.einvoice).toBeNull();
      const effects = await plain.database.db
        .selectFrom('order_effect')
        .select('kind')
        .where('kind', 'like', 'einvoice%')
        .execute();
      expect(effects).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
