import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Behind the HTTPS proxy (TRUST_PROXY), the session cookie is `__Host-sid`: Secure, path /, no domain.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { TRUST_PROXY: true } });
});
afterAll(async () => t.close());

const https = { 'x-forwarded-proto': 'https' };
const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers,
    payload: { email: 'marie@example.com', password: DEMO_PASSWORD },
  });

describe(`the session cookie behind HTTPS (${TEST_ENGINE})`, () => {
  it('is __Host-prefixed, Secure, HttpOnly, SameSite=Lax, path / and without a domain', async () => {
    const res = await login(https);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=[^;]+;/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain=');
    const token = cookie.slice('__Host-sid='.length, cookie.indexOf(';'));

    const me = await t.app.inject({ url: '/api/accounts/me', headers: https, cookies: { '__Host-sid': token } });
    expect(me.statusCode).toBe(200);
    expect(me.headers.authenticated).toBe('true');
    // Over HTTPS a plain `sid` (which another site of the domain could have set) is not read.
    const plain = await t.app.inject({ url: '/api/accounts/me', headers: https, cookies: { sid: token } });
    expect(plain.statusCode).toBe(401);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      headers: https,
      cookies: { '__Host-sid': token },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;.*Secure/);
  });

  it('stays `sid`, without Secure, on plain HTTP (development, tests)', async () => {
    const cookie = String((await login({})).headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toContain('Secure');
  });
});
