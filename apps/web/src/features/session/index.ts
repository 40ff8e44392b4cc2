// The session feature's public face: other features import from here, never from its files (issue 31; the
// dependency-cruiser rule « no feature reaching into another's internals »).
export { getMe, isLoggedInNow, ME_QUERY_KEY } from './api/get-me';
export { defaultOrderDate } from './default-order-date';
export { loginLocally } from './login-locally';
export { logoutLocally } from './logout-locally';
export { orderDate, preferencesStore, usePreferences } from './preferences-store';
export { isProUser, type SessionUser } from './session-user';
export type { Space } from './space-cookie';
export { useSession } from './use-session';
