import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, nextAddress, verifiedUser } from '../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';

// The guard and the session are keyed on the route that matched, not on the URL as sent: the router reads
// `/%61pi/accounts/login` as `/api/accounts/login`, which a test of the raw URL let through unguarded.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = { email: 'marie@example.com', password: DEMO_PASSWORD };
const spellings = [
  '/api/accounts/login',
  '/%61pi/accounts/login',
  '/%61%70%69/accounts/login',
  '/api/accounts/%6cogin',
];

describe(`the same-origin guard on ${TEST_ENGINE}`, () => {
  it.each(spellings)('refuses a foreign origin on %s', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example' },
      payload: login,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().detail).toBe('Cette requête doit venir de la boutique elle-même.');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it.each(spellings)('refuses a form body on %s', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=marie%40example.com',
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(415);
  });

  it('reads the session, and answers as the API, whatever the spelling of the path', async () => {
    const { sid, user } = await verifiedUser(t);
    const res = await t.app.inject({ url: '/%61pi/accounts/me', cookies: { sid } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(user.email);
    expect(res.headers.authenticated).toBe('true');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
