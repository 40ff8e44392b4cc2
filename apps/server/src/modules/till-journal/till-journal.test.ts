import { parisInstant } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TILL_JOURNAL_KEY, loadConfig } from '../../config.js';
import { loginAs } from '../../test/accounts-helpers.js';
import { burst, statuses } from '../../test/burst.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { owingOrder, takeAtTill } from '../../test/till-journal-helpers.js';
import { entryHash, GENESIS } from './chain.js';
import { closeDuePeriods } from './closures.js';
import { verifyJournal } from './verify.js';

// The counter journal (issue 41, ADR 068): every counter payment and reversal is an entry chained to the one
// before, in its transaction; the days, months and years are closed once over; the database refuses changes.

let t: TestApp;
let adminSid: string;
let staffSid: string;
const key = () => t.app.config.TILL_JOURNAL_KEY;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-30T09:00:00.000Z') });
  adminSid = await loginAs(t, 'admin@example.com');
  staffSid = await loginAs(t, 'staff@example.com');
});
afterAll(() => t.close());

const journal = (query: Record<string, string | number> = {}) =>
  t.call('GET /api/admin/till-journal', { query, cookies: { sid: adminSid } });
const rows = () => t.database.db.selectFrom('till_journal_entry').selectAll().orderBy('seq').execute();

