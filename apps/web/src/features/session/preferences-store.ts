import { useSyncExternalStore } from 'react';
import { isProUser, type SessionUser } from './session-user';
import { readSpaceCookie, type Space, writeSpaceCookie } from './space-cookie';

export type OrderMode = 'Pickup' | 'Delivery';
export type Preferences = { space: Space; orderMode: OrderMode };

// Client-only state of the session: the chosen space (remembered in a cookie) and the order mode.
let state: Preferences = { space: readSpaceCookie(), orderMode: 'Pickup' };
const listeners = new Set<() => void>();

function setState(next: Partial<Preferences>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const preferencesStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSpace(space: Space) {
    writeSpaceCookie(space);
    setState({ space });
  },
  setOrderMode(orderMode: OrderMode) {
    setState({ orderMode });
  },
  /** At login a pro gets the pro space and delivery, anyone else the particulier space and pickup. */
  applyLoginDefaults(user: SessionUser) {
    const pro = isProUser(user);
    writeSpaceCookie(pro ? 'pro' : 'particulier');
    setState({ space: pro ? 'pro' : 'particulier', orderMode: pro ? 'Delivery' : 'Pickup' });
  },
  /** For tests: start again from the cookie. */
  reset() {
    state = { space: readSpaceCookie(), orderMode: 'Pickup' };
  },
};

/**
 * The space prices and guards use. A logged-in customer who is not a pro stays in the particulier
 * space: the pro space would send them to the login page, which sends logged-in users home, a loop.
 */
export function effectiveSpace(user: SessionUser | null, preferred: Space): Space {
  return user && !isProUser(user) ? 'particulier' : preferred;
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get);
}
