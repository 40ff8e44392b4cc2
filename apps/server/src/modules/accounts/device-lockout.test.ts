import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginAs, nextAddress, sessionCookie, verifiedUser } from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { createOrPromoteStaff } from '../admin/staff-accounts.service.js';
import { codeAt } from '../two-factor/totp.js';
import { MESSAGES } from '../two-factor/two-factor.messages.js';
import { LIMITS } from './accounts.service.js';

// OWASP's device cookies (ADR 052), on each engine: a burst of wrong passwords, or of wrong second-factor codes,
// sent by a stranger locks the strangers out, while the owner's browser, which logged in before, still gets in.
// A forged or borrowed device cookie earns no budget of its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { TWO_FACTOR_KEY: Buffer.alloc(32, 9).toString('base64') } });
});
afterAll(() => t.close());

type Request = { payload?: object; device?: string; pending?: string; sid?: string };
const post = (url: string, { payload, device, pending, sid }: Request) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
    cookies: { ...(device ? { device } : {}), ...(pending ? { tfa: pending } : {}), ...(sid ? { sid } : {}) },
  });
const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const deviceOf = (res: LightMyRequestResponse) => {
  const value = cookieOf(res, 'device')?.value;
  if (!value) throw new Error(`no device cookie in ${res.statusCode} ${res.body.slice(0, 200)}`);
  return value;
};
const login = (email: string, password: string, device?: string) =>
  post('/api/accounts/login', { payload: { email, password }, ...(device ? { device } : {}) });

/** The same note with its signature's last character changed. */
const altered = (device: string) => device.slice(0, -1) + (device.endsWith('A') ? 'B' : 'A');
/** A note earned on one account, its account id changed to another's. */
const relabelled = (device: string, userId: number) => device.replace(/^\d+\./, `${userId}.`);

