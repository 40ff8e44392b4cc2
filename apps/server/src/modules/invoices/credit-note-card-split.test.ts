import type { CreateCreditNoteRequest, InvoiceSummary } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { burst, statuses } from '../../test/burst.js';
import { type CardOrders, startCardShop } from '../../test/card-orders.js';
import { moveOrder } from '../../test/people-helpers.js';
import { TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// A credit note above what the card paid (issue 38, ADR 062): the card gets back what it paid, less what was
// refunded; the answer, the order's invoices and the accountant's file say what must be repaid another way.

let t: TestApp;
let adminSid: string;
let card: CardOrders;

beforeAll(async () => {
  ({ t, adminSid, card } = await startCardShop());
});
afterAll(() => t.close());

const cents = (euros: number) => Math.round(euros * 100);

/** A card order weighed above its hold with the customer's word, handed over: the card paid only the hold. */
async function paidInPartByCard() {
  const { sid } = await verifiedUser(t);
  const order = await card.place(sid);
  await card.onPage(order.payment.checkoutUrl, 'autoriser');
  const ready = await card.weighAndReady(order.id, 1.4, { confirm: true, agreement: 'phone' });
  expect(ready.statusCode, ready.body).toBe(200);
  await moveOrder(t, adminSid, order.id, ['Completed']);
  const payment = await card.payment(sid, order.id);
  expect(payment.status).toBe('partially_captured');
  const total = cents((await card.staffOrder(order.id)).totalTTC);
  const captured = cents(payment.capturedAmount);
  expect(captured).toBeLessThan(total);
  const invoice = (await orderInvoices(order.id)).answer.invoice as InvoiceSummary;
  expect(cents(invoice.totalTtc)).toBe(total);
  return { sid, order, invoice, total, captured };
}

const orderInvoices = (orderId: number) =>
  t.call('GET /api/admin/orders/{id}/invoices', { params: { id: orderId }, cookies: { sid: adminSid } });
const creditNote = (invoiceId: number, body: CreateCreditNoteRequest) =>
  t.call('POST /api/admin/invoices/{id}/credit-notes', { params: { id: invoiceId }, body, cookies: { sid: adminSid } });

describe(`a credit note above what the card paid on ${TEST_ENGINE}`, () => {
  it('refunds the card what it paid, says the rest is to repay another way, and the CSV splits the two', async () => {
    const { sid, order, invoice, total, captured } = await paidInPartByCard();
    const small = await creditNote(invoice.id, { reason: 'Morceau trop gras', lines: [{ line: 1, quantity: 0.2 }] });
    expect(small.statusCode, small.body).toBe(201);
    const first = small.answer;
    expect(first).toMatchObject({ refundToCard: first.totalTtc, toRepayOtherwise: 0 });

    // The rest of the invoice: more than the card can still give back.
    const rest = await creditNote(invoice.id, { reason: 'Commande rapportée' });
    expect(rest.statusCode, rest.body).toBe(201);
    const second = rest.answer;
    expect(cents(first.totalTtc + second.totalTtc)).toBe(total);
    expect(cents(second.refundToCard ?? -1)).toBe(captured - cents(first.totalTtc));
    expect(cents(second.toRepayOtherwise ?? -1)).toBe(total - captured);

    // The card got back exactly what it paid, once; the order's page lists the split of each note.
    await t.app.effects.runDue();
    expect(await card.payment(sid, order.id)).toMatchObject({ status: 'refunded', refundedAmount: captured / 100 });
    expect(await card.hold(order.id)).toMatchObject({ refundedCents: captured });
    const listed = (await orderInvoices(order.id)).answer;
    expect(listed.creditNotes).toEqual([
      expect.objectContaining({ number: first.number, refundToCard: first.refundToCard, toRepayOtherwise: 0 }),
      expect.objectContaining({
        number: second.number,
        refundToCard: second.refundToCard,
        toRepayOtherwise: second.toRepayOtherwise,
      }),
    ]);
    // The invoice itself says nothing of a refund.
    expect(listed.invoice).not.toHaveProperty('refundToCard');

    const csv = await t.app.inject({
      url: '/api/admin/invoices.csv?from=2026-11-01&to=2026-11-30',
      cookies: { sid: adminSid },
    });
    const amount = (c: number) => String(c / 100).replace('.', ',');
    const rows = csv.body.split('\r\n').map((r) => r.split(';'));
    const payments = (number: string) => rows.filter((r) => r[1] === number).map((r) => r.at(-1));
    expect(payments(invoice.number)).toEqual(['carte']);
    expect(payments(first.number)).toEqual(['carte']);
    expect(payments(second.number)).toEqual(['carte et autre']);
    expect(csv.body).toContain(`Encaissé par carte;;;;;;;;;;;${amount(captured)};carte`);
    expect(csv.body).toContain(`Remboursé par carte;;;;;;;;;;;${amount(-captured)};carte`);
    expect(csv.body).toContain(`À rembourser autrement;;;;;;;;;;;${amount(captured - total)};autre`);
  });

  it('20 credit notes at once: each counts, the card never gives back more than it paid', async () => {
    const { sid, order, invoice, total, captured } = await paidInPartByCard();
    // 20 × 0,07 kg: the whole 1,4 kg weighed, credited by notes issued all at once.
    const answers = await burst(
      (i) => creditNote(invoice.id, { reason: `Avoir n° ${i + 1}`, lines: [{ line: 1, quantity: 0.07 }] }),
      20,
    );
    expect(statuses(answers)).toEqual({ 201: 20 });
    const notes = answers.map((a) => a.answer);
    const sum = (pick: (n: InvoiceSummary) => number | undefined) =>
      notes.reduce((s, n) => s + cents(pick(n) ?? Number.NaN), 0);
    expect(sum((n) => n.totalTtc)).toBe(total);
    expect(sum((n) => n.refundToCard)).toBe(captured);
    expect(sum((n) => n.toRepayOtherwise)).toBe(total - captured);
    for (const n of notes) expect(cents((n.refundToCard ?? 0) + (n.toRepayOtherwise ?? 0))).toBe(cents(n.totalTtc));

    await t.app.effects.runDue();
    expect(await card.payment(sid, order.id)).toMatchObject({ status: 'refunded', refundedAmount: captured / 100 });
    expect(await card.hold(order.id)).toMatchObject({ refundedCents: captured });
  });
});
