import { USER_TYPE, type User } from '@boucherie/contract';

/** The session's user is the contract's User, as GET /api/accounts/me answers it. */
export type SessionUser = User;

export const PRO_USER_TYPE = USER_TYPE.pro;

export const isProUser = (user: SessionUser | null) => user?.userType === PRO_USER_TYPE;
