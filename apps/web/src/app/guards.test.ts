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
  },
  authenticated: {
    visitor: {
      particulier: '/account/login?redirect=%2Forder%2F12%3Ftab%3Dlines',
      pro: '/account/login?redirect=%2Forder%2F12%3Ftab%3Dlines',
    },
    unverified: { particulier: '/account/verify', pro: '/account/verify' },
    particulier: { particulier: null, pro: null },
    pro: { particulier: null, pro: null },
  },
  authenticatedpro: {
    visitor: { particulier: null, pro: '/account/login' },
    unverified: { particulier: null, pro: '/account/login' },
    particulier: { particulier: null, pro: '/account/login' },
    pro: { particulier: null, pro: null },
  },
  verified: {
    visitor: { particulier: '/account/login', pro: '/account/login' },
    unverified: { particulier: null, pro: null },
    particulier: { particulier: '/', pro: '/' },
    pro: { particulier: '/', pro: '/' },
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

describe('resolveGuard', () => {
  it('throws for a name that is not a guard', () => {
    expect(() => resolveGuard('admin')).toThrow('Unknown route guard: admin');
  });

  it('does not mistake inherited object keys for guards', () => {
    expect(() => resolveGuard('toString')).toThrow('Unknown route guard: toString');
  });
});
