import { TWO_FACTOR_NEEDED_MESSAGE } from '@boucherie/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginAs, nextAddress, sessionCookie, verifiedUser } from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { createOrPromoteStaff } from '../admin/staff-accounts.service.js';
import { codeAt } from './totp.js';
import { MESSAGES } from './two-factor.messages.js';

// Issue 29: the back office's second factor (ADR 045), on each engine: enrolment, the login's code step, a code
// or a recovery code taken once (bursts included), the code step's limit under a burst, the owner's requirement.

const KEY = Buffer.alloc(32, 7).toString('base64');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { TWO_FACTOR_KEY: KEY } });
});
afterAll(() => t.close());

const STEP_MS = 30_000;
type Request = { method?: 'GET' | 'POST' | 'PUT'; payload?: object; sid?: string; pending?: string };
const call = (url: string, { method = 'POST', payload, sid, pending }: Request = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
    cookies: { ...(sid ? { sid } : {}), ...(pending ? { tfa: pending } : {}) },
  });
/** A signed-in call's session and fresh address, for the endpoints called by name below. */
const signedIn = (sid: string) => ({ cookies: { sid }, remoteAddress: nextAddress() });
const startEnrolment = (sid: string) => t.call('POST /api/accounts/two-factor/enrolment', signedIn(sid));
const confirmEnrolment = (sid: string, code: string) =>
  t.call('POST /api/accounts/two-factor/confirm', { body: { code }, ...signedIn(sid) });
const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name)?.value;

/** Turns the second factor on for a logged-in account: its secret and recovery codes. */
async function enrol(sid: string) {
  const started = await startEnrolment(sid);
  expect(started.statusCode).toBe(200);
  const { secret } = started.answer;
  const confirmed = await confirmEnrolment(sid, codeAt(secret, t.now()));
  expect(confirmed.statusCode).toBe(200);
  // The next code the tests give belongs to a later step than the one the enrolment took.
  t.advance(STEP_MS);
  return { secret, recoveryCodes: confirmed.answer.recoveryCodes };
}

/** The password step: answers the pending login's cookie (no session). */
async function passwordStep(email: string, password = DEMO_PASSWORD) {
  const res = await call('/api/accounts/login', { payload: { email, password } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ secondFactorRequired: true });
  // No session: a previous one on the device is ended (its cookie cleared).
  expect(cookieOf(res, 'sid') ?? '').toBe('');
  const pending = cookieOf(res, 'tfa');
  if (!pending) throw new Error('no pending login cookie');
  return pending;
}

/** Logins one after another (sent at once, the password's own limit would refuse them). */
async function passwordSteps(email: string, count: number) {
  const pendings: string[] = [];
  for (let i = 0; i < count; i++) pendings.push(await passwordStep(email));
  return pendings;
}

let people = 0;
/** A fresh back-office account with a password (the demo ones keep their state between tests). */
async function newStaff(role: 'staff' | 'admin') {
  people += 1;
  const email = `equipe${people}.${role}@example.com`;
  await createOrPromoteStaff(
    t.database.db,
    { email, role, departments: role === 'staff' ? ['METZ-CENTRE'] : [], firstName: 'Camille', lastName: 'Test' },
    async () => DEMO_PASSWORD,
    t.now(),
  );
  return { email, sid: await loginAs(t, email) };
}

