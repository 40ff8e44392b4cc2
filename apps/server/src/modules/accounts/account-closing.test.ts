import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, nextAddress, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle } from '../../test/fixtures.js';
import { moveOrder, putInCart } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 29: deleting one's own account was refused to nobody. The last owner would leave the back office
// without anyone to run it; a customer with an order still to prepare or hand over would leave the shop with
// an order it can no longer put a name on.

let t: TestApp;
let metz: { id: number; name: string; phone: string };
let montigny: { id: number; name: string; phone: string };
let pieceId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { shops } = (await t.call('GET /api/shops')).answer;
  const shop = (department: string) => shops.find((s) => s.department === department) as (typeof shops)[number];
  metz = shop('METZ-CENTRE');
  montigny = shop('MONTIGNY');
  pieceId = (await anArticle(t, { saleUnit: 'piece', isOutOfStock: false })).id;
});
afterAll(() => t.close());

const remove = (sid: string) =>
  t.call('POST /api/accounts/delete', { cookies: { sid }, body: { confirm: true }, remoteAddress: nextAddress() });
const me = (sid: string) => t.app.inject({ url: '/api/accounts/me', cookies: { sid } });

async function order(sid: string, shopId: number) {
  await putInCart(t, sid, pieceId);
  const res = await t.call('POST /api/orders', {
    cookies: { sid },
    body: { mode: 'Pickup', shopId, date: '2026-11-21' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}

/** A customer account made an owner, as the back office's staff page does. */
async function newOwner() {
  const { sid, user } = await verifiedUser(t);
  await t.database.db.updateTable('user_account').set({ role: 'admin' }).where('email', '=', user.email).execute();
  return sid;
}

const LAST_OWNER =
  'Vous êtes le dernier gérant de la boutique\u00a0: sans vous, plus personne ne pourrait gérer le catalogue, le personnel ni les factures. Nommez d’abord un autre gérant (Personnel), puis supprimez votre compte.';

describe(`closing one's own account on ${TEST_ENGINE}`, () => {
  it('tells a customer with an order in progress to wait or call the shop, and erases nothing', async () => {
    const { sid } = await verifiedUser(t);
    const placed = await order(sid, metz.id);
    const refused = await remove(sid);
    expect(refused.statusCode).toBe(409);
    expect(refused.problem.detail).toBe(
      `Votre commande n°\u00a0${placed.number} est en cours\u00a0: vous pourrez supprimer votre compte une fois qu’elle vous aura été remise. Pour l’annuler plus tôt, appelez la boutique ${metz.name} au ${metz.phone}.`,
    );
    expect((await me(sid)).statusCode).toBe(200);

    const admin = await loginAs(t, 'admin@example.com');
    await moveOrder(t, admin, placed.id, ['Confirmed', 'Ready']);
    expect((await remove(sid)).statusCode).toBe(409);
    await moveOrder(t, admin, placed.id, ['Completed']);
    expect((await remove(sid)).statusCode).toBe(200);
  });

  it('names every open order and each shop to call', async () => {
    const { sid } = await verifiedUser(t);
    const first = await order(sid, metz.id);
    const second = await order(sid, montigny.id);
    const refused = await remove(sid);
    expect(refused.problem.detail).toBe(
      `Vos commandes n°\u00a0${first.number}, n°\u00a0${second.number} sont en cours\u00a0: vous pourrez supprimer votre compte une fois qu’elles vous auront été remises. Pour les annuler plus tôt, appelez les boutiques ${metz.name} au ${metz.phone}, ${montigny.name} au ${montigny.phone}.`,
    );
    // A cancelled order does not hold the account.
    for (const o of [first, second]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/cancel`, cookies: { sid } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await remove(sid)).statusCode).toBe(200);
  });

  it('keeps the last owner’s account, and lets an owner go while another stays', async () => {
    const admin = await loginAs(t, 'admin@example.com');
    const refused = await remove(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.problem.detail).toBe(LAST_OWNER);
    expect((await me(admin)).statusCode).toBe(200);

    const second = await newOwner();
    expect((await remove(second)).statusCode).toBe(200);
    expect((await remove(admin)).statusCode).toBe(409);
  });

  it('leaves one owner when two close their accounts at once', async () => {
    const owners = [await loginAs(t, 'admin@example.com'), await newOwner()];
    const answers = await Promise.all(owners.map(remove));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const live = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('role', '=', 'admin')
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });
});
