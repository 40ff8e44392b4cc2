import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastCode,
  newParticulier,
  nextAddress,
  readOutbox,
  registerUser,
  verifiedUser,
} from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import * as accounts from './accounts.service.js';

// Each limit and « only once » rule of the accounts under a burst: 50 requests sent at once, as a script
// would, and the limit holds exactly (on PostgreSQL too, where the requests run on several connections).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, options: { sid?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.address ?? nextAddress(),
    ...(options.sid ? { cookies: { sid: options.sid } } : {}),
  });

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe(`account limits under a burst of ${BURST} on ${TEST_ENGINE}`, () => {
  it('refuses all but 10 wrong passwords for one account, then the right one too', async () => {
    const { input } = await verifiedUser(t);
    const answers = await burst((i) =>
      post('/api/accounts/login', { email: input.email, password: `mauvais-${i}-mot-de-passe` }),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: BURST - 10 });
    expect((await post('/api/accounts/login', { email: input.email, password: input.password })).statusCode).toBe(429);
  });

  it('slows down the guesses of a burst past the third, as it does one guess after another', async () => {
    const { input } = await verifiedUser(t);
    const slowdown = 200;
    const deps = {
      db: t.database.db,
      now: t.now(),
      messenger: t.app.messenger,
      config: { ...t.app.config, LOGIN_SLOWDOWN_MS: slowdown },
    };
    const started = performance.now();
    const took = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const guess = { email: input.email, password: `mauvais-${i}-mot-de-passe` };
        await expect(accounts.login(deps, guess, nextAddress(), () => null)).rejects.toThrow();
        return performance.now() - started;
      }),
    );
    // The tenth guess waits the longest slow-down: 8 times the step.
    expect(Math.max(...took)).toBeGreaterThanOrEqual(8 * slowdown);
  });

  it('refuses all but 30 wrong passwords from one address', async () => {
    const address = nextAddress();
    const answers = await burst((i) =>
      post('/api/accounts/login', { email: `rafale${i}@example.com`, password: 'mauvais-mot-de-passe' }, { address }),
    );
    expect(statuses(answers)).toEqual({ 400: 30, 429: BURST - 30 });
  });

  it('compares only 5 SMS codes, then refuses even the right one', async () => {
    const { sid, user } = await registerUser(t);
    const code = lastCode(t, user.phoneNumber);
    const answers = await burst(() => post('/api/accounts/verify', { activationCode: wrongCode(code) }, { sid }));
    const details = answers.map((res) => res.json().errors?.ActivationCode?.[0] as string);
    expect(details.filter((d) => d.startsWith('Code incorrect'))).toHaveLength(5);
    expect(details.filter((d) => /n’est plus valable/.test(d) && !d.startsWith('Code incorrect'))).toHaveLength(
      BURST - 5,
    );
    const right = await post('/api/accounts/verify', { activationCode: code }, { sid });
    expect(right.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/accounts/me', cookies: { sid } })).json().isVerified).toBe(false);
  });

  it('sends one new SMS code a minute, however many are asked at once', async () => {
    const { sid, user } = await registerUser(t);
    const sent = readOutbox(t, 'sms').filter((m) => m.to === user.phoneNumber).length;
    t.setNow(new Date(TEST_NOW.getTime() + 61_000));
    try {
      const answers = await burst(() => post('/api/accounts/resend-sms-code', {}, { sid }));
      expect(statuses(answers)).toEqual({ 200: 1, 429: BURST - 1 });
      expect(readOutbox(t, 'sms').filter((m) => m.to === user.phoneNumber)).toHaveLength(sent + 1);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('mails 3 reset links an hour to one address, however many are asked at once', async () => {
    const { input } = await verifiedUser(t);
    const email = input.email.toLowerCase();
    const answers = await burst(() => post('/api/accounts/reset-password/get-token', { email }));
    expect(statuses(answers)).toEqual({ 200: 3, 429: BURST - 3 });
    expect(readOutbox(t, 'mail').filter((m) => m.to === email)).toHaveLength(3);
  });

  it('sets a new password once with one reset link, however many use it at once', async () => {
    const { input } = await verifiedUser(t);
    const email = input.email.toLowerCase();
    await post('/api/accounts/reset-password/get-token', { email });
    const mail = readOutbox(t, 'mail').filter((m) => m.to === email);
    const token = decodeURIComponent(/[?&]token=(\S+)/.exec(mail[mail.length - 1]?.text ?? '')?.[1] ?? '');
    const answers = await burst((i) =>
      post('/api/accounts/reset-password/reset', { token, password: `Nouveau-Rôti-${i}-2027` }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 400: BURST - 1 });
    const winner = answers.findIndex((res) => res.statusCode === 200);
    const login = await post('/api/accounts/login', { email, password: `Nouveau-Rôti-${winner}-2027` });
    expect(login.statusCode).toBe(200);
  });

  it('creates 10 accounts an hour from one address, however many are sent at once', async () => {
    const address = nextAddress();
    const answers = await burst(() => post('/api/accounts/register', newParticulier(), { address }));
    expect(statuses(answers)).toEqual({ 201: 10, 429: BURST - 10 });
  });
});