describe(`second factor on ${TEST_ENGINE}`, () => {
  it('enrols with a first code: recovery codes once, the secret encrypted, the codes hashed', async () => {
    const { sid } = await newStaff('staff');
    const before = (await t.call('GET /api/accounts/two-factor', signedIn(sid))).answer;
    expect(before).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const enrolment = (await startEnrolment(sid)).answer;
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await confirmEnrolment(sid, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.Code).toEqual([MESSAGES.wrongCode]);

    const code = codeAt(enrolment.secret, t.now());
    const confirmed = await confirmEnrolment(sid, code);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes, status } = confirmed.answer;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const userId = (
      await t.database.db
        .selectFrom('user_account')
        .select('id')
        .where('email', 'like', 'equipe1.%')
        .executeTakeFirstOrThrow()
    ).id;
    const stored = await t.database.db
      .selectFrom('user_two_factor')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.secret.startsWith('v1:')).toBe(true);
    expect(stored.secret).not.toContain(enrolment.secret);
    const hashes = await t.database.db
      .selectFrom('two_factor_recovery_code')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    const plain = recoveryCodes.map((c) => c.replaceAll('-', ''));
    expect(hashes.some((h) => plain.includes(h.code_hash))).toBe(false);

    expect((await call('/api/accounts/two-factor/enrolment', { sid })).statusCode).toBe(409);
  });

  it('asks for the code after the password, and opens the session only with a right one', async () => {
    const { email, sid } = await newStaff('staff');
    const { secret } = await enrol(sid);
    const pending = await passwordStep(email);
    // The pending login opens nothing.
    expect((await call('/api/admin/me', { method: 'GET', pending })).statusCode).toBe(401);

    const wrong = await call('/api/accounts/login/second-factor', { pending, payload: { code: '123456' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.Code).toEqual([MESSAGES.wrongCode]);

    const right = await call('/api/accounts/login/second-factor', {
      pending,
      payload: { code: codeAt(secret, t.now()) },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers.authenticated).toBe('true');
    const me = await call('/api/admin/me', { method: 'GET', sid: sessionCookie(right) });
    expect(me.json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
    // The pending login served once.
    const again = await call('/api/accounts/login/second-factor', { pending, payload: { code: '123456' } });
    expect(again.statusCode).toBe(401);
  });

  it('refuses the same code twice (a new login included), and takes the next one', async () => {
    const { email, sid } = await newStaff('staff');
    const { secret } = await enrol(sid);
    const code = codeAt(secret, t.now());
    const first = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code },
    });
    expect(first.statusCode).toBe(200);
    const reused = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.Code).toEqual([MESSAGES.reusedCode]);
    t.advance(STEP_MS);
    const next = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code: codeAt(secret, t.now()) },
    });
    expect(next.statusCode).toBe(200);
  });

  it(`lets one of ${BURST} logins sent at once with the same right code through`, async () => {
    const { email, sid } = await newStaff('staff');
    const { secret } = await enrol(sid);
    const pendings = await passwordSteps(email, BURST);
    const code = codeAt(secret, t.now());
    const answers = await burst((i) =>
      call('/api/accounts/login/second-factor', { pending: pendings[i], payload: { code } }),
    );
    expect(statuses(answers)[200]).toBe(1);
  });

  it('takes a recovery code once, even sent by a burst of logins', async () => {
    const { email, sid } = await newStaff('staff');
    const { recoveryCodes } = await enrol(sid);
    const [code, other] = recoveryCodes as [string, string];
    const used = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code },
    });
    expect(used.statusCode).toBe(200);
    const again = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.Code).toEqual([MESSAGES.wrongRecoveryCode]);

    // Typed without its hyphens and in capitals, by 50 logins at once: one gets in.
    const typed = other.replaceAll('-', '').toUpperCase();
    const pendings = await passwordSteps(email, BURST);
    const answers = await burst((i) =>
      call('/api/accounts/login/second-factor', { pending: pendings[i], payload: { code: typed } }),
    );
    expect(statuses(answers)[200]).toBe(1);
    const status = (await call('/api/accounts/two-factor', { method: 'GET', sid: sessionCookie(used) })).json();
    expect(status.recoveryCodesLeft).toBe(8);
  });

  it(`compares exactly 5 of ${BURST} wrong codes sent at once, then refuses even the right one`, async () => {
    const { email, sid } = await newStaff('staff');
    const { secret } = await enrol(sid);
    const pending = await passwordStep(email);
    const wrong = codeAt(secret, t.now()) === '000000' ? '111111' : '000000';
    const answers = await burst(() => call('/api/accounts/login/second-factor', { pending, payload: { code: wrong } }));
    expect(statuses(answers)).toEqual({ 400: 5, 429: BURST - 5 });
    const right = await call('/api/accounts/login/second-factor', {
      pending,
      payload: { code: codeAt(secret, t.now()) },
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json().detail).toBe(MESSAGES.tooMany);
  });

  it('gives ten new recovery codes for a current code: the old ones stop working', async () => {
    const { email, sid } = await newStaff('staff');
    const { secret, recoveryCodes } = await enrol(sid);
    const renewed = await t.call('POST /api/accounts/two-factor/recovery-codes', {
      body: { code: codeAt(secret, t.now()) },
      ...signedIn(sid),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.answer.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    const old = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code: recoveryCodes[0] },
    });
    expect(old.json().errors.Code).toEqual([MESSAGES.wrongRecoveryCode]);
    const next = await call('/api/accounts/login/second-factor', {
      pending: await passwordStep(email),
      payload: { code: fresh[0] },
    });
    expect(next.statusCode).toBe(200);
  });

  it('turns off with a current code: the next login opens a session at once', async () => {
    const { email, sid } = await newStaff('staff');
    const { secret } = await enrol(sid);
    const off = await call('/api/accounts/two-factor/disable', { sid, payload: { code: codeAt(secret, t.now()) } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false });
    const login = await call('/api/accounts/login', { payload: { email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(cookieOf(login, 'sid')).toBeDefined();
  });

  it('is for the back office: a customer cannot enrol', async () => {
    const { sid } = await verifiedUser(t);
    const res = await call('/api/accounts/two-factor/enrolment', { sid });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MESSAGES.staffOnly);
  });

  it('lets the owner require it: an account that can refund and has none may only turn it on', async () => {
    const owner = await newStaff('admin');
    const refused = await call('/api/admin/security', {
      method: 'PUT',
      sid: owner.sid,
      payload: { requireTwoFactorForRefunds: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(MESSAGES.ownFirst);
    const ownerFactor = await enrol(owner.sid);
    const set = await call('/api/admin/security', {
      method: 'PUT',
      sid: owner.sid,
      payload: { requireTwoFactorForRefunds: true },
    });
    expect(set.json()).toEqual({ requireTwoFactorForRefunds: true });

    // Another owner (an admin: credit notes and refunds) without a second factor.
    const other = await newStaff('admin');
    for (const url of ['/api/admin/orders', '/api/admin/business', '/api/admin/staff']) {
      const res = await call(url, { method: 'GET', sid: other.sid });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(TWO_FACTOR_NEEDED_MESSAGE);
    }
    const note = await call('/api/admin/invoices/1/credit-notes', { sid: other.sid, payload: {} });
    expect(note.statusCode).toBe(403);
    const me = await call('/api/admin/me', { method: 'GET', sid: other.sid });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });

    // Staff cannot refund: the requirement leaves them be.
    const staff = await newStaff('staff');
    expect((await call('/api/admin/orders', { method: 'GET', sid: staff.sid })).statusCode).toBe(200);
    expect((await call('/api/admin/me', { method: 'GET', sid: staff.sid })).json()).toMatchObject({
      twoFactorRequired: false,
    });

    // Turned on, the back office opens; it cannot be turned off while required.
    const { secret } = await enrol(other.sid);
    expect((await call('/api/admin/orders', { method: 'GET', sid: other.sid })).statusCode).toBe(200);
    // The owner's list of accesses says who has turned it on.
    const list = (await t.call('GET /api/admin/staff', signedIn(owner.sid))).answer;
    const flags = Object.fromEntries(list.items.map((m) => [m.email, m.twoFactorEnabled]));
    expect([flags[other.email], flags[owner.email], flags[staff.email]]).toEqual([true, true, false]);
    const off = await call('/api/accounts/two-factor/disable', {
      sid: other.sid,
      payload: { code: codeAt(secret, t.now()) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(MESSAGES.requiredCannotDisable);

    // The owner lifts it (the journal keeps who and when).
    const lifted = await call('/api/admin/security', {
      method: 'PUT',
      sid: owner.sid,
      payload: { requireTwoFactorForRefunds: false },
    });
    expect(lifted.json()).toEqual({ requireTwoFactorForRefunds: false });
    const kinds = await t.database.db
      .selectFrom('audit_entry')
      .select('kind')
      .where('kind', '=', 'staff.two-factor-requirement')
      .execute();
    expect(kinds).toHaveLength(2);
    expect(ownerFactor.recoveryCodes).toHaveLength(10);
  });
});
