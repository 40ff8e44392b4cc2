import { LOGIN_FAILED_MESSAGE } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newParticulier, nextAddress, readOutbox, sessionCookie, verifiedUser } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { sid?: string; payload?: unknown; address?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.address ?? nextAddress(),
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.sid ? { cookies: { sid: options.sid } } : {}),
  });

const login = (email: string, password: string, address?: string) =>
  call('POST', '/api/accounts/login', { payload: { email, password }, ...(address ? { address } : {}) });

describe(`login and sessions on ${TEST_ENGINE}`, () => {
  it('logs in with a new session id and says authenticated', async () => {
    const { sid: registrationSid, input } = await verifiedUser(t);
    const res = await login(` ${input.email.toUpperCase()} `, input.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers.authenticated).toBe('true');
    expect(res.json()).toMatchObject({ email: input.email.toLowerCase(), isVerified: true, firstName: 'Camille' });
    const sid = sessionCookie(res);
    expect(sid).not.toBe(registrationSid);
    expect((await call('GET', '/api/accounts/me', { sid })).statusCode).toBe(200);
  });

  it('renews the session at login: the previous id stops working', async () => {
    const { sid, input } = await verifiedUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email: input.email, password: input.password },
      cookies: { sid },
    });
    const renewed = sessionCookie(res);
    expect(renewed).not.toBe(sid);
    const old = await call('GET', '/api/accounts/me', { sid });
    expect(old.statusCode).toBe(401);
    expect(old.headers.authenticated).toBe('false');
  });

  it('answers the same 400 for a wrong password and an unknown e-mail', async () => {
    const { input } = await verifiedUser(t);
    const wrong = await login(input.email, 'pas-le-bon-mot-de-passe');
    const unknown = await login('personne@example.com', 'pas-le-bon-mot-de-passe');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.Email[0]).toBe(LOGIN_FAILED_MESSAGE);
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('limits repeated failures per account, whatever the client address', async () => {
    const { input } = await verifiedUser(t);
    for (let i = 0; i < 10; i++) expect((await login(input.email, `mauvais-${i}-mot-de-passe`)).statusCode).toBe(400);
    const limited = await login(input.email, input.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.advance(15 * 60_000 + 1000);
    try {
      expect((await login(input.email, input.password)).statusCode).toBe(200);
    } finally {
      t.advance(-(15 * 60_000 + 1000));
    }
  });

  it('limits repeated failures per client address, across accounts', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 30; i++) {
      expect((await login(`inconnu${i}@example.com`, 'mauvais-mot-de-passe', address)).statusCode).toBe(400);
    }
    expect((await login('autre@example.com', 'mauvais-mot-de-passe', address)).statusCode).toBe(429);
    expect((await login('autre@example.com', 'mauvais-mot-de-passe')).statusCode).toBe(400);
  });

  it('answers 401 to a visitor asking who they are', async () => {
    const res = await call('GET', '/api/accounts/me');
    expect(res.statusCode).toBe(401);
    expect(res.headers.authenticated).toBe('false');
    expect((await call('GET', '/api/accounts/me', { sid: 'invente' })).headers.authenticated).toBe('false');
  });

  it('ends the session at logout', async () => {
    const { sid } = await verifiedUser(t);
    const res = await call('POST', '/api/accounts/logout', { sid });
    expect(res.statusCode).toBe(200);
    expect(res.headers.authenticated).toBe('false');
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await call('GET', '/api/accounts/me', { sid })).statusCode).toBe(401);
  });

  it('tells each of many requests arriving together who it comes from (sessions read in one batch)', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await verifiedUser(t));
    const ended = await verifiedUser(t);
    await call('POST', '/api/accounts/logout', { sid: ended.sid });
    const answers = await Promise.all([
      ...users.map(({ sid }) => call('GET', '/api/accounts/me', { sid })),
      call('GET', '/api/accounts/me', { sid: users[0]?.sid as string }),
      call('GET', '/api/accounts/me', { sid: ended.sid }),
      call('GET', '/api/accounts/me', { sid: 'inconnu' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 401, 401]);
    expect(answers.slice(0, 5).map((res) => res.json().email)).toEqual([
      ...users.map((u) => u.input.email.toLowerCase()),
      users[0]?.input.email.toLowerCase(),
    ]);
  });

  it('expires sessions after 30 days', async () => {
    const { sid } = await verifiedUser(t);
    t.advance(31 * 86_400_000);
    try {
      const res = await call('GET', '/api/articles?PageSize=1', { sid });
      expect(res.headers.authenticated).toBe('false');
    } finally {
      t.advance(-31 * 86_400_000);
    }
    expect((await call('GET', '/api/articles?PageSize=1', { sid })).headers.authenticated).toBe('true');
  });
});

