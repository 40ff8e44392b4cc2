import type { UpdateProfileRequest } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  lastCode,
  loginAs,
  nextAddress,
  readOutbox,
  registerUser,
  sessionCookie,
  verifiedUser,
} from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { moveOrder, putInCart, userIdOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { deleteExpiredCodesAndLinks } from './contact-changes.repository.js';

// Issue 29: a new mobile or e-mail given in the profile was taken at once, and the new number received the
// order messages. Now the mobile waits for the SMS code sent there, the e-mail for the link mailed there; the
// old ones serve meanwhile, and the account's other sessions end once the change is proven.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const MINUTE = 60_000;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, sid?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
    ...(sid ? { cookies: { sid } } : {}),
  });
const me = async (sid: string) =>
  (await t.call('GET /api/accounts/me', { cookies: { sid }, remoteAddress: nextAddress() })).answer;
const cookiesOf = (sid?: string) => (sid ? { cookies: { sid } } : {});
const saveProfile = (sid: string, body: UpdateProfileRequest) =>
  t.call('PUT /api/accounts', { body, cookies: { sid }, remoteAddress: nextAddress() });
const login = (email: string, password: string) => call('POST', '/api/accounts/login', undefined, { email, password });
const mailsTo = (to: string) => readOutbox(t, 'mail').filter((m) => m.to === to);
const smsTo = (to: string) => readOutbox(t, 'sms').filter((m) => m.to === to);
const confirmPhone = (sid: string, code: string) =>
  t.call('POST /api/accounts/confirm-phone-number', {
    body: { code },
    ...cookiesOf(sid),
    remoteAddress: nextAddress(),
  });
const confirmEmail = (token: string, sid?: string) =>
  t.call('POST /api/accounts/confirm-email', { body: { token }, ...cookiesOf(sid), remoteAddress: nextAddress() });
const linkToken = (to: string) =>
  decodeURIComponent(/\/account\/confirm-email\?token=(\S+)/.exec(mailsTo(to).at(-1)?.text ?? '')?.[1] ?? '');

/**
 * A verified customer, their profile as PUT /api/accounts takes it, and a second session of theirs; a minute
 * later, when the registration's SMS no longer holds the one-a-minute limit.
 */
async function customer() {
  const { sid, input, user } = await verifiedUser(t);
  const { password: _, ...profile } = input;
  const other = sessionCookie(await login(input.email, input.password));
  t.advance(MINUTE);
  return { sid, other, input, user, profile };
}

let mobiles = 0;
const freshMobile = () => {
  mobiles += 1;
  return `+3377${String(2_000_000 + mobiles * 6_151).slice(-7)}`;
};
let addresses = 0;
const freshEmail = () => {
  addresses += 1;
  return `nouvelle.adresse${addresses}-${Date.now()}@example.com`;
};

