import type { CustomersQuery } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newParticulier, newPro, verifiedUser } from '../../test/accounts-helpers.js';
import { moveOrder, placeOrder } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let staff: string;
/** Hélène Lefèvre-Œuvray orders at Metz-Centre (staff@example.com's shop) and at Montigny. */
let helene: Awaited<ReturnType<typeof verifiedUser>>;
/** A pro who orders at Montigny only. */
let pro: Awaited<ReturnType<typeof verifiedUser>>;
let heleneId: number;
let proId: number;

const search = async (query: CustomersQuery, sid = admin) => {
  const res = await t.call('GET /api/admin/customers', { query, cookies: { sid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
};
const detail = (id: number, sid: string | null = admin) =>
  t.call('GET /api/admin/customers/{id}', { params: { id }, cookies: sid ? { sid } : {} });

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff] = await Promise.all([loginAs(t, 'admin@example.com'), loginAs(t, 'staff@example.com')]);
  helene = await verifiedUser(
    t,
    newParticulier({ firstName: 'Hélène', lastName: 'Lefèvre-Œuvray', phoneNumber: '06 71 42 18 93' }),
  );
  pro = await verifiedUser(t, newPro({ firstName: 'Jean', lastName: 'Muller', company: 'Brasserie Übelhör' }));
  const metzOrder = await placeOrder(t, helene.sid, 'METZ-CENTRE');
  await placeOrder(t, helene.sid, 'MONTIGNY');
  const cancelled = await placeOrder(t, helene.sid, 'METZ-CENTRE');
  await moveOrder(t, admin, cancelled.id, ['Cancelled']);
  expect(metzOrder.status).toBe('Pending');
  await placeOrder(t, pro.sid, 'MONTIGNY');
  heleneId = (await search({ Search: helene.user.email })).items[0]?.id as number;
  proId = (await search({ Search: 'ubelhor' })).items[0]?.id as number;
});
afterAll(() => t.close());

describe(`searching customers (${TEST_ENGINE})`, () => {
  it('finds by name, ignoring case, accents and ligatures, every word typed', async () => {
    for (const typed of ['helene', 'LEFEVRE', 'oeuvray helene', 'Hélène Lefèvre']) {
      const found = await search({ Search: typed });
      expect(
        found.items.map((c) => c.email),
        typed,
      ).toContain(helene.user.email);
    }
    expect((await search({ Search: 'helene muller' })).totalCount).toBe(0);
    // Query names are read case-insensitively.
    const lower = await search({ search: 'HELENE', pagesize: 5 } as CustomersQuery);
    expect(lower.pageSize).toBe(5);
    expect(lower.items.map((c) => c.id)).toEqual([heleneId]);
  });

  it('finds by e-mail, phone as people type it, and company', async () => {
    expect((await search({ Search: helene.user.email.toUpperCase() })).items[0]?.id).toBe(heleneId);
    expect((await search({ Search: '06 71 42 18 93' })).items.map((c) => c.id)).toEqual([heleneId]);
    expect((await search({ Search: '+33671421893' })).items.map((c) => c.id)).toEqual([heleneId]);
    const company = await search({ Search: 'brasserie UBELHOR' });
    expect(company.items).toHaveLength(1);
    expect(company.items[0]).toMatchObject({
      id: proId,
      company: 'Brasserie Übelhör',
      userType: 2,
      proStatus: 'pending',
      orderCount: 1,
    });
  });

  it('answers a page by name, with the orders count, and never lists staff or deleted accounts', async () => {
    const all = await search({ PageSize: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const emails = all.items.map((c) => c.email);
    expect(emails).toContain('marie@example.com');
    expect(emails).not.toContain('staff@example.com');
    expect(emails).not.toContain('admin@example.com');
    const names = all.items.map((c) => c.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.items.find((c) => c.id === heleneId)).toMatchObject({ orderCount: 3, phone: '+33671421893' });

    const first = await search({ PageSize: 1 });
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 1, totalCount: all.totalCount });
    expect(first.totalPages).toBe(all.totalCount);
    const second = await search({ PageSize: 1, PageNumber: 2 });
    expect(second.items[0]?.id).toBe(all.items[1]?.id);

    const gone = await verifiedUser(t, newParticulier({ lastName: 'Disparu' }));
    expect((await search({ Search: 'disparu' })).totalCount).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/delete',
      cookies: { sid: gone.sid },
      payload: { confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search({ Search: 'disparu' })).totalCount).toBe(0);
  });

  it('refuses bad queries in French', async () => {
    const res = await t.app.inject({
      url: `/api/admin/customers?PageSize=0&Search=${'x'.repeat(101)}`,
      cookies: { sid: admin },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.PageSize?.[0]).toBe('La taille de page doit être comprise entre 1 et 100.');
    expect(errors.Search?.[0]).toBe('La recherche ne peut pas dépasser 100 caractères.');
    // Wildcards are searched literally.
    expect((await search({ Search: '%' })).totalCount).toBe(0);
    expect((await search({ Search: '_' })).totalCount).toBe(0);
  });
});

