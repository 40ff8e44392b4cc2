import { useMe } from './api/get-me';
import { effectiveSpace, usePreferences } from './preferences-store';

/** Everything a screen needs to know about who is looking. */
export function useSession() {
  const user = useMe();
  const { space, orderMode } = usePreferences();
  return {
    user,
    isLoggedIn: user !== null,
    isVerified: user?.isVerified ?? false,
    space: effectiveSpace(user, space),
    orderMode,
  };
}
