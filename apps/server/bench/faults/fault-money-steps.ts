// The money steps added after issue 46 to `npm run bench:faults`: a pre-sold box's balance at « prête »
// (ADR 074) and the titres-restaurant's page and cancel (ADR 073). Each sets its order up through the real API
// and names the request inside which the process is killed.
import type { Db } from '../../src/db/database.js';
import { type Answer, authorise, call, customer, expectOk, type Facts, moveTo, type Trial } from './fault-steps.js';

/** The demo's box (one calf's « colis de veau »): its article, distribution day and shop. */
export type BoxFacts = { articleId: number; date: string; shopId: number };

export async function boxFacts(base: string, db: Db, adminSid: string): Promise<BoxFacts> {
  const article = await db
    .selectFrom('article')
    .select('id')
    .where('kind', '=', 'colis')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const path = `/api/admin/articles/${article.id}/box`;
  const box = expectOk('box', await call(base, 'GET', path, { sid: adminSid })).body as {
    lot: { id: number };
    nominalWeightGrams: number;
    pricePerKgCents: number;
    distributionDate: string;
    shopId: number;
    depositPercent: number;
  };
  // Twelve boxes would not last a run: as many as a box may have, through the owner's own change.
  const { lot, nominalWeightGrams, pricePerKgCents, distributionDate, shopId, depositPercent } = box;
  const body = { lotId: lot.id, boxCount: 200, nominalWeightGrams, pricePerKgCents, distributionDate, shopId };
  expectOk('box count', await call(base, 'PUT', path, { sid: adminSid, body: { ...body, depositPercent } }));
  await db
    .updateTable('shop')
    .set({ daily_capacity: 100_000, payment_policy: 'online_or_counter' })
    .where('id', '=', shopId)
    .execute();
  return { articleId: article.id, date: distributionDate, shopId };
}

/** The first day offered that is no Sunday (titres are refused on Sundays and bank holidays). */
export const voucherDay = (dates: string[]) =>
  dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0 && !d.endsWith('-12-25')) ?? (dates[0] as string);

const one = (id: number, sid: string, fire: () => Promise<Answer>, variant: string): Trial => ({
  orderIds: [id],
  sids: new Map([[id, sid]]),
  fire,
  variant,
});

/** Kilograms of a 5 kg box: heavier, lighter, or lighter than its deposit (a refund), by turns. */
const BOX_WEIGHTS = [
  ['heavier', 5.1, 0.8],
  ['lighter', 4.1, 0.8],
  ['under-deposit', 0.6, 0.8],
] as const;

/** One box ordered, its deposit paid on the card's page and captured, then weighed: the kill is in « prête ». */
export async function boxTrial(n: number, base: string, facts: Facts): Promise<Trial> {
  const { box } = facts;
  const sid = await customer(base, facts, { articleId: box.articleId, quantity: 1 });
  const body = { mode: 'Pickup', shopId: box.shopId, date: box.date, paymentMethod: 'online' };
  const placed = expectOk('box order', await call(base, 'POST', '/api/orders', { sid, body }), 201);
  const id = placed.body.id as number;
  const paid = await authorise(base, (placed.body.payment as { checkoutUrl: string }).checkoutUrl);
  if (paid.status !== 303) throw new Error(`deposit: ${paid.status} ${JSON.stringify(paid.body)}`);
  await until('the deposit captured', async () => {
    const row = await paymentOf(facts.db, id);
    return row?.status === 'captured';
  });
  expectOk('confirm', await moveTo(base, facts, id, 'Confirmed'));
  const detail = expectOk('detail', await call(base, 'GET', `/api/admin/orders/${id}`, { sid: facts.adminSid }));
  const [variant, from, span] = BOX_WEIGHTS[n % BOX_WEIGHTS.length] as (typeof BOX_WEIGHTS)[number];
  const kg = Math.round((from + Math.random() * span) * 1000) / 1000;
  for (const line of detail.body.lines as { id: number }[])
    expectOk(
      'weigh',
      await call(base, 'PUT', `/api/admin/orders/${id}/lines/${line.id}`, {
        sid: facts.adminSid,
        body: { weighedQuantity: kg },
      }),
    );
  return one(id, sid, () => moveTo(base, facts, id, 'Ready'), `${variant} ${kg} kg`);
}

const paymentOf = (db: Db, orderId: number) =>
  db.selectFrom('order_payment').select('status').where('order_id', '=', orderId).executeTakeFirst();

/** Waits for a state the set-up needs (bounded: a set-up that never gets there is the trial's error). */
async function until(what: string, reached: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await reached()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not reached within ${ms} ms`);
}

/**
 * An order of 1 kg partly paid in titres. By turns the kill is inside the titres page's « Payer », or inside
 * the customer's cancel once the titres are debited and the card holds the rest.
 */
export async function voucherTrial(n: number, base: string, facts: Facts): Promise<Trial> {
  const sid = await customer(base, facts);
  const body = { mode: 'Pickup', shopId: facts.shopId, date: facts.voucherDate, paymentMethod: 'meal_voucher' };
  const placed = expectOk('titres order', await call(base, 'POST', '/api/orders', { sid, body }), 201);
  const id = placed.body.id as number;
  const page = new URL((placed.body.payment as { checkoutUrl: string }).checkoutUrl).pathname;
  if (!page.startsWith('/paiement-titres/')) throw new Error(`no titres page first: ${page}`);
  const pay = () => call(base, 'POST', page, { form: 'action=payer' });
  if (n % 2 === 0) return one(id, sid, pay, 'payer');
  const paid = await pay();
  if (paid.status !== 303 || !paid.location) throw new Error(`titres: ${paid.status} ${JSON.stringify(paid.body)}`);
  const held = await authorise(base, paid.location);
  if (held.status !== 303) throw new Error(`card: ${held.status} ${JSON.stringify(held.body)}`);
  await until('the titres debited and the card held', async () => {
    const voucher = await facts.db
      .selectFrom('meal_voucher_payment')
      .select('status')
      .where('order_id', '=', id)
      .executeTakeFirst();
    return voucher?.status === 'captured' && (await paymentOf(facts.db, id))?.status === 'authorized';
  });
  return one(id, sid, () => call(base, 'POST', `/api/orders/${id}/cancel`, { sid }), 'cancel');
}