describe('the entries', () => {
  it('writes each payment and each reversal as an entry chained to the one before, with its VAT', async () => {
    const order = await owingOrder(t);
    expect((await takeAtTill(t, adminSid, order.id, 5, 'cash')).statusCode).toBe(201);
    expect((await takeAtTill(t, adminSid, order.id, 2.5, 'card')).statusCode).toBe(201);
    const paid = await t.database.db
      .selectFrom('counter_payment')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const reversal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/counter-payments/${paid[0]?.id}/reversal`,
      cookies: { sid: adminSid },
    });
    expect(reversal.statusCode, reversal.body).toBe(201);

    const { entries } = (await journal()).answer;
    expect(entries.map((e) => [e.seq, e.kind, e.method, e.amount, e.orderNumber])).toEqual([
      [1, 'payment', 'cash', 5, order.number],
      [2, 'payment', 'card', 2.5, order.number],
      [3, 'reversal', 'cash', -5, order.number],
    ]);
    expect(entries[0]?.prevHash).toBe(GENESIS);
    expect(entries[1]?.prevHash).toBe(entries[0]?.hash);
    expect(entries[2]?.prevHash).toBe(entries[1]?.hash);
    for (const e of entries) {
      expect(e.vat.reduce((sum, s) => sum + Math.round(s.ttc * 100), 0)).toBe(Math.round(e.amount * 100));
      for (const s of e.vat) expect(Math.round((s.ht + s.tva) * 100)).toBe(Math.round(s.ttc * 100));
    }
    expect(entries[0]?.vat.map((s) => s.rate)).toContain(5.5);
    // The seal is the key's: the same row under another key is not the same hash.
    const [first] = await rows();
    if (!first) throw new Error('no entry');
    const { hash, ...unsealed } = first;
    expect(entryHash(key(), unsealed)).toBe(hash);
    expect(entryHash('another-key-another-key-another-key', unsealed)).not.toBe(hash);
  });

  it('takes two payments at once on many orders without forking the chain', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => owingOrder(t)));
    const before = (await rows()).length;
    const answers = await burst((i) => takeAtTill(t, adminSid, (orders[i % 8] as { id: number }).id, 1 + (i % 3)), 16);
    expect(statuses(answers)).toEqual({ 201: 16 });
    const all = await rows();
    expect(all.length).toBe(before + 16);
    expect(all.map((r) => Number(r.seq))).toEqual(all.map((_, i) => i + 1));
    for (const [i, row] of all.entries()) expect(row.prev_hash).toBe(i === 0 ? GENESIS : all[i - 1]?.hash);
    expect(await verifyJournal(t.database.db, key())).toMatchObject({ ok: true, entries: all.length });
  });

  it('is refused any update or delete by the database itself', async () => {
    const db = t.database.db;
    await expect(
      db.updateTable('till_journal_entry').set({ amount_cents: 1 }).where('seq', '=', 1).execute(),
    ).rejects.toThrow(/ne se modifie pas/);
    await expect(db.deleteFrom('till_journal_entry').where('seq', '=', 1).execute()).rejects.toThrow(
      /ne se modifie pas/,
    );
    expect(Number((await rows())[0]?.amount_cents)).toBe(500);
  });

  it('shows a member of staff their shops’ entries only, and refuses a span too long', async () => {
    const woippy = await loginAs(t, 'staff.woippy@example.com');
    const theirs = await t.call('GET /api/admin/till-journal', { cookies: { sid: woippy } });
    expect(theirs.answer.entries).toEqual([]);
    const mine = await t.call('GET /api/admin/till-journal', { cookies: { sid: staffSid } });
    expect(mine.answer.entries.length).toBeGreaterThan(0);
    const tooLong = await t.call('GET /api/admin/till-journal', {
      query: { from: '2026-01-01', to: '2026-03-01' },
      cookies: { sid: adminSid },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.problem)).toMatch(/31\u00a0jours/);
  });
});

describe('the closures', () => {
  it('closes the day once it is over, by method and VAT rate, with the perpetual total, only once', async () => {
    expect(await closeDuePeriods(t.database.db, key(), t.now())).toBe(0);
    const entries = await rows();
    const dayTotal = entries.reduce((sum, e) => sum + Number(e.amount_cents), 0);
    const nextDay = parisInstant('2026-12-31', '00:05');
    expect(await closeDuePeriods(t.database.db, key(), nextDay)).toBe(1);
    expect(await closeDuePeriods(t.database.db, key(), nextDay)).toBe(0);
    const { closures } = (await t.call('GET /api/admin/till-journal/closures', { cookies: { sid: adminSid } })).answer;
    expect(closures).toHaveLength(1);
    const z = closures[0];
    expect(z).toMatchObject({
      kind: 'day',
      period: '2026-12-30',
      entryCount: entries.length,
      seq: 1,
      prevHash: GENESIS,
    });
    expect(Math.round((z?.total ?? 0) * 100)).toBe(dayTotal);
    expect(Math.round((z?.grandTotal ?? 0) * 100)).toBe(dayTotal);
    const byMethod = Object.fromEntries(z?.byMethod.map((m) => [m.method, Math.round(m.amount * 100)]) ?? []);
    const cash = entries.filter((e) => e.method === 'cash').reduce((s, e) => s + Number(e.amount_cents), 0);
    expect(byMethod.cash).toBe(cash);
    expect(z?.byRate.reduce((s, r) => s + Math.round(r.ttc * 100), 0)).toBe(dayTotal);
  });

  it('closes the month and the year once they are over, chained after the days', async () => {
    t.setNow(parisInstant('2027-01-02', '10:00'));
    const order = await owingOrder(t);
    expect((await takeAtTill(t, adminSid, order.id, 3)).statusCode).toBe(201);
    // 2 January: December and 2026 are over; 2 January is not.
    expect(await closeDuePeriods(t.database.db, key(), t.now())).toBe(2);
    const { closures } = (await t.call('GET /api/admin/till-journal/closures', { cookies: { sid: adminSid } })).answer;
    expect(closures.map((c) => [c.seq, c.kind, c.period])).toEqual([
      [1, 'day', '2026-12-30'],
      [2, 'month', '2026-12'],
      [3, 'year', '2026'],
    ]);
    expect(closures[1]?.total).toBe(closures[0]?.total);
    expect(closures[2]?.grandTotal).toBe(closures[0]?.grandTotal);
    expect(closures[1]?.prevHash).toBe(closures[0]?.hash);
    // The next day closes 2 January with the grand total carried on.
    expect(await closeDuePeriods(t.database.db, key(), parisInstant('2027-01-03', '00:01'))).toBe(1);
    const day = (
      await t.call('GET /api/admin/till-journal/closures', { query: { kind: 'day' }, cookies: { sid: adminSid } })
    ).answer.closures;
    expect(day.at(-1)).toMatchObject({ period: '2027-01-02', total: 3 });
    expect(Math.round((day.at(-1)?.grandTotal ?? 0) * 100)).toBe(Math.round(((day[0]?.grandTotal ?? 0) + 3) * 100));
    expect(await verifyJournal(t.database.db, key())).toMatchObject({ ok: true, closures: 4 });
  });

  it('archives a period for the owner with its rows and hashes, and not for the staff', async () => {
    const archive = await t.call('GET /api/admin/till-journal/archive', {
      query: { period: '2026-12' },
      cookies: { sid: adminSid },
    });
    expect(archive.headers['content-disposition']).toContain('journal-caisse-2026-12.json');
    expect(archive.answer.algorithm).toBe('HMAC-SHA256');
    expect(archive.answer.entries.length).toBe((await rows()).length - 1);
    expect(archive.answer.closures.map((c) => c.period)).toEqual(['2026-12-30', '2026-12']);
    expect(archive.answer.entries[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    const staff = await t.call('GET /api/admin/till-journal/archive', {
      query: { period: '2026' },
      cookies: { sid: staffSid },
    });
    expect(staff.statusCode).toBe(403);
    const bad = await t.call('GET /api/admin/till-journal/archive', {
      query: { period: '2026-13' },
      cookies: { sid: adminSid },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.problem)).toMatch(/AAAA-MM/);
  });
});

describe('the key', () => {
  it('is required in production, and outside it the published default', () => {
    const production = { NODE_ENV: 'production', TWO_FACTOR_KEY: Buffer.alloc(32, 4).toString('base64') };
    expect(() => loadConfig(production)).toThrow(/TILL_JOURNAL_KEY manque en production[\s\S]*openssl rand -base64 32/);
    expect(() => loadConfig({ ...production, TILL_JOURNAL_KEY: 'court' })).toThrow(/au moins 32\u00a0caractères/);
    expect(loadConfig({ ...production, TILL_JOURNAL_KEY: 'x'.repeat(44) }).TILL_JOURNAL_KEY).toBe('x'.repeat(44));
    expect(loadConfig({}).TILL_JOURNAL_KEY).toBe(DEV_TILL_JOURNAL_KEY);
  });
});
