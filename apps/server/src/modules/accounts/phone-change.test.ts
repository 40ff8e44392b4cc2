import type { ChangePhoneNumberRequest } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastCode,
  loginAs,
  newParticulier,
  nextAddress,
  readOutbox,
  registerUser,
  verifiedUser,
} from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { TransportError } from '../messages/messenger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const URL = '/api/accounts/change-phone-number';

const from = (sid?: string) => ({ remoteAddress: nextAddress(), ...(sid ? { cookies: { sid } } : {}) });

// Some payloads below are what the contract refuses, on purpose.
const changePhone = (sid: string | undefined, payload: unknown) =>
  t.call('POST /api/accounts/change-phone-number', { body: payload as ChangePhoneNumberRequest, ...from(sid) });
const verify = (sid: string, activationCode: string) =>
  t.call('POST /api/accounts/verify', { body: { activationCode }, ...from(sid) });
const resendCode = (sid: string) => t.call('POST /api/accounts/resend-sms-code', from(sid));
const smsTo = (to: string) => readOutbox(t, 'sms').filter((m) => m.to === to);
const me = async (sid: string) => (await t.call('GET /api/accounts/me', { cookies: { sid } })).answer;

/** A mobile no other test uses. */
let mobiles = 0;
const freshMobile = () => {
  mobiles += 1;
  return `+3376${String(1_000_000 + mobiles * 7_907).slice(-7)}`;
};

