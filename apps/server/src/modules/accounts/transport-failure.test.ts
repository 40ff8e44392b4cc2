import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newParticulier, nextAddress } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { type Messenger, TransportError } from '../messages/messenger.js';

const failing: Messenger = {
  sendSms: async () => {
    throw new TransportError('gateway down');
  },
  sendMail: async () => {
    throw new TransportError('smtp down');
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messenger: failing });
});
afterAll(() => t.close());

describe(`a failing message transport on ${TEST_ENGINE}`, () => {
  it('keeps the new account and says clearly that the SMS did not leave', async () => {
    const input = newParticulier();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: input,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/compte est créé.*SMS/);
    expect(res.headers.authenticated).toBe('true');
    const sid = res.cookies.find((c) => c.name === 'sid')?.value as string;
    const me = await t.app.inject({ url: '/api/accounts/me', cookies: { sid } });
    expect(me.json()).toMatchObject({ email: input.email.toLowerCase(), isVerified: false });
  });

  it('answers the password-reset request the same, whatever the transport does', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password/get-token',
      payload: { email: 'marie@example.com' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password/get-token',
      payload: { email: 'nobody@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });
});
