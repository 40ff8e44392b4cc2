import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { moveOrder, placeOrder } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Every e-mail a customer gets about an order gives its page: where they follow, change or cancel it.

let t: TestApp;
let adminSid: string;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://boucherie.example' } });
  adminSid = await loginAs(t, 'admin@example.com');
});
afterAll(() => t.close());

/** The e-mails sent to `to` since `before` (an outbox length). */
const mailsTo = (to: string, before: number) =>
  readOutbox(t, 'mail')
    .slice(before)
    .filter((m) => m.to === to);

describe(`customer e-mails on ${TEST_ENGINE}`, () => {
  it('link to the order’s page: confirmation, cancellation by the customer or the shop, ready', async () => {
    const { sid, user } = await verifiedUser(t);
    const before = readOutbox(t, 'mail').length;
    const kept = await placeOrder(t, sid, 'METZ-CENTRE');
    const cancelledByCustomer = await placeOrder(t, sid, 'WOIPPY');
    const cancelledByShop = await placeOrder(t, sid, 'MONTIGNY');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelledByCustomer.id}/cancel`,
      cookies: { sid },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await moveOrder(t, adminSid, cancelledByShop.id, ['Cancelled']);
    await t.database.db
      .updateTable('order_line')
      .set({ weighed_grams: 1000 })
      .where('order_id', '=', kept.id)
      .execute();
    await moveOrder(t, adminSid, kept.id, ['Confirmed', 'Ready']);

    const mails = mailsTo(user.email, before);
    const about = (order: { number: string }) => mails.filter((m) => m.subject?.includes(order.number));
    expect(about(kept).map((m) => m.subject)).toEqual([
      `Maison Thirion — commande n°\u00a0${kept.number} enregistrée`,
      `Maison Thirion — votre commande n°\u00a0${kept.number} est prête`,
    ]);
    expect(about(cancelledByCustomer)).toHaveLength(2);
    expect(about(cancelledByShop)).toHaveLength(2);
    for (const order of [kept, cancelledByCustomer, cancelledByShop]) {
      for (const mail of about(order)) {
        expect(mail.text, mail.subject).toContain(
          `Suivez votre commande en ligne\u00a0: https://boucherie.example/order/${order.id}\n`,
        );
      }
    }
  });
});
