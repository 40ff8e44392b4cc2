import type { BodyInputOf, Endpoints } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { journalOf, shopId, userIdOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let adminId: number;
let metz: number;
let woippy: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  adminId = await userIdOf(t, 'admin@example.com');
  [metz, woippy] = await Promise.all([shopId(t, 'METZ-CENTRE'), shopId(t, 'WOIPPY')]);
});
afterAll(() => t.close());

const PASSWORD = 'Hachoir-de-Lorraine-77';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, sid: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, cookies: sid ? { sid } : {}, ...(payload ? { payload } : {}) });
const list = async () => (await t.call('GET /api/admin/staff', { cookies: { sid: admin } })).answer.items;
const adminMe = async (sid: string) => (await t.call('GET /api/admin/me', { cookies: { sid } })).answer;

/** Opens an access as the owner; answers the member and the link e-mailed to them. */
async function create(body: Partial<BodyInputOf<Endpoints['POST /api/admin/staff']>> = {}) {
  counter += 1;
  const email = `vendeur${counter}-${Date.now()}@example.com`;
  const res = await t.call('POST /api/admin/staff', {
    body: { email, firstName: 'Léa', lastName: `Schmitt${counter}`, role: 'staff', shopIds: [metz], ...body },
    cookies: { sid: admin },
  });
  expect(res.statusCode, res.body).toBe(201);
  const member = res.answer;
  const mail = readOutbox(t, 'mail').filter((m) => m.to === member.email);
  const token = /token=([^\s]+)/.exec(mail.at(-1)?.text ?? '')?.[1];
  return { member, mail: mail.at(-1), token: decodeURIComponent(token ?? '') };
}

/** The new person chooses their password with the link, then logs in. */
async function acceptAndLogIn(email: string, token: string) {
  const reset = await call('POST', '/api/accounts/reset-password/reset', null, { token, password: PASSWORD });
  expect(reset.statusCode, reset.body).toBe(200);
  return loginAs(t, email, PASSWORD);
}

describe(`the staff list (${TEST_ENGINE})`, () => {
  it('lists the back office’s accounts with their shops, never customers', async () => {
    const items = await list();
    expect(items.find((m) => m.email === 'staff@example.com')).toMatchObject({
      role: 'staff',
      shops: [{ department: 'METZ-CENTRE' }],
      hasPassword: true,
      revokedAt: null,
    });
    const owner = items.find((m) => m.email === 'admin@example.com');
    expect(owner).toMatchObject({ role: 'admin', shops: [] });
    expect(owner?.lastLoginAt).toBe(t.now().toISOString());
    expect(items.map((m) => m.email)).not.toContain('marie@example.com');
  });
});

