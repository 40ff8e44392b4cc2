import { useContext, useMemo, useSyncExternalStore } from 'react';
import { ServerCookieContext } from '../../lib/cookies';
import { hasSignedInHint } from './api/get-me';
import { defaultOrderDate } from './default-order-date';
import { isProUser, type SessionUser } from './session-user';
import { readSpaceCookie, type Space, writeSpaceCookie } from './space-cookie';

export type OrderMode = 'Pickup' | 'Delivery';
export type Preferences = {
  space: Space;
  orderMode: OrderMode;
  /**
   * The order date (ISO instant); null after logout, until the next login or choice; undefined for
   * the default, tomorrow 06:00 in Paris, worked out when read (orderDate): a Paris-time formatter
   * costs a phone tens of milliseconds, which the first page need not pay.
   */
  selectedDate: string | null | undefined;
  /** The shop chosen for the order (its id); null when none is chosen yet. */
  selectedShopId: number | null;
};

/** A page's preferences before anyone chooses: the space from the cookie, pickup, tomorrow 06:00. */
export const initialPreferences = (cookies?: string): Preferences => ({
  space: readSpaceCookie(cookies),
  orderMode: 'Pickup',
  selectedDate: undefined,
  selectedShopId: null,
});

/** The order date of these preferences: the one chosen, the default, or null once cleared. */
export function orderDate({ selectedDate }: Preferences): string | null {
  return selectedDate === undefined ? defaultOrderDate() : selectedDate;
}

// Client-only state of the session: the chosen space (remembered in a cookie), the order mode, date and shop.
let state: Preferences = initialPreferences();
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
  /**
   * A logged-in user's choice is remembered (the cookie); a visitor's « Professionnel » holds for the login page
   * it leads to, and only there (`leaveVisitorProSpace`).
   */
  setSpace(space: Space) {
    if (hasSignedInHint()) writeSpaceCookie(space);
    setState({ space });
  },
  /** A visitor who leaves the login page without logging in is back in the particulier space. */
  leaveVisitorProSpace() {
    if (state.space === 'pro' && !hasSignedInHint()) setState({ space: 'particulier' });
  },
  setOrderMode(orderMode: OrderMode) {
    setState({ orderMode });
  },
  setSelectedDate(selectedDate: string | null) {
    setState({ selectedDate });
  },
  setSelectedShopId(selectedShopId: number | null) {
    setState({ selectedShopId });
  },
  /**
   * At login a pro gets the pro space and delivery, anyone else the particulier space and pickup;
   * the order date goes back to its default (tomorrow 06:00, Paris).
   */
  applyLoginDefaults(user: SessionUser) {
    const pro = isProUser(user);
    writeSpaceCookie(pro ? 'pro' : 'particulier');
    setState({
      space: pro ? 'pro' : 'particulier',
      orderMode: pro ? 'Delivery' : 'Pickup',
      selectedDate: defaultOrderDate(),
    });
  },
  /** At logout and account deletion the order date and shop are forgotten (specification, section 4). */
  clearOrderChoices() {
    setState({ selectedDate: null, selectedShopId: null });
  },
  /** For tests: start again from the cookie. */
  reset() {
    state = initialPreferences();
  },
};

/**
 * The space prices and guards use. A logged-in customer who is not a pro stays in the particulier
 * space: the pro space would send them to the login page, which sends logged-in users home, a loop.
 * A signed-in approved pro is in the pro space, with no switch to leave it: their prices are HT, their
 * orders and invoices too (issue 45). Only a visitor's choice counts.
 */
export function effectiveSpace(user: SessionUser | null, preferred: Space): Space {
  if (!user) return preferred;
  return isProUser(user) ? 'pro' : 'particulier';
}

export function usePreferences(): Preferences {
  // While the server renders a page: that request's preferences, from its Cookie header, since the
  // store above is one per process there. In the browser the store is the truth; during hydration
  // it holds what the server saw, from the same space cookie.
  const serverCookie = useContext(ServerCookieContext);
  const server = useMemo(() => (serverCookie === null ? null : initialPreferences(serverCookie)), [serverCookie]);
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, () => server ?? state);
}