describe(`profile on ${TEST_ENGINE}`, () => {
  it('updates every profile field with the registration rules', async () => {
    const { sid, input, user } = await verifiedUser(t);
    // A minute after the registration's SMS: the new mobile's code may leave.
    t.advance(60_000);
    const { password: _, ...profile } = input;
    const res = await call('PUT', '/api/accounts', {
      sid,
      payload: {
        ...profile,
        userType: 2,
        company: 'Traiteur Lorrain',
        vatNumber: 'BE0403170701',
        phoneNumber: '+32 470 12 34 56',
        phoneNumber2: '+33 3 87 36 42 18',
        country: 'BE',
        postCode: '1000',
        locality: 'Bruxelles',
        favoriteStore: 'WOIPPY',
        wantsNewsletter: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The new mobile waits for its SMS code (contact-changes.test.ts); every other field is saved.
    expect(res.json()).toMatchObject({
      userType: 2,
      company: 'Traiteur Lorrain',
      vatNumber: 'BE0403170701',
      phoneNumber: user.phoneNumber,
      pendingPhoneNumber: '+32470123456',
      phoneNumber2: '+33387364218',
      favoriteStore: 'WOIPPY',
      wantsNewsletter: true,
      isVerified: true,
    });
    expect((await call('GET', '/api/accounts/me', { sid })).json()).toEqual(res.json());
    t.advance(-60_000);
  });

  it('refuses bad fields and another account’s e-mail, changing nothing', async () => {
    const other = await verifiedUser(t);
    const { sid, input, user } = await verifiedUser(t);
    const { password: _, ...profile } = input;
    const taken = await call('PUT', '/api/accounts', { sid, payload: { ...profile, email: other.input.email } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.Email[0]).toMatch(/déjà utilisée/);
    const bad = await call('PUT', '/api/accounts', { sid, payload: { ...profile, postCode: 'ABCDE', firstName: '' } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['FirstName', 'PostCode']);
    expect((await call('GET', '/api/accounts/me', { sid })).json()).toEqual(user);
    expect((await call('PUT', '/api/accounts', { payload: profile })).statusCode).toBe(401);
  });
});

describe(`account deletion on ${TEST_ENGINE}`, () => {
  it('needs confirm: true, then erases personal data and ends every session', async () => {
    const { sid, input } = await verifiedUser(t);
    const second = sessionCookie(await login(input.email, input.password));
    expect((await call('POST', '/api/accounts/delete', { sid, payload: { confirm: false } })).statusCode).toBe(400);
    const res = await t.call('POST /api/accounts/delete', {
      body: { confirm: true },
      cookies: { sid },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.authenticated).toBe('false');
    expect(res.answer.email).toBe(input.email.toLowerCase());
    expect((await call('GET', '/api/accounts/me', { sid: second })).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('user_account')
      .selectAll()
      .where('deleted_at', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([row.email, row.first_name, row.phone_number, row.password_hash, row.street_and_number]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // The address is free again.
    const again = await call('POST', '/api/accounts/register', { payload: newParticulier({ email: input.email }) });
    expect(again.statusCode).toBe(201);
  });
});

describe(`password reset on ${TEST_ENGINE}`, () => {
  const linkTo = (email: string) => {
    const mail = readOutbox(t, 'mail').filter((m) => m.to === email.toLowerCase());
    return /(https?:\/\/\S+\/account\/reset-password\?token=(\S+))/.exec(mail[mail.length - 1]?.text ?? '');
  };

  it('answers the same whether the e-mail exists or not, and mails a one-hour link', async () => {
    const { input } = await verifiedUser(t);
    const known = await call('POST', '/api/accounts/reset-password/get-token', { payload: { email: input.email } });
    const unknown = await call('POST', '/api/accounts/reset-password/get-token', {
      payload: { email: 'x@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(readOutbox(t, 'mail').some((m) => m.to === 'x@example.com')).toBe(false);
    const link = linkTo(input.email);
    expect(link?.[1]).toMatch(/^http:\/\/localhost:3000\/account\/reset-password\?token=/);
  });

  it('sets the new password once, ending the user’s sessions', async () => {
    const { sid, input } = await verifiedUser(t);
    await call('POST', '/api/accounts/reset-password/get-token', { payload: { email: input.email } });
    const token = decodeURIComponent(linkTo(input.email)?.[2] ?? '');
    const res = await call('POST', '/api/accounts/reset-password/reset', {
      payload: { token, password: 'Nouveau-Rôti-2027' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/accounts/me', { sid })).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(400);
    expect((await login(input.email, 'Nouveau-Rôti-2027')).statusCode).toBe(200);
    const reuse = await call('POST', '/api/accounts/reset-password/reset', {
      payload: { token, password: 'Encore-Autre-2027' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors.Token[0]).toMatch(/n’est plus valable/);
  });

  it('refuses an expired link and a common password', async () => {
    const { input } = await verifiedUser(t);
    await call('POST', '/api/accounts/reset-password/get-token', { payload: { email: input.email } });
    const token = decodeURIComponent(linkTo(input.email)?.[2] ?? '');
    const common = await call('POST', '/api/accounts/reset-password/reset', {
      payload: { token, password: 'motdepasse123' },
    });
    expect(common.json().errors.Password[0]).toMatch(/trop courant/);
    t.advance(3_600_000 + 1000);
    try {
      const res = await call('POST', '/api/accounts/reset-password/reset', {
        payload: { token, password: 'Nouveau-Rôti-2027' },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      t.advance(-(3_600_000 + 1000));
    }
  });
});

describe(`demo accounts on ${TEST_ENGINE}`, () => {
  it.each([
    ['marie@example.com', 1, null],
    ['chef@example.com', 2, 'Bistrot du Marché'],
    ['staff@example.com', 1, null],
  ])('logs %s in with the demo password', async (email, userType, company) => {
    const res = await login(email, 'Demo-Boucherie-2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, userType, company, isVerified: true });
  });
});