describe(`opening an access (${TEST_ENGINE})`, () => {
  it('creates the account without a password and e-mails a link to choose one; the person then works', async () => {
    const { member, mail, token } = await create({ shopIds: [metz, woippy] });
    expect(member).toMatchObject({ role: 'staff', hasPassword: false, revokedAt: null, lastLoginAt: null });
    expect(member.shops.map((s) => s.department).sort()).toEqual(['METZ-CENTRE', 'WOIPPY']);
    expect(mail?.subject).toBe('Maison Thirion — votre accès à l’espace boutique');
    expect(mail?.text).toContain('Bonjour Léa,');
    expect(mail?.text).toContain('/account/reset-password?token=');
    expect(mail?.text).toContain('valable 3\u00a0jours');

    const before = await call('POST', '/api/accounts/login', null, { email: member.email, password: PASSWORD });
    expect(before.statusCode).toBe(400);
    // Still valid after two days.
    t.advance(2 * 86_400_000);
    const sid = await acceptAndLogIn(member.email, token);
    const me = await adminMe(sid);
    expect(me).toMatchObject({ role: 'staff', firstName: 'Léa' });
    expect(me.shops.map((s) => s.id).sort()).toEqual([metz, woippy].sort());
    expect((await list()).find((m) => m.id === member.id)?.hasPassword).toBe(true);

    const [entry] = await journalOf(t, admin, 'staff.create');
    expect(entry).toMatchObject({
      by: { id: adminId },
      entityType: 'staff',
      entityId: String(member.id),
      before: null,
      after: {
        email: member.email,
        firstName: 'Léa',
        lastName: member.lastName,
        role: 'staff',
        shops: ['METZ-CENTRE', 'WOIPPY'],
      },
    });
    expect(entry?.summary).toBe(`Accès créé pour Léa ${member.lastName} (personnel).`);
  });

  it('creates an admin without shops; sends a new link on request', async () => {
    const { member } = await create({ role: 'admin', shopIds: [] });
    expect(member).toMatchObject({ role: 'admin', shops: [] });
    const again = await call('POST', `/api/admin/staff/${member.id}/invite`);
    expect(again.statusCode, again.body).toBe(200);
    const mails = readOutbox(t, 'mail').filter((m) => m.to === member.email);
    expect(mails).toHaveLength(2);
    expect((await journalOf(t, admin, 'staff.invite'))[0]?.entityId).toBe(String(member.id));
  });

  it('refuses bad input in French and creates nothing', async () => {
    const count = (await list()).length;
    const journal = (await journalOf(t, admin, 'staff')).length;
    const res = await call('POST', '/api/admin/staff', admin, {
      email: 'pas-une-adresse',
      firstName: ' ',
      role: 'boucher',
      shopIds: 'METZ',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.Email?.[0]).toMatch(/adresse e-mail valide/);
    expect(errors.FirstName).toEqual(['Saisissez le prénom.']);
    expect(errors.LastName).toEqual(['Saisissez le nom.']);
    expect(errors.Role).toEqual(['Rôle inconnu\u00a0: staff (personnel) ou admin (gérant).']);
    expect(errors.ShopIds).toEqual(['Indiquez les boutiques (une liste).']);

    const base = { email: 'nouveau@example.com', firstName: 'Paul', lastName: 'Klein' };
    const noShop = await call('POST', '/api/admin/staff', admin, { ...base, role: 'staff', shopIds: [] });
    expect(noShop.json().errors.ShopIds).toEqual(['Choisissez au moins une boutique pour un membre du personnel.']);
    const adminWithShop = await call('POST', '/api/admin/staff', admin, { ...base, role: 'admin', shopIds: [metz] });
    expect(adminWithShop.json().errors.ShopIds[0]).toMatch(/^Un gérant travaille dans toutes les boutiques/);
    const unknown = await call('POST', '/api/admin/staff', admin, { ...base, role: 'staff', shopIds: [99_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.ShopIds).toEqual(['Boutique inconnue\u00a0: 99999.']);
    expect((await list()).length).toBe(count);
    expect((await journalOf(t, admin, 'staff')).length).toBe(journal);
    expect(readOutbox(t, 'mail').some((m) => m.to === 'nouveau@example.com')).toBe(false);
  });

  it('refuses the address of an existing account with 409', async () => {
    const customer = await verifiedUser(t);
    for (const email of [customer.user.email, 'staff@example.com']) {
      const res = await call('POST', '/api/admin/staff', admin, {
        email,
        firstName: 'Paul',
        lastName: 'Klein',
        role: 'staff',
        shopIds: [metz],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/choisissez une autre adresse/);
    }
    const me = (await call('GET', '/api/accounts/me', customer.sid)).json();
    expect(me.role).toBe('customer');
  });
});

describe(`changing an access (${TEST_ENGINE})`, () => {
  it('changes shops and role at once for the person, recording before and after', async () => {
    const { member, token } = await create();
    const sid = await acceptAndLogIn(member.email, token);
    const res = await t.call('PATCH /api/admin/staff/{id}', {
      params: { id: member.id },
      body: { shopIds: [woippy] },
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.shops.map((s) => s.department)).toEqual(['WOIPPY']);
    const me = await adminMe(sid);
    expect(me.shops.map((s) => s.id)).toEqual([woippy]);
    const [entry] = await journalOf(t, admin, 'staff.update');
    expect(entry).toMatchObject({
      entityId: String(member.id),
      before: { shops: ['METZ-CENTRE'] },
      after: { shops: ['WOIPPY'] },
    });

    expect((await call('GET', '/api/admin/journal', sid)).statusCode).toBe(403);
    const promoted = await call('PATCH', `/api/admin/staff/${member.id}`, admin, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', shops: [] });
    expect((await call('GET', '/api/admin/journal', sid)).statusCode).toBe(200);
    expect((await journalOf(t, admin, 'staff.update'))[0]).toMatchObject({
      before: { role: 'staff', shops: ['WOIPPY'] },
      after: { role: 'admin', shops: [] },
    });

    // Back to staff needs a shop; an unchanged value records nothing.
    const noShop = await call('PATCH', `/api/admin/staff/${member.id}`, admin, { role: 'staff' });
    expect(noShop.statusCode).toBe(400);
    expect(noShop.json().errors.ShopIds).toEqual(['Choisissez au moins une boutique pour un membre du personnel.']);
    const updates = (await journalOf(t, admin, 'staff.update')).length;
    const unknownShop = await call('PATCH', `/api/admin/staff/${member.id}`, admin, {
      role: 'staff',
      shopIds: [woippy, 99_999],
    });
    expect(unknownShop.json().errors.ShopIds).toEqual(['Boutique inconnue\u00a0: 99999.']);
    expect((await list()).find((m) => m.id === member.id)).toMatchObject({ role: 'admin', shops: [] });
    expect((await call('PATCH', `/api/admin/staff/${member.id}`, admin, { role: 'admin' })).statusCode).toBe(200);
    expect((await journalOf(t, admin, 'staff.update')).length).toBe(updates);
  });

  it('refuses an empty change, an owner removing their own rights, and what is not an access', async () => {
    const empty = await call('PATCH', `/api/admin/staff/${adminId}`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.Role[0]).toMatch(/^Indiquez au moins une modification/);
    const self = await call('PATCH', `/api/admin/staff/${adminId}`, admin, { role: 'staff', shopIds: [metz] });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(
      'Vous ne pouvez pas retirer vos propres droits de gérant\u00a0: demandez-le à un autre gérant.',
    );
    expect((await call('GET', '/api/admin/journal', admin)).statusCode).toBe(200);
    const marie = await userIdOf(t, 'marie@example.com');
    expect(
      (await call('PATCH', `/api/admin/staff/${marie}`, admin, { role: 'staff', shopIds: [metz] })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/accounts/me', await loginAs(t, 'marie@example.com'))).json().role).toBe('customer');
  });
});

describe(`revoking an access (${TEST_ENGINE})`, () => {
  it('ends the person’s sessions at once; they can no longer log in or reset their password', async () => {
    const { member, token } = await create();
    const sid = await acceptAndLogIn(member.email, token);
    const second = await loginAs(t, member.email, PASSWORD);
    expect((await call('GET', '/api/admin/orders', sid)).statusCode).toBe(200);

    const res = await t.call('POST /api/admin/staff/{id}/revoke', {
      params: { id: member.id },
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.revokedAt).toBe(t.now().toISOString());
    for (const session of [sid, second]) {
      const next = await call('GET', '/api/admin/orders', session);
      expect(next.statusCode).toBe(401);
      expect(next.headers.authenticated).toBe('false');
    }
    const login = await call('POST', '/api/accounts/login', null, { email: member.email, password: PASSWORD });
    expect(login.statusCode).toBe(400);
    await call('POST', '/api/accounts/reset-password/get-token', null, { email: member.email });
    expect(readOutbox(t, 'mail').filter((m) => m.to === member.email)).toHaveLength(1);
    // The old invitation link is dead too.
    const reuse = await call('POST', '/api/accounts/reset-password/reset', null, { token, password: PASSWORD });
    expect(reuse.statusCode).toBe(400);

    const listed = (await list()).find((m) => m.id === member.id);
    expect(listed).toMatchObject({ revokedAt: t.now().toISOString(), shops: [], firstName: 'Léa' });
    const [entry] = await journalOf(t, admin, 'staff.revoke');
    expect(entry).toMatchObject({
      entityId: String(member.id),
      before: { shops: ['METZ-CENTRE'], revoked: false },
      after: { shops: [], revoked: true },
    });
    expect(entry?.summary).toBe(`Accès de Léa ${member.lastName} révoqué.`);
    expect((await call('POST', `/api/admin/staff/${member.id}/revoke`)).statusCode).toBe(409);
    expect((await call('PATCH', `/api/admin/staff/${member.id}`, admin, { firstName: 'Lou' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/staff/${member.id}/invite`)).statusCode).toBe(409);

    // Opening the same address again reopens the account, with a new link.
    const reopened = await call('POST', '/api/admin/staff', admin, {
      email: member.email,
      firstName: 'Léa',
      lastName: member.lastName,
      role: 'staff',
      shopIds: [woippy],
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json()).toMatchObject({ id: member.id, revokedAt: null, hasPassword: false });
    expect((await journalOf(t, admin, 'staff.create'))[0]?.summary).toMatch(/^Accès rouvert pour Léa/);
  });

  it('is for the owner only: 401 for a visitor, 403 for staff and customers', async () => {
    const staff = await loginAs(t, 'staff@example.com');
    const customer = await verifiedUser(t);
    const staffId = await userIdOf(t, 'staff.woippy@example.com');
    expect((await call('GET', '/api/admin/staff', null)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/staff/${staffId}/revoke`, null)).statusCode).toBe(401);
    for (const sid of [staff, customer.sid]) {
      expect((await call('GET', '/api/admin/staff', sid)).statusCode).toBe(403);
      const created = await call('POST', '/api/admin/staff', sid, {
        email: 'intrus@example.com',
        firstName: 'In',
        lastName: 'Trus',
        role: 'admin',
      });
      expect(created.statusCode).toBe(403);
      expect((await call('PATCH', `/api/admin/staff/${staffId}`, sid, { role: 'admin' })).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/staff/${staffId}/revoke`, sid)).statusCode).toBe(403);
    }
    expect((await list()).find((m) => m.id === staffId)?.revokedAt).toBeNull();
    expect((await list()).some((m) => m.email === 'intrus@example.com')).toBe(false);
  });
  it('refuses an owner revoking themselves, and never leaves the business without an owner', async () => {
    const self = await call('POST', `/api/admin/staff/${adminId}/revoke`);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toMatch(/^Vous ne pouvez pas révoquer votre propre accès/);

    // Two owners, and only two, revoke each other at the same moment: one of them stays.
    const { member, token } = await create({ role: 'admin', shopIds: [] });
    for (const m of await list()) {
      if (m.role === 'admin' && !m.revokedAt && m.id !== adminId && m.id !== member.id) {
        expect((await call('POST', `/api/admin/staff/${m.id}/revoke`)).statusCode).toBe(200);
      }
    }
    const other = await acceptAndLogIn(member.email, token);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/staff/${member.id}/revoke`, admin),
      call('POST', `/api/admin/staff/${adminId}/revoke`, other),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const owners = (await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('role', '=', 'admin')
      .where('deleted_at', 'is', null)
      .execute()) as { id: number }[];
    expect(owners).toHaveLength(1);
  });
});
