import { USER_TYPE, type User } from '@boucherie/contract';

/** The session's user is the contract's User, as GET /api/accounts/me answers it. */
export type SessionUser = User;

export const PRO_USER_TYPE = USER_TYPE.pro;

/** A pro the shop approved: pro prices (HT), the pro space. Everyone else shops as a particulier. */
export const isProUser = (user: SessionUser | null) =>
  user?.userType === PRO_USER_TYPE && user.proStatus === 'approved';

/** A pro account waiting for the shop's approval: it shops as a particulier meanwhile, and is told why. */
export const isPendingPro = (user: SessionUser | null) =>
  user?.userType === PRO_USER_TYPE && user.proStatus !== 'approved';

export const PRO_PENDING_MESSAGE =
  'Votre compte professionnel est en cours de validation par la boutique. En attendant, vous voyez les prix particuliers.';
