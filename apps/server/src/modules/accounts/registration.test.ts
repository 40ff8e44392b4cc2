import type { RegisterRequest } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastCode,
  newParticulier,
  newPro,
  nextAddress,
  readOutbox,
  registerUser,
} from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, sid?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: nextAddress(),
    ...(sid ? { cookies: { sid } } : {}),
  });

/** Some inputs below are what the contract refuses, on purpose. */
const register = (input: unknown) =>
  t.call('POST /api/accounts/register', { body: input as RegisterRequest, remoteAddress: nextAddress() });

const userCount = async () => (await t.database.db.selectFrom('user_account').select('id').execute()).length;

describe(`registration on ${TEST_ENGINE}`, () => {
  it('registers a particulier, logs them in unverified and sends a 6-digit code by SMS', async () => {
    const input = newParticulier({ phoneNumber: '06 12 34 56 78', email: 'Nouvelle.Cliente@Example.com' });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect(res.headers.authenticated).toBe('true');
    const user = res.answer;
    expect(user).toMatchObject({
      userType: 1,
      email: 'nouvelle.cliente@example.com',
      phoneNumber: '+33612345678',
      isVerified: false,
      company: null,
    });
    expect(user).not.toHaveProperty('password');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    const [sms] = readOutbox(t, 'sms').filter((m) => m.to === '+33612345678');
    expect(sms?.text).toMatch(/Maison Thirion/);
    expect(sms?.text).toMatch(/\b\d{6}\b/);
    const me = await t.app.inject({ url: '/api/accounts/me', cookies: { sid: cookie?.value as string } });
    expect(me.json()).toEqual(user);
  });

  it('stores the password hashed with argon2id and the session id hashed', async () => {
    const { sid, input } = await registerUser(t);
    const row = await t.database.db
      .selectFrom('user_account')
      .select('password_hash')
      .where('email', '=', input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await t.database.db.selectFrom('user_session').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(sid);
  });

  it('registers a pro with company and a valid VAT number', async () => {
    const res = await post('/api/accounts/register', newPro({ vatNumber: 'fr 83 404 833 048' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userType: 2,
      company: 'Brasserie de la Cathédrale',
      vatNumber: 'FR83404833048',
    });
  });

  it.each([
    ['a pro without company', newPro({ company: '' }), 'Company', /société/],
    ['a pro with a wrong VAT key', newPro({ vatNumber: 'FR84404833048' }), 'VatNumber', /TVA invalide/],
    ['a bad e-mail', newParticulier({ email: 'pas-une-adresse' }), 'Email', /adresse e-mail valide/],
    ['a short password', newParticulier({ password: 'court' }), 'Password', /au moins 8/],
    ['a common password', newParticulier({ password: 'azertyuiop' }), 'Password', /trop courant/],
    ['a landline as mobile', newParticulier({ phoneNumber: '03 87 36 42 18' }), 'PhoneNumber', /mobile/],
    [
      'a post code of another country',
      newParticulier({ country: 'BE', postCode: '57000', phoneNumber: '+32470123456' }),
      'PostCode',
      /Code postal/,
    ],
    ['a country not served', newParticulier({ country: 'ES' as 'FR' }), 'Country', /France/],
    ['an unknown favourite shop', newParticulier({ favoriteStore: 'PARIS-15' }), 'FavoriteStore', /boutique/],
  ])('refuses %s with a French message per field and creates nothing', async (_, input, field, message) => {
    const before = await userCount();
    const res = await register(input);
    expect(res.statusCode).toBe(400);
    const body = res.problem;
    expect(body.errors?.[field]?.[0], JSON.stringify(body)).toMatch(message);
    expect(await userCount()).toBe(before);
    expect(res.headers.authenticated).toBe('false');
  });

  it('refuses an e-mail that already has an account', async () => {
    const { input } = await registerUser(t);
    const res = await post('/api/accounts/register', newParticulier({ email: input.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.Email[0]).toMatch(/existe déjà/);
  });

  it('accepts a favourite shop and passwords of 64 characters and more', async () => {
    const { user } = await registerUser(t, newParticulier({ favoriteStore: 'METZ-CENTRE', password: 'é'.repeat(80) }));
    expect(user.favoriteStore).toBe('METZ-CENTRE');
  });

  it('limits registrations per client address', async () => {
    const address = '192.0.2.7';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/register',
        payload: newParticulier(),
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers 400, never 500, for bodies of the wrong shape', async () => {
    for (const payload of [{}, { userType: '1' }, [], { ...newParticulier(), phoneNumber: 42 }]) {
      const res = await post('/api/accounts/register', payload);
      expect(res.statusCode).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().detail).toMatch(/JSON valide/);
  });
});

describe(`SMS verification on ${TEST_ENGINE}`, () => {
  it('verifies with the right code, once', async () => {
    const { sid, user } = await registerUser(t);
    const code = lastCode(t, user.phoneNumber);
    const res = await post('/api/accounts/verify', { activationCode: code }, sid);
    expect(res.statusCode).toBe(200);
    expect(res.json().isVerified).toBe(true);
    const again = await post('/api/accounts/verify', { activationCode: code }, sid);
    expect(again.statusCode).toBe(409);
  });

  it('counts wrong codes and burns the code at the fifth', async () => {
    const { sid, user } = await registerUser(t);
    const code = lastCode(t, user.phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await post('/api/accounts/verify', { activationCode: wrong }, sid);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.ActivationCode[0]).toContain(`Il vous reste ${left} essai`);
    }
    const fifth = await post('/api/accounts/verify', { activationCode: wrong }, sid);
    expect(fifth.json().errors.ActivationCode[0]).toMatch(/Trop d’essais/);
    const sixth = await post('/api/accounts/verify', { activationCode: code }, sid);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors.ActivationCode[0]).toMatch(/n’est plus valable/);
    const me = await t.app.inject({ url: '/api/accounts/me', cookies: { sid } });
    expect(me.json().isVerified).toBe(false);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { sid, user } = await registerUser(t);
    const code = lastCode(t, user.phoneNumber);
    t.advance(10 * 60_000 + 1000);
    try {
      const res = await post('/api/accounts/verify', { activationCode: code }, sid);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.ActivationCode[0]).toMatch(/expiré/);
    } finally {
      t.advance(-(10 * 60_000 + 1000));
    }
  });

  it('refuses a malformed code and a visitor', async () => {
    const { sid } = await registerUser(t);
    expect(
      (await post('/api/accounts/verify', { activationCode: '12ab56' }, sid)).json().errors.ActivationCode[0],
    ).toMatch(/6 chiffres/);
    const visitor = await post('/api/accounts/verify', { activationCode: '123456' });
    expect(visitor.statusCode).toBe(401);
  });

  it('resends at most once a minute and five times a day, with Retry-After', async () => {
    const { sid, user } = await registerUser(t);
    const first = lastCode(t, user.phoneNumber);
    const tooSoon = await post('/api/accounts/resend-sms-code', {}, sid);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    const start = t.now();
    try {
      const codes: string[] = [];
      for (let i = 1; i <= 4; i++) {
        t.advance(61_000);
        const res = await post('/api/accounts/resend-sms-code', {}, sid);
        expect(res.statusCode, res.body).toBe(200);
        codes.push(lastCode(t, user.phoneNumber));
      }
      t.advance(61_000);
      const sixth = await post('/api/accounts/resend-sms-code', {}, sid);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().detail).toMatch(/aujourd’hui/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3600);
      // Only the newest code counts.
      expect((await post('/api/accounts/verify', { activationCode: first }, sid)).statusCode).toBe(400);
      expect((await post('/api/accounts/verify', { activationCode: codes[3] }, sid)).statusCode).toBe(200);
    } finally {
      t.setNow(start);
    }
  });
});