describe(`a new mobile in the profile on ${TEST_ENGINE}`, () => {
  it('keeps the old number until the code sent to the new one is typed, then ends the other sessions', async () => {
    const c = await customer();
    const mobile = freshMobile();
    const saved = await saveProfile(c.sid, { ...c.profile, phoneNumber: mobile, locality: 'Woippy' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      phoneNumber: c.user.phoneNumber,
      pendingPhoneNumber: mobile,
      pendingEmail: null,
      locality: 'Woippy',
    });
    expect(smsTo(mobile)).toHaveLength(1);
    expect(smsTo(mobile)[0]?.text).toMatch(/code pour confirmer ce numéro est \d{6}/);
    expect(await me(c.sid)).toMatchObject({ phoneNumber: c.user.phoneNumber, pendingPhoneNumber: mobile });

    const code = lastCode(t, mobile);
    const wrong = await confirmPhone(c.sid, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.problem.errors?.Code?.[0]).toBe('Code incorrect. Il vous reste 4 essais.');
    expect((await me(c.other)).phoneNumber).toBe(c.user.phoneNumber);

    const ok = await confirmPhone(c.sid, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ phoneNumber: mobile, pendingPhoneNumber: null });
    expect((await call('GET', '/api/accounts/me', c.other)).statusCode).toBe(401);
    expect((await me(c.sid)).phoneNumber).toBe(mobile);
    expect(mailsTo(c.user.email).at(-1)?.text).toContain(`est désormais le ${mobile}`);
    const again = await confirmPhone(c.sid, code);
    expect(again.statusCode).toBe(400);
  });

  it('sends the order messages to the old number while the new one is not proven', async () => {
    const c = await customer();
    const mobile = freshMobile();
    expect((await saveProfile(c.sid, { ...c.profile, phoneNumber: mobile })).statusCode).toBe(200);
    const { shops } = (await t.call('GET /api/shops')).answer;
    const metz = shops.find((s) => s.department === 'METZ-CENTRE')?.id;
    const { items } = (await t.call('GET /api/articles', { query: { PageSize: 100 } })).answer;
    await putInCart(t, c.sid, items.find((a) => a.saleUnit === 'piece' && !a.isOutOfStock)?.id as number);
    const placed = await t.call('POST /api/orders', {
      body: { mode: 'Pickup', shopId: metz as number, date: '2026-11-21' },
      cookies: { sid: c.sid },
      remoteAddress: nextAddress(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const before = smsTo(c.user.phoneNumber).length;
    await moveOrder(t, await loginAs(t, 'admin@example.com'), placed.answer.id, ['Confirmed', 'Ready']);
    expect(smsTo(c.user.phoneNumber).length).toBe(before + 1);
    expect(smsTo(mobile)).toHaveLength(1);
  });

  it('sends codes under the SMS limits, and a refused change changes nothing', async () => {
    const c = await customer();
    const first = freshMobile();
    expect((await saveProfile(c.sid, { ...c.profile, phoneNumber: first })).statusCode).toBe(200);
    const second = freshMobile();
    const refused = await saveProfile(c.sid, { ...c.profile, phoneNumber: second, firstName: 'Léa' });
    expect(refused.statusCode).toBe(429);
    expect(refused.problem.detail).toBe('Vous pourrez demander un nouveau code dans une minute.');
    expect(smsTo(second)).toHaveLength(0);
    expect(await me(c.sid)).toMatchObject({ firstName: 'Camille', pendingPhoneNumber: first });
    // Saving the other fields, the number as it is, leaves the change waiting and sends nothing.
    const other = await saveProfile(c.sid, { ...c.profile, firstName: 'Léa' });
    expect(other.json()).toMatchObject({ firstName: 'Léa', pendingPhoneNumber: first });
    // A new number replaces the waiting one: the first code no longer works.
    const firstCode = lastCode(t, first);
    t.advance(MINUTE);
    expect((await saveProfile(c.sid, { ...c.profile, phoneNumber: second })).statusCode).toBe(200);
    expect((await confirmPhone(c.sid, firstCode)).statusCode).toBe(400);
    expect((await confirmPhone(c.sid, lastCode(t, second))).json()).toMatchObject({ phoneNumber: second });
  });

  it('refuses a new mobile on an account not yet activated, which corrects it on the activation page', async () => {
    const { sid, input, user } = await registerUser(t);
    const { password: _, ...profile } = input;
    t.advance(MINUTE);
    const res = await saveProfile(sid, { ...profile, phoneNumber: freshMobile(), lastName: 'Autre' });
    expect(res.statusCode).toBe(409);
    expect(res.problem.detail).toMatch(/pas encore activé.*page d’activation/);
    expect(await me(sid)).toMatchObject({ phoneNumber: user.phoneNumber, lastName: 'Rousseau' });
  });

  it('gives the code five tries and ten minutes', async () => {
    const c = await customer();
    const mobile = freshMobile();
    await saveProfile(c.sid, { ...c.profile, phoneNumber: mobile });
    const code = lastCode(t, mobile);
    t.advance(10 * MINUTE + 1000);
    const late = await confirmPhone(c.sid, code);
    expect(late.problem.errors?.Code?.[0]).toMatch(/^Ce code a expiré\. Enregistrez à nouveau/);
    expect((await me(c.sid)).pendingPhoneNumber).toBeNull();

    const next = freshMobile();
    await saveProfile(c.sid, { ...c.profile, phoneNumber: next });
    const wrong = lastCode(t, next) === '000000' ? '111111' : '000000';
    const answers = await burst(() => confirmPhone(c.sid, wrong));
    expect(statuses(answers)).toEqual({ 400: BURST });
    const tried = answers.filter((r) => /^Code incorrect/.test(r.problem.errors?.Code?.[0] ?? ''));
    expect(tried).toHaveLength(5);
    expect((await confirmPhone(c.sid, lastCode(t, next))).statusCode).toBe(400);
    expect((await me(c.sid)).phoneNumber).toBe(c.user.phoneNumber);
  });

  it('answers 401 to a visitor and 400 in French to a malformed code', async () => {
    expect((await confirmPhone('', '123456')).statusCode).toBe(401);
    const c = await customer();
    const bad = await confirmPhone(c.sid, '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.problem.errors?.Code?.[0]).toBe('Le code comporte 6 chiffres.');
  });
});

describe(`a new e-mail in the profile on ${TEST_ENGINE}`, () => {
  it('keeps the old address until the link mailed to the new one is opened, then ends the other sessions', async () => {
    const c = await customer();
    const email = freshEmail();
    const oldEmail = c.user.email;
    const saved = await saveProfile(c.sid, { ...c.profile, email: email.toUpperCase() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email: oldEmail, pendingEmail: email, pendingPhoneNumber: null });
    const mail = mailsTo(email).at(-1);
    expect(mail?.subject).toBe('Maison Thirion — confirmez votre nouvelle adresse e-mail');
    expect(mail?.text).toMatch(/^http:\/\/localhost:3000\/account\/confirm-email\?token=\S+$/m);
    expect((await login(email, c.input.password)).statusCode).toBe(400);
    // A reset link mailed to the old address before the change will not outlive it.
    await call('POST', '/api/accounts/reset-password/get-token', undefined, { email: oldEmail });
    const resetToken = decodeURIComponent(/[?&]token=(\S+)/.exec(mailsTo(oldEmail).at(-1)?.text ?? '')?.[1] ?? '');

    // Opened on another device, logged out: the session that asked stays, the other one ends.
    const res = await confirmEmail(linkToken(email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Votre adresse e-mail est confirmée\u00a0: c’est désormais ${email}.`);
    expect(await me(c.sid)).toMatchObject({ email, pendingEmail: null });
    expect((await call('GET', '/api/accounts/me', c.other)).statusCode).toBe(401);
    expect((await login(oldEmail, c.input.password)).statusCode).toBe(400);
    expect((await login(email, c.input.password)).statusCode).toBe(200);
    expect(mailsTo(oldEmail).at(-1)?.text).toContain(`est désormais ${email}`);
    const reset = await call('POST', '/api/accounts/reset-password/reset', undefined, {
      token: resetToken,
      password: 'Nouveau-Rôti-2027',
    });
    expect(reset.statusCode).toBe(400);

    const reused = await confirmEmail(linkToken(email));
    expect(reused.statusCode).toBe(400);
    expect(reused.problem.errors?.Token?.[0]).toMatch(/^Ce lien n’est plus valable/);
  });

  it('changes the address once however many open the link at once', async () => {
    const c = await customer();
    const email = freshEmail();
    await saveProfile(c.sid, { ...c.profile, email });
    const token = linkToken(email);
    const answers = await burst(() => confirmEmail(token));
    expect(statuses(answers)).toEqual({ 200: 1, 400: BURST - 1 });
    expect(mailsTo(c.user.email).filter((m) => m.text.includes(`est désormais ${email}`))).toHaveLength(1);
  });

  it('mails one link a minute, and a refused change changes nothing', async () => {
    const c = await customer();
    const first = freshEmail();
    expect((await saveProfile(c.sid, { ...c.profile, email: first })).statusCode).toBe(200);
    const second = freshEmail();
    const refused = await saveProfile(c.sid, { ...c.profile, email: second, firstName: 'Léa' });
    expect(refused.statusCode).toBe(429);
    expect(mailsTo(second)).toHaveLength(0);
    expect(await me(c.sid)).toMatchObject({ firstName: 'Camille', pendingEmail: first });
    // A refused e-mail sends no code either: its SMS place is given back.
    t.advance(30_000);
    const both = await saveProfile(c.sid, { ...c.profile, email: second, phoneNumber: freshMobile() });
    expect(both.statusCode).toBe(429);
    t.advance(31_000);
    const mobile = freshMobile();
    const later = await saveProfile(c.sid, { ...c.profile, email: second, phoneNumber: mobile });
    expect(later.json()).toMatchObject({ pendingEmail: second, pendingPhoneNumber: mobile });
    // Only the newest link works.
    const firstLink = linkToken(first);
    expect((await confirmEmail(firstLink)).statusCode).toBe(400);
    expect((await confirmEmail(linkToken(second))).statusCode).toBe(200);
  });

  it('refuses an expired link, and an address another account took meanwhile', async () => {
    const c = await customer();
    const email = freshEmail();
    await saveProfile(c.sid, { ...c.profile, email });
    const token = linkToken(email);
    t.advance(24 * 60 * MINUTE + 1000);
    expect((await confirmEmail(token)).statusCode).toBe(400);
    expect((await me(c.sid)).pendingEmail).toBeNull();

    t.advance(MINUTE);
    const taken = freshEmail();
    await saveProfile(c.sid, { ...c.profile, email: taken });
    const other = await customer();
    t.advance(MINUTE);
    expect((await saveProfile(other.sid, { ...other.profile, email: taken })).statusCode).toBe(200);
    expect((await confirmEmail(linkToken(taken))).statusCode).toBe(200);
    const lost = await confirmEmail(decodeURIComponent(/token=(\S+)/.exec(mailsTo(taken)[0]?.text ?? '')?.[1] ?? ''));
    expect(lost.statusCode).toBe(400);
    expect(lost.problem.errors?.Token?.[0]).toBe('Cette adresse e-mail est déjà utilisée par un autre compte.');
    expect((await me(c.sid)).email).toBe(c.user.email);
  });

  it('refuses the address of another account at once, and a malformed link in French', async () => {
    const c = await customer();
    const res = await saveProfile(c.sid, { ...c.profile, email: 'marie@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.problem.errors?.Email?.[0]).toMatch(/déjà utilisée/);
    const empty = await confirmEmail('');
    expect(empty.statusCode).toBe(400);
    expect((await confirmEmail('pas-un-jeton')).statusCode).toBe(400);
  });
});

describe(`changes never proven on ${TEST_ENGINE}`, () => {
  it('forgets the new mobile and e-mail, with their code and link, once their time is over (housekeeping)', async () => {
    const c = await customer();
    const [mobile, email] = [freshMobile(), freshEmail()];
    expect((await saveProfile(c.sid, { ...c.profile, phoneNumber: mobile, email })).statusCode).toBe(200);
    const userId = await userIdOf(t, c.user.email);
    const held = async () => {
      const codes = await t.database.db
        .selectFrom('activation_code')
        .select('phone_number')
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const links = await t.database.db
        .selectFrom('email_change_token')
        .select('email')
        .where('user_id', '=', userId)
        .execute();
      return [...codes.map((c) => c.phone_number ?? 'activation code'), ...links.map((l) => l.email)];
    };
    expect(await held()).toEqual(['activation code', mobile, email]);
    const later = (ms: number) => new Date(t.now().getTime() + ms).toISOString();
    await deleteExpiredCodesAndLinks(t.database.db, later(11 * MINUTE));
    expect(await held()).toEqual([email]);
    await deleteExpiredCodesAndLinks(t.database.db, later(24 * 60 * MINUTE + 1000));
    expect(await held()).toEqual([]);
  });
});
