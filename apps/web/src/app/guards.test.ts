import { describe, expect, it } from 'vitest';
import type { Space } from '../features/session/space-cookie';
import { makeUser } from '../test/users';
import { resolveGuard } from './guards';

const person = (userType: number, isVerified: boolean) => makeUser({ userType, isVerified });

const people = {
  visitor: null,
  unverified: person(1, false),
  particulier: person(1, true),
  pro: person(2, true),
  /** A pro account the shop has not approved yet shops as a particulier. */
  pendingPro: makeUser({ userType: 2, proStatus: 'pending' }),
} as const;
type Who = keyof typeof people;

const path = '/order/12?tab=lines';

// Expected outcome per guard, per person, per space: null lets through, a string is the redirect.
const expectations: Record<string, Record<Who, Record<Space, string | null>>> = {
  login: {
    visitor: { particulier: null, pro: null },
    unverified: { particulier: '/account/verify', pro: '/account/verify' },
    particulier: { particulier: '/', pro: '/' },
    pro: { particulier: '/', pro: '/' },
    pendingPro: { particulier: '/', pro: '/' },
  },
  authenticated: {
    visitor: {
      particulier: '/account/login?redirect=%2Forder%2F12%3Ftab%3Dlines',
      pro: '/account/login?redirect=%2Forder%2F12%3Ftab%3Dlines',
    },
    unverified: { particulier: '/account/verify', pro: '/account/verify' },
    particulier: { particulier: null, pro: null },
    pro: { particulier: null, pro: null },
    pendingPro: { particulier: null, pro: null },
  },
  authenticatedpro: {
    visitor: { particulier: null, pro: '/account/login' },
    unverified: { particulier: null, pro: '/account/login' },
    particulier: { particulier: null, pro: '/account/login' },
    pro: { particulier: null, pro: null },
    pendingPro: { particulier: null, pro: '/account/login' },
  },
  verified: {
    visitor: { particulier: '/account/login', pro: '/account/login' },
    unverified: { particulier: null, pro: null },
    particulier: { particulier: '/', pro: '/' },
    pro: { particulier: '/', pro: '/' },
    pendingPro: { particulier: '/', pro: '/' },
  },
};

describe.each(Object.entries(expectations))('guard %s', (name, byPerson) => {
  const guard = resolveGuard(name);
  for (const [who, bySpace] of Object.entries(byPerson)) {
    for (const [space, expected] of Object.entries(bySpace)) {
      it(`${who} in the ${space} space → ${expected ?? 'passes'}`, () => {
        expect(guard({ user: people[who as Who], space: space as Space, path })).toBe(expected);
      });
    }
  }
});

describe('the back-office guards', () => {
  const staff = makeUser({ role: 'staff', email: 'staff@example.com' });
  const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
  const customer = makeUser();
  const adminPath = '/admin/orders/7?shop=1';
  const toLogin = '/account/login?redirect=%2Fadmin%2Forders%2F7%3Fshop%3D1';
  const check = (name: string, user: typeof staff | null) =>
    resolveGuard(name)({ user, space: 'particulier', path: adminPath });

  it('staff: lets staff and the owner in, sends a visitor to log in and a customer home', () => {
    expect(check('staff', staff)).toBeNull();
    expect(check('staff', admin)).toBeNull();
    expect(check('staff', null)).toBe(toLogin);
    expect(check('staff', customer)).toBe('/');
    expect(check('staff', makeUser({ role: 'staff', isVerified: false }))).toBe('/account/verify');
  });

  it('owner: the owner only; staff go to their board, a customer home', () => {
    expect(check('owner', admin)).toBeNull();
    expect(check('owner', staff)).toBe('/admin');
    expect(check('owner', customer)).toBe('/');
    expect(check('owner', null)).toBe(toLogin);
  });

  it('login: a logged-in member of staff goes to the back office', () => {
    expect(check('login', staff)).toBe('/admin');
    expect(check('login', admin)).toBe('/admin');
  });
});

describe('resolveGuard', () => {
  it('throws for a name that is not a guard', () => {
    expect(() => resolveGuard('admin')).toThrow('Unknown route guard: admin');
  });

  it('does not mistake inherited object keys for guards', () => {
    expect(() => resolveGuard('toString')).toThrow('Unknown route guard: toString');
  });
});
