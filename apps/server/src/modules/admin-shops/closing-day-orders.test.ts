import type { Order } from '@boucherie/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '../../test/accounts-helpers.js';
import { startCardShop } from '../../test/card-orders.js';
import { anArticle, aShop, putInCart } from '../../test/fixtures.js';
import { createLoadCustomers } from '../../test/load-customers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { runPaymentSchedule } from '../orders/order-payments.js';

// Issue 45: a day the owner closes with its open orders moved to another day or cancelled, all in one
// transaction: each customer told once, or nothing written at all.

describe(`closing a day that has 30 orders, on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let admin: string;
  let woippy: number;
  let closed: string;
  let target: string;
  let orders: Order[];
  let phones: string[];

  const close = (orders?: object) =>
    t.call('POST /api/admin/shops/{id}/closing-days', {
      params: { id: woippy },
      // Some choices are wrong on purpose: the server must refuse them.
      body: { date: closed, reason: 'Panne de la chambre froide', ...(orders ? { orders } : {}) } as never,
      cookies: { sid: admin },
    });
  const addWindow = (date: string, starts: string, ends: string, capacity: number) =>
    t.call('POST /api/admin/shops/{id}/time-windows', {
      params: { id: woippy },
      body: { date, mode: 'Pickup', starts, ends, capacity },
      cookies: { sid: admin },
    });
  /** What a refusal must leave as it was: the orders' days and windows, the closings, the effects, the history. */
  const snapshot = async () => {
    const db = t.database.db;
    return {
      orders: await db
        .selectFrom('customer_order')
        .select(['id', 'date', 'status', 'time_window_id'])
        .where('shop_id', '=', woippy)
        .orderBy('id')
        .execute(),
      closings: await db.selectFrom('shop_closing_day').selectAll().orderBy('date').execute(),
      effects: await db.selectFrom('order_effect').select(['id', 'kind', 'status']).orderBy('id').execute(),
      events: (await db.selectFrom('order_event').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { LOG_LEVEL: 'fatal' } });
    admin = await loginAs(t, 'admin@example.com');
    woippy = (await aShop(t, 'WOIPPY')).id;
    await t.database.db.updateTable('shop').set({ daily_capacity: 100 }).where('id', '=', woippy).execute();
    const slots = (await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: woippy } })).answer;
    [closed, target] = slots.slots.slice(2, 4).map((s) => s.date) as [string, string];
    // Every order of the closed day is at 9 h – 10 h; the target day has 20 places then and 20 at 10 h – 11 h.
    const window = (await addWindow(closed, '09:00', '10:00', 40)).answer.timeWindows[0]?.id as number;
    await addWindow(target, '09:00', '10:00', 20);
    await addWindow(target, '10:00', '11:00', 20);
    const article = await anArticle(t, { saleUnit: 'kg' });
    const customers = await createLoadCustomers(t.database.db, 30, 'closing', t.now());
    orders = [];
    for (const { sid } of customers) {
      await putInCart(t, sid, article.id);
      const res = await t.call('POST /api/orders', {
        body: { mode: 'Pickup', shopId: woippy, date: closed, timeWindowId: window },
        cookies: { sid },
      });
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.answer);
    }
    const users = await t.database.db
      .selectFrom('user_account')
      .select('phone_number')
      .where('email', 'like', 'rush-closing-%')
      .execute();
    phones = users.map((u) => u.phone_number ?? '');
  });
  afterAll(() => t.close());

  it('refuses the closing without a choice: 409 DAY_HAS_ORDERS with the count and both ways out', async () => {
    const before = await snapshot();
    const { problem } = await close();
    expect(problem).toMatchObject({ status: 409, code: 'DAY_HAS_ORDERS', orderCount: 30 });
    expect(problem.detail).toMatch(
      /^30 commandes sont déjà passées pour le .*déplacez-les vers un autre jour, ou annulez-les/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a target that is not an open day within the horizon, and writes nothing', async () => {
    const before = await snapshot();
    const far = await close({ action: 'move', to: '2027-12-24' });
    expect(far.problem.status).toBe(400);
    expect(far.problem.errors?.['Orders.To']?.[0]).toMatch(/Les commandes sont ouvertes jusqu’au/);
    expect((await close({ action: 'move', to: closed })).problem.errors?.['Orders.To']?.[0]).toMatch(/autre jour/);
    expect((await close({ action: 'move', to: '2026-11-19' })).problem.detail).toMatch(/Ce jour est passé/);
    // Woippy does not open on Mondays.
    const monday = await close({ action: 'move', to: '2026-11-30' });
    expect(monday.problem).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(monday.problem.detail).toMatch(/fermée le lundi 30 novembre/);
    const bad = await close({ action: 'postpone' });
    expect(bad.problem.status).toBe(400);
    expect(JSON.stringify(bad.problem.errors)).toMatch(/déplacer les commandes/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a target that cannot take them all, and writes nothing', async () => {
    const before = await snapshot();
    await t.database.db
      .updateTable('shop_time_window')
      .set({ capacity: 9 })
      .where('date', '=', target)
      .where('starts', '=', '10:00')
      .execute();
    const { problem } = await close({ action: 'move', to: target });
    expect(problem).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(problem.detail).toMatch(/ne peut pas prendre ces 30\u00a0commandes/);
    expect(await snapshot()).toEqual(before);
    await t.database.db
      .updateTable('shop_time_window')
      .set({ capacity: 20 })
      .where('date', '=', target)
      .where('starts', '=', '10:00')
      .execute();
  });

  it('leaves all 30 orders, the closings and the effects unchanged when the 15th move fails', async () => {
    const fifteenth = orders[14]?.id as number;
    const db = t.database.db;
    if (TEST_ENGINE === 'postgres') {
      await sql`create function fail_fifteenth() returns trigger as $$ begin
        if new.id = ${sql.lit(fifteenth)} and new.date <> old.date then raise exception 'fifteenth'; end if;
        return new; end $$ language plpgsql`.execute(db);
      await sql`create trigger fail_fifteenth before update on customer_order for each row execute function fail_fifteenth()`.execute(
        db,
      );
    } else {
      await sql`create trigger fail_fifteenth before update of date on customer_order
        when new.id = ${sql.lit(fifteenth)} begin select raise(abort, 'fifteenth'); end`.execute(db);
    }
    const before = await snapshot();
    const res = await close({ action: 'move', to: target });
    expect(res.statusCode).toBe(500);
    expect(await snapshot()).toEqual(before);
    expect(readOutbox(t, 'sms').filter((m) => /passe au/.test(m.text))).toEqual([]);
    await sql`drop trigger fail_fifteenth${TEST_ENGINE === 'postgres' ? sql` on customer_order` : sql``}`.execute(db);
  });

  it('moves the 30 orders, keeping their hours where there is room, and tells each customer once', async () => {
    // The boards hear of each moved order, with its new day (the old day's board drops it).
    const ids = new Set(orders.map((o) => o.id));
    const heardIds = new Set<number>();
    let stop = () => {};
    const boardsTold = new Promise<void>((resolve) => {
      stop = t.app.events.subscribe((e) => {
        if (e.type === 'order-updated' && ids.has(e.orderId) && e.date === target) heardIds.add(e.orderId);
        if (heardIds.size === ids.size) resolve();
      });
    });
    const { answer } = await close({ action: 'move', to: target });
    await boardsTold;
    stop();
    expect(heardIds.size).toBe(30);
    expect(answer.closedDayOrders).toEqual({ action: 'move', count: 30, to: target });
    expect(answer.closingDays).toContainEqual({ date: closed, reason: 'Panne de la chambre froide' });
    const moved = await t.database.db
      .selectFrom('customer_order')
      .select(['date', 'time_window_starts'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(moved.every((o) => o.date === target)).toBe(true);
    expect(moved.filter((o) => o.time_window_starts === '09:00')).toHaveLength(20);
    expect(moved.filter((o) => o.time_window_starts === '10:00')).toHaveLength(10);

    const sms = readOutbox(t, 'sms').filter((m) => /passe au/.test(m.text));
    const mail = readOutbox(t, 'mail').filter((m) => /passe au/.test(m.subject ?? ''));
    expect(sms.map((m) => m.to).sort()).toEqual([...phones].sort());
    expect(mail).toHaveLength(30);
    expect(new Set(mail.map((m) => m.to)).size).toBe(30);

    const events = await t.database.db
      .selectFrom('order_event')
      .select('order_id')
      .where('action', '=', 'moved')
      .execute();
    expect(events).toHaveLength(30);
    const journal = await t.database.db
      .selectFrom('audit_entry')
      .select('entity_id')
      .where('kind', '=', 'order.moved')
      .execute();
    expect(journal).toHaveLength(30);
    const detail = (await t.app.inject({ url: `/api/admin/orders/${orders[0]?.id}`, cookies: { sid: admin } })).json();
    expect(detail.events.at(-1).detail).toMatch(/^Commande déplacée du .* au .*\u00a0: boutique fermée le/);
  });
});

describe(`cancelling a closed day's orders, on ${TEST_ENGINE}`, () => {
  it('cancels each order through the lifecycle: the card hold let go, the owner’s message sent', async () => {
    const { t, adminSid, card } = await startCardShop({ config: { LOG_LEVEL: 'fatal' } });
    try {
      const customers = await createLoadCustomers(t.database.db, 2, 'cancel', t.now());
      const [first, second] = customers as [(typeof customers)[0], (typeof customers)[0]];
      const date = (await card.slotDates(first.sid))[1] as string;
      const held = await card.place(first.sid, date);
      await card.onPage(held.payment.checkoutUrl, 'autoriser');
      expect(await card.hold(held.id)).toMatchObject({ state: 'held' });
      await putInCart(t, second.sid, card.kgArticle);
      const atShop = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies: { sid: second.sid },
        payload: { mode: 'Pickup', shopId: card.shop, date, paymentMethod: 'counter' },
      });
      expect(atShop.statusCode, atShop.body).toBe(201);

      const message = 'Boutique fermée exceptionnellement';
      const { answer } = await t.call('POST /api/admin/shops/{id}/closing-days', {
        params: { id: card.shop },
        body: { date, reason: 'Dégât des eaux', orders: { action: 'cancel', message } },
        cookies: { sid: adminSid },
      });
      expect(answer.closedDayOrders).toEqual({ action: 'cancel', count: 2 });
      expect((await card.order(first.sid, held.id)).status).toBe('Cancelled');
      expect(await card.hold(held.id)).toMatchObject({ state: 'released' });
      const sms = readOutbox(t, 'sms').filter((m) => /annul/.test(m.text));
      expect(sms).toHaveLength(2);
      // The SMS is sent folded to GSM 03.38: plain spaces.
      expect(sms.every((m) => m.text.includes(`Motif : ${message}.`))).toBe(true);
      expect(readOutbox(t, 'mail').filter((m) => m.text.includes(`Motif\u00a0: ${message}`))).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe(`moving a far day's card order, on ${TEST_ENGINE}`, () => {
  it('holds the saved card for the new day, not at the old day’s cut-off', async () => {
    const { t, adminSid, card } = await startCardShop({ config: { LOG_LEVEL: 'fatal' } });
    try {
      const [customer] = await createLoadCustomers(t.database.db, 1, 'far', t.now());
      const { sid } = customer as NonNullable<typeof customer>;
      const dates = await card.slotDates(sid);
      const [near, far] = [dates[1] as string, dates.at(-1) as string];
      const order = await card.place(sid, far);
      await card.onPage(order.payment.checkoutUrl, 'autoriser');
      const authorizeAt = async () =>
        (
          await t.database.db
            .selectFrom('order_payment')
            .select(['status', 'authorize_at'])
            .where('order_id', '=', order.id)
            .executeTakeFirstOrThrow()
        ).authorize_at;
      const before = await authorizeAt();
      expect(before && before > t.now().toISOString()).toBe(true);

      const { answer } = await t.call('POST /api/admin/shops/{id}/closing-days', {
        params: { id: card.shop },
        body: { date: far, reason: 'Inventaire', orders: { action: 'move', to: near } },
        cookies: { sid: adminSid },
      });
      expect(answer.closedDayOrders).toEqual({ action: 'move', count: 1, to: near });
      // `near` is within a hold's seven days: the card is held at once, by the schedule's next tick.
      expect(await authorizeAt()).toBe(t.now().toISOString());
      await runPaymentSchedule(t.app, { reconcile: false });
      expect(await card.payment(sid, order.id)).toMatchObject({ status: 'authorized' });
      expect(await card.hold(order.id)).toMatchObject({ state: 'held' });
    } finally {
      await t.close();
    }
  });
});
