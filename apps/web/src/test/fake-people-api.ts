import type { AuditEntry, CustomerDetail, StaffMember, User } from '@boucherie/contract';
import type { vi } from 'vitest';
import { metzShop, stubAdminApi, woippyShop } from './fake-admin-api';

// The owner's people screens' API (issue 14) over the back office's fake: customers, staff, journal.

export function makeCustomer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 7,
    userType: 1,
    proStatus: 'none',
    firstName: 'Hélène',
    lastName: 'Lefèvre',
    company: null,
    email: 'helene@example.com',
    phone: '+33671421893',
    locality: 'Metz',
    createdAt: '2026-03-02T10:00:00.000Z',
    orderCount: 2,
    lastOrderDate: '2026-11-21',
    vatNumber: null,
    email2: null,
    phone2: null,
    streetAndNumber: '12 rue Serpenoise',
    postCode: '57000',
    country: 'FR',
    favoriteStore: 'METZ-CENTRE',
    wantsNewsletter: false,
    isVerified: true,
    proApprovedAt: null,
    totals: {
      orderCount: 1,
      cancelledCount: 1,
      totalHT: 42.65,
      totalTTC: 45,
      averageTTC: 45,
      firstOrderDate: '2026-11-21',
      lastOrderDate: '2026-11-21',
    },
    orders: [
      {
        id: 42,
        number: '2026-000042',
        date: '2026-11-21',
        status: 'Pending',
        mode: 'Pickup',
        shopName: metzShop.name,
        priceBasis: 'TTC',
        totalHT: 42.65,
        totalTTC: 45,
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    unpaidHandovers: [],
    ...overrides,
  };
}

export function makeMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 3,
    email: 'lucas@example.com',
    firstName: 'Lucas',
    lastName: 'Martin',
    role: 'staff',
    shops: [metzShop],
    createdAt: '2026-01-05T10:00:00.000Z',
    hasPassword: true,
    twoFactorEnabled: false,
    lastLoginAt: '2026-11-20T07:00:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

type Options = {
  user: User;
  customers?: CustomerDetail[];
  staff?: StaffMember[];
  journal?: AuditEntry[];
  /** Answers POST /api/admin/staff (default: 201 with the member made of the body). */
  createAnswer?: (body: Record<string, unknown>) => Response;
};

/** The back office's fake, with the people's calls; every call is in `fetchMock.mock.calls`. */
export function stubPeopleApi({ user, customers = [], staff = [], journal = [], createAnswer }: Options) {
  const base = stubAdminApi({ user, shops: [metzShop, woippyShop] });
  const inner = base.fetchMock.getMockImplementation() as NonNullable<
    ReturnType<typeof base.fetchMock.getMockImplementation>
  >;
  const state = { customers: [...customers], staff: [...staff], posts: [] as { path: string; body: unknown }[] };
  base.fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method !== 'GET') state.posts.push({ path, body });
    if (path === '/api/admin/customers') {
      const search = (url.searchParams.get('Search') ?? '').toLowerCase();
      const items = state.customers.filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(search));
      return json(200, { items, pageNumber: 1, pageSize: 20, totalCount: items.length, totalPages: 1 });
    }
    const customer = /^\/api\/admin\/customers\/(\d+)(\/anonymise)?$/.exec(path);
    if (customer) {
      const found = state.customers.find((c) => c.id === Number(customer[1]));
      if (!found) return json(404, { title: 'Ressource introuvable', status: 404, detail: 'Ce client n’existe pas.' });
      if (!customer[2]) return json(200, found);
      state.customers = state.customers.filter((c) => c !== found);
      return json(200, { id: found.id, anonymisedAt: '2026-11-20T09:00:00.000Z' });
    }
    if (path === '/api/admin/staff' && method === 'GET') return json(200, { items: state.staff });
    if (path === '/api/admin/staff' && method === 'POST') {
      if (createAnswer) return createAnswer(body);
      const member = makeMember({ ...(body as Partial<StaffMember>), id: 99, hasPassword: false, lastLoginAt: null });
      state.staff.push(member);
      return json(201, member);
    }
    const revoke = /^\/api\/admin\/staff\/(\d+)\/revoke$/.exec(path);
    if (revoke) {
      state.staff = state.staff.map((m) =>
        m.id === Number(revoke[1]) ? { ...m, revokedAt: '2026-11-20T09:00:00.000Z', shops: [] } : m,
      );
      return json(
        200,
        state.staff.find((m) => m.id === Number(revoke[1])),
      );
    }
    if (path === '/api/admin/journal/people') {
      return json(200, { items: [{ id: 1, name: 'Bernard Thirion', role: 'admin' }] });
    }
    if (path === '/api/admin/journal') {
      const kind = url.searchParams.get('kind');
      const items = journal.filter((e) => !kind || e.kind === kind || e.kind.startsWith(`${kind}.`));
      return json(200, { items, pageNumber: 1, pageSize: 50, totalCount: items.length, totalPages: 1 });
    }
    return inner(input, init);
  });
  return { fetchMock: base.fetchMock, state };
}

export const calledWith = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));