describe(`a customer's page (${TEST_ENGINE})`, () => {
  it('shows the owner the account, every order newest first, and totals without the cancelled ones', async () => {
    const res = await detail(heleneId);
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.answer;
    expect(customer).toMatchObject({
      id: heleneId,
      firstName: 'Hélène',
      lastName: 'Lefèvre-Œuvray',
      email: helene.user.email,
      streetAndNumber: '12 rue Serpenoise',
      postCode: '57000',
      isVerified: true,
      proStatus: 'none',
      orderCount: 3,
    });
    expect(customer.orders).toHaveLength(3);
    const kept = customer.orders.filter((o) => o.status !== 'Cancelled');
    const total = Math.round(kept.reduce((sum, o) => sum + o.totalTTC, 0) * 100) / 100;
    expect(customer.totals).toMatchObject({ orderCount: 2, cancelledCount: 1, totalTTC: total });
    expect(customer.totals.averageTTC).toBeCloseTo(total / 2, 2);
    expect(customer.totals.totalHT).toBeLessThan(total);
    const keys = customer.orders.map((o) => `${o.date} ${o.createdAt}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(customer.orders.map((o) => o.shopName)).size).toBe(2);
  });

  it('shows staff only the customers and orders of their shops', async () => {
    const found = await search({ PageSize: 100 }, staff);
    expect(found.items.map((c) => c.id)).toContain(heleneId);
    expect(found.items.map((c) => c.id)).not.toContain(proId);
    expect(found.items.find((c) => c.id === heleneId)?.orderCount).toBe(2);
    expect((await search({ Search: 'ubelhor' }, staff)).totalCount).toBe(0);

    const page = (await detail(heleneId, staff)).answer;
    expect(page.orders.map((o) => o.shopName)).toEqual(['Maison Thirion Metz-Centre', 'Maison Thirion Metz-Centre']);
    expect(page.totals).toMatchObject({ orderCount: 1, cancelledCount: 1 });
    // Another shop's customer answers exactly as a missing one.
    const other = await detail(proId, staff);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Ce client n’existe pas ou son compte a été supprimé.');
  });

  it('answers 404 for staff accounts and unknown ids, 400 for a bad id', async () => {
    const staffRow = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    expect((await detail(staffRow.id)).statusCode).toBe(404);
    expect((await detail(999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/admin/customers/abc', cookies: { sid: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Id[0]).toBe("L'identifiant doit être un nombre entier positif.");
  });

  it('is for the back office only: 401 for a visitor, 403 for a customer', async () => {
    expect((await t.app.inject('/api/admin/customers')).statusCode).toBe(401);
    expect((await detail(heleneId, null)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/customers', cookies: { sid: helene.sid } })).statusCode).toBe(403);
    expect((await detail(heleneId, helene.sid)).statusCode).toBe(403);
  });
});
