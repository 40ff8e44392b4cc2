import type { GuardName } from '@boucherie/contract';
import { isProUser, type SessionUser } from '../features/session/session-user';
import type { Space } from '../features/session/space-cookie';

/** What a guard looks at: who is there, in which space, and where they are going. */
export type GuardContext = { user: SessionUser | null; space: Space; path: string };

/** Returns where to send the visitor instead, or null to let them through. */
export type Guard = (context: GuardContext) => string | null;

const LOGIN = '/account/login';
const VERIFY = '/account/verify';
const HOME = '/';
const BACK_OFFICE = '/admin';

const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';

// The rules of the brief (PRODUCT.md, "Guards").
const guards: Record<GuardName, Guard> = {
  /** Visitors only: a logged-in user goes home, an unverified one to the verification page. */
  login: ({ user }) => {
    if (!user) return null;
    if (!user.isVerified) return VERIFY;
    return isStaff(user) ? BACK_OFFICE : HOME;
  },
  /** A logged-in, verified user; a visitor logs in first and comes back. */
  authenticated: ({ user, path }) => {
    if (!user) return `${LOGIN}?redirect=${encodeURIComponent(path)}`;
    return user.isVerified ? null : VERIFY;
  },
  /** Anyone in the particulier space; in the pro space only a logged-in, verified pro. */
  authenticatedpro: ({ user, space }) => {
    if (space === 'particulier') return null;
    return user?.isVerified && isProUser(user) ? null : LOGIN;
  },
  /** A logged-in user not yet verified; a verified one goes home, a visitor to the login page. */
  verified: ({ user }) => {
    if (!user) return LOGIN;
    return user.isVerified ? HOME : null;
  },
  /** The back office: shop staff and the owner; a visitor logs in first, a customer goes home. */
  staff: ({ user, path }) => {
    if (!user) return `${LOGIN}?redirect=${encodeURIComponent(path)}`;
    if (!user.isVerified) return VERIFY;
    return isStaff(user) ? null : HOME;
  },
  /** The owner's screens of the back office: staff go to their board. */
  owner: ({ user, path }) => {
    if (!user) return `${LOGIN}?redirect=${encodeURIComponent(path)}`;
    if (!user.isVerified) return VERIFY;
    if (user.role === 'admin') return null;
    return user.role === 'staff' ? BACK_OFFICE : HOME;
  },
};

/** The guard of a route table entry; an unknown name is a programming error and reaches the error page. */
export function resolveGuard(name: string): Guard {
  if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route guard: ${name}`);
  return guards[name as GuardName];
}