async function idOf(email: string) {
  const row = await t.database.db
    .selectFrom('user_account')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`a burst of wrong passwords from a stranger on ${TEST_ENGINE}`, () => {
  it('locks the strangers out, not the browser that logged in to the account before', async () => {
    const { input } = await verifiedUser(t);
    const owner = await login(input.email, input.password);
    expect(owner.statusCode).toBe(200);
    const ownDevice = deviceOf(owner);
    expect(cookieOf(owner, 'device')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    const answers = await burst((i) => login(input.email, `mauvais-${i}-mot-de-passe`));
    expect(statuses(answers)).toEqual({ 400: 10, 429: BURST - 10 });

    const back = await login(input.email, input.password, ownDevice);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.headers.authenticated).toBe('true');
    // A new name for the browser at each login; the old note still names it.
    expect(deviceOf(back)).not.toBe(ownDevice);

    // The owner's success leaves the strangers' lock as it was: the right password from elsewhere is refused.
    const stranger = await login(input.email, input.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect(stranger.json().detail).toBe(LIMITS.loginFailuresPerAccount.message);
    expect(cookieOf(stranger, 'sid')).toBeUndefined();
  });

  it('gives no budget to a forged note, nor to one earned on another account', async () => {
    const { input } = await verifiedUser(t);
    const ownerId = await idOf(input.email);
    const ownDevice = deviceOf(await login(input.email, input.password));
    const other = await verifiedUser(t);
    const strangersOwn = deviceOf(await login(other.input.email, other.input.password));

    for (let i = 0; i < 10; i++) expect((await login(input.email, `mauvais-${i}-essai`)).statusCode).toBe(400);
    const forgeries = {
      'an altered signature': altered(ownDevice),
      'the stranger’s own note': strangersOwn,
      'the stranger’s note relabelled for the owner': relabelled(strangersOwn, ownerId),
      'a note without signature': `${ownerId}.${'a'.repeat(22)}.`,
    };
    for (const [what, device] of Object.entries(forgeries)) {
      const res = await login(input.email, input.password, device);
      expect(res.statusCode, what).toBe(429);
      expect(res.json().detail, what).toBe(LIMITS.loginFailuresPerAccount.message);
    }
    expect((await login(input.email, input.password, ownDevice)).statusCode).toBe(200);
  });

  it('counts a known browser’s own failures too: ten, then it waits like the others', async () => {
    const { input } = await verifiedUser(t);
    const ownDevice = deviceOf(await login(input.email, input.password));
    const answers = await burst((i) => login(input.email, `mauvais-${i}-mot-de-passe`, ownDevice));
    expect(statuses(answers)).toEqual({ 400: 10, 429: BURST - 10 });
    expect((await login(input.email, input.password, ownDevice)).statusCode).toBe(429);
    // Strangers were not counted in that browser's budget.
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });
});

const STEP_MS = 30_000;
let people = 0;

/** A staff account with its second factor on, and the device cookie of its first full login. */
async function staffWithSecondFactor() {
  people += 1;
  const email = `appareil${people}@example.com`;
  await createOrPromoteStaff(
    t.database.db,
    { email, role: 'staff', departments: ['METZ-CENTRE'], firstName: 'Camille', lastName: 'Test' },
    async () => DEMO_PASSWORD,
    t.now(),
  );
  const sid = await loginAs(t, email);
  const from = { cookies: { sid }, remoteAddress: nextAddress() };
  const { secret } = (await t.call('POST /api/accounts/two-factor/enrolment', from)).answer;
  const confirmed = await t.call('POST /api/accounts/two-factor/confirm', {
    body: { code: codeAt(secret, t.now()) },
    cookies: { sid },
    remoteAddress: nextAddress(),
  });
  expect(confirmed.answer.recoveryCodes).toHaveLength(10);
  t.advance(STEP_MS);
  const pending = await passwordStep(email);
  const full = await post('/api/accounts/login/second-factor', { pending, payload: { code: codeAt(secret, t.now()) } });
  expect(full.statusCode, full.body).toBe(200);
  t.advance(STEP_MS);
  return {
    email,
    secret,
    device: deviceOf(full),
    recoveryCodes: confirmed.answer.recoveryCodes,
  };
}

async function passwordStep(email: string, device?: string) {
  const res = await login(email, DEMO_PASSWORD, device);
  expect(res.json(), res.body).toMatchObject({ secondFactorRequired: true });
  // The password alone earns no device: a thief with it would get a fresh budget of codes at each login.
  expect(cookieOf(res, 'device')).toBeUndefined();
  const pending = cookieOf(res, 'tfa')?.value;
  if (!pending) throw new Error('no pending login cookie');
  return pending;
}

const wrongOf = (right: string) => (right === '000000' ? '111111' : '000000');

describe(`a burst of wrong second-factor codes from a stranger on ${TEST_ENGINE}`, () => {
  it('locks the holder of the stolen password out, not the owner’s browser', async () => {
    const { email, secret, device } = await staffWithSecondFactor();
    const thief = await passwordStep(email);
    const wrong = wrongOf(codeAt(secret, t.now()));
    const answers = await burst(() =>
      post('/api/accounts/login/second-factor', { pending: thief, payload: { code: wrong } }),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: BURST - 5 });

    const owner = await passwordStep(email, device);
    const right = codeAt(secret, t.now());
    const back = await post('/api/accounts/login/second-factor', { pending: owner, device, payload: { code: right } });
    expect(back.statusCode, back.body).toBe(200);
    sessionCookie(back);

    t.advance(STEP_MS);
    const refused = await post('/api/accounts/login/second-factor', {
      pending: thief,
      payload: { code: codeAt(secret, t.now()) },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toBe(MESSAGES.tooMany);
  });

  it('gives a forged note no budget of codes, nor of recovery codes', async () => {
    const { email, secret, device, recoveryCodes } = await staffWithSecondFactor();
    const customer = await verifiedUser(t);
    const customersOwn = deviceOf(await login(customer.input.email, customer.input.password));
    const thief = await passwordStep(email);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/accounts/login/second-factor', {
        pending: thief,
        payload: { code: `${'abcd'.repeat(3)}${'efgh'[i % 4]}zz${'mnopq'[i]}` },
      });
      expect(res.json().errors?.Code).toEqual([MESSAGES.wrongRecoveryCode]);
    }
    for (const forged of [altered(device), relabelled(customersOwn, await idOf(email)), customersOwn]) {
      const res = await post('/api/accounts/login/second-factor', {
        pending: thief,
        device: forged,
        payload: { code: recoveryCodes[0] },
      });
      expect(res.statusCode).toBe(429);
    }
    const owner = await passwordStep(email, device);
    const back = await post('/api/accounts/login/second-factor', {
      pending: owner,
      device,
      payload: { code: codeAt(secret, t.now()) },
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});