describe(`correcting the mobile before verification on ${TEST_ENGINE}`, () => {
  it('stores the new number in E.164, sends a new code there, and only that code verifies', async () => {
    const { sid, user } = await registerUser(t);
    const oldCode = lastCode(t, user.phoneNumber);
    t.advance(MINUTE);
    const mobile = freshMobile();
    const national = `0${mobile.slice(3, 4)} ${mobile.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ')}`;

    const res = await changePhone(sid, { phoneNumber: national, country: 'FR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phoneNumber: mobile, isVerified: false, email: user.email });
    expect((await me(sid)).phoneNumber).toBe(mobile);
    expect(smsTo(mobile)).toHaveLength(1);
    expect(smsTo(user.phoneNumber)).toHaveLength(1);

    const stale = await verify(sid, oldCode);
    expect(stale.statusCode).toBe(400);
    expect(stale.problem.errors?.ActivationCode?.[0]).toMatch(/^Code incorrect/);
    const ok = await verify(sid, lastCode(t, mobile));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isVerified: true, phoneNumber: mobile });
  });

  it('keeps the one-a-minute limit: a change right after registration waits, changing nothing', async () => {
    const { sid, user } = await registerUser(t);
    const mobile = freshMobile();
    const res = await changePhone(sid, { phoneNumber: mobile });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.problem.detail).toBe('Vous pourrez demander un nouveau code dans une minute.');
    expect((await me(sid)).phoneNumber).toBe(user.phoneNumber);
    expect(smsTo(mobile)).toHaveLength(0);
    // The registration's code still works: nothing was retired.
    expect((await verify(sid, lastCode(t, user.phoneNumber))).statusCode).toBe(200);
  });

  it('shares the five-a-day limit with "Renvoyer le code", whatever the numbers', async () => {
    const { sid } = await registerUser(t);
    const sent: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      t.advance(MINUTE);
      const mobile = freshMobile();
      const res = i % 2 === 0 ? await changePhone(sid, { phoneNumber: mobile }) : await resendCode(sid);
      expect(res.statusCode).toBe(200);
      if (i % 2 === 0) sent.push(mobile);
    }
    t.advance(MINUTE);
    const sixth = freshMobile();
    const refused = await changePhone(sid, { phoneNumber: sixth });
    expect(refused.statusCode).toBe(429);
    expect(refused.problem.detail).toBe('Vous avez demandé trop de codes aujourd’hui. Réessayez demain.');
    expect(smsTo(sixth)).toHaveLength(0);
    expect((await me(sid)).phoneNumber).toBe(sent[sent.length - 1]);
    const resend = await resendCode(sid);
    expect(resend.statusCode).toBe(429);
  });

  it('gives the new code five tries, like any code', async () => {
    const { sid } = await registerUser(t);
    t.advance(MINUTE);
    const mobile = freshMobile();
    expect((await changePhone(sid, { phoneNumber: mobile })).statusCode).toBe(200);
    const code = lastCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(sid, wrong)).statusCode).toBe(400);
    const burnt = await verify(sid, code);
    expect(burnt.statusCode).toBe(400);
    expect(burnt.problem.errors?.ActivationCode?.[0]).toMatch(/n’est plus valable/);
  });

  it.each([
    ['an empty number', { phoneNumber: '' }, /Saisissez votre numéro de mobile/],
    ['a landline', { phoneNumber: '03 87 36 42 18' }, /numéro de mobile valide/],
    ['a country not served', { phoneNumber: '+44 7911 123456' }, /Seuls les numéros/],
    ['no number at all', {}, /Saisissez votre numéro de mobile/],
  ])('refuses %s with a 400 in French, changing nothing', async (_name, payload, message) => {
    const { sid, user } = await registerUser(t);
    t.advance(MINUTE);
    const res = await changePhone(sid, payload);
    expect(res.statusCode).toBe(400);
    const body = res.problem;
    expect(body.status).toBe(400);
    expect(body.errors?.PhoneNumber?.[0]).toMatch(message);
    expect((await me(sid)).phoneNumber).toBe(user.phoneNumber);
    // A refused number costs no SMS: a resend is still allowed at once.
    expect((await resendCode(sid)).statusCode).toBe(200);
  });

  it('accepts a number another account holds, as registration does', async () => {
    const other = await verifiedUser(t);
    const { sid } = await registerUser(t);
    t.advance(MINUTE);
    const res = await changePhone(sid, { phoneNumber: other.user.phoneNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phoneNumber: other.user.phoneNumber });
  });

  it('answers 401 to a visitor and 409 to a verified account, changing nothing', async () => {
    const visitor = await changePhone(undefined, { phoneNumber: freshMobile() });
    expect(visitor.statusCode).toBe(401);

    const sid = await loginAs(t, 'marie@example.com');
    const before = await me(sid);
    const verified = await changePhone(sid, { phoneNumber: freshMobile() });
    expect(verified.statusCode).toBe(409);
    expect(verified.problem.detail).toMatch(/déjà vérifié.*profil/);
    expect((await me(sid)).phoneNumber).toBe(before.phoneNumber);
  });

  it('is documented in the OpenAPI document', async () => {
    // The OpenAPI document is not an endpoint of the table.
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(doc.paths[URL]?.post?.summary).toMatch(/numéro de mobile/);
  });
});

describe(`correcting the mobile when the SMS cannot leave on ${TEST_ENGINE}`, () => {
  it('keeps the new number and says so with a 503', async () => {
    let failing = false;
    const outbox = await createTestApp({
      messenger: {
        sendSms: async () => {
          if (failing) throw new TransportError('sms down');
        },
        sendMail: async () => {},
      },
    });
    try {
      const input = newParticulier();
      const reg = await outbox.call('POST /api/accounts/register', { body: input, remoteAddress: nextAddress() });
      const sid = reg.cookies.find((c) => c.name === 'sid')?.value as string;
      outbox.advance(MINUTE);
      failing = true;
      const res = await outbox.call('POST /api/accounts/change-phone-number', {
        body: { phoneNumber: '+33799887766' },
        cookies: { sid },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.problem.detail).toMatch(/^Votre numéro est enregistré/);
      const user = (await outbox.call('GET /api/accounts/me', { cookies: { sid } })).answer;
      expect(user.phoneNumber).toBe('+33799887766');
    } finally {
      await outbox.close();
    }
  });
});
