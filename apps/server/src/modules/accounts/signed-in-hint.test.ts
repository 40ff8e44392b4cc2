import path from 'node:path';
import { SIGNED_IN_HINT_COOKIE } from '@boucherie/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { FAKE_ASSET, fakeWebBuild } from '../../test/web-build.js';

// The readable « signed_in » cookie follows the httpOnly session: the app asks who is logged in only with it.
let t: TestApp;
const build = fakeWebBuild();
beforeAll(async () => {
  const config = { TRUST_PROXY: true, WEB_DIST_DIR: build.dir, WEB_SSR_DIR: path.join(build.dir, 'ssr') };
  t = await createTestApp({ config });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const cookiesOf = (res: LightMyRequestResponse) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const hintOf = (res: LightMyRequestResponse) => cookiesOf(res).find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

async function login(headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers,
    payload: { email: 'marie@example.com', password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const sid = cookiesOf(res).find((c) => /^(__Host-)?sid=/.test(c)) ?? '';
  return { res, token: sid.slice(sid.indexOf('=') + 1, sid.indexOf(';')) };
}

describe(`the signed-in hint (${TEST_ENGINE})`, () => {
  it('comes with the login, readable by the page, for as long as the session', async () => {
    const { res } = await login();
    const hint = hintOf(res);
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain('Path=/');
    expect(hint).toContain('SameSite=Lax');
    expect(hint).toContain(`Max-Age=${30 * 86_400}`);
    expect(hint).not.toContain('Secure');
  });

  it('is Secure behind HTTPS', async () => {
    const { res } = await login({ 'x-forwarded-proto': 'https' });
    expect(hintOf(res)).toMatch(/^signed_in=1;.*Secure/);
  });

  it('is not sent again while it is there, and goes with the logout', async () => {
    const { token } = await login();
    const cookies = { sid: token, [SIGNED_IN_HINT_COOKIE]: '1' };
    const me = await t.app.inject({ url: '/api/accounts/me', cookies });
    expect(me.statusCode).toBe(200);
    expect(hintOf(me)).toBeUndefined();
    const out = await t.app.inject({ method: 'POST', url: '/api/accounts/logout', cookies });
    expect(hintOf(out)).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is given back to a valid session that lost it, and dropped by an API answer for a visitor', async () => {
    const { token } = await login();
    const me = await t.app.inject({ url: '/api/accounts/me', cookies: { sid: token } });
    expect(hintOf(me)).toMatch(/^signed_in=1;/);
    const ended = await t.app.inject({
      url: '/api/accounts/me',
      cookies: { sid: 'an-ended-session', [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(ended.statusCode).toBe(401);
    expect(hintOf(ended)).toMatch(/^signed_in=;/);
    // A visitor without the hint gets no cookie at all.
    const articles = await t.app.inject('/api/articles');
    expect(cookiesOf(articles)).toEqual([]);
  });

  it('comes with a page to a browser that has the session cookie only, not with its files', async () => {
    const page = await t.app.inject({ url: '/cart', cookies: { sid: 'any-session' } });
    expect(page.statusCode).toBe(200);
    expect(hintOf(page)).toMatch(/^signed_in=1;/);
    const file = await t.app.inject({ url: `/assets/${FAKE_ASSET}`, cookies: { sid: 'any-session' } });
    expect(file.statusCode).toBe(200);
    expect(cookiesOf(file)).toEqual([]);
    const visitor = await t.app.inject('/cart');
    expect(cookiesOf(visitor)).toEqual([]);
  });
});
