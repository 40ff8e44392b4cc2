import type { OrderMode, Shop } from '@boucherie/contract';
import { isProUser, orderDate, preferencesStore, type SessionUser, usePreferences } from '../../session';
import { dayAsInstant, parisDay } from '../lib/order-days';

// Whether the customer picked the mode on this screen since the page loaded. The session's mode is set
// at login (a pro delivery, anyone else pickup) but not after a reload: the account's default holds then.
let modeChosen = false;

/** For tests: forget the mode picked on the screen. */
export function resetModeChoice() {
  modeChosen = false;
}

/**
 * The client's order choices of the specification (mode, selected store, selected date), kept in the
 * session preferences so they survive a trip to the cart or to the login page.
 */
export function useOrderChoices(user: SessionUser | null, shops: readonly Shop[] | undefined) {
  const preferences = usePreferences();
  const date = orderDate(preferences);
  const mode: OrderMode = modeChosen || !isProUser(user) ? preferences.orderMode : 'Delivery';
  const known = (id: number | null | undefined) => (shops?.some((shop) => shop.id === id) ? (id ?? null) : null);
  const shopId =
    known(preferences.selectedShopId) ??
    known(shops?.find((shop) => shop.department === user?.favoriteStore)?.id) ??
    shops?.[0]?.id ??
    null;
  return {
    mode,
    shopId,
    /** The day the customer prefers (by default tomorrow), selectable or not. */
    preferredDay: date ? parisDay(date) : null,
    setMode(next: OrderMode) {
      modeChosen = true;
      preferencesStore.setOrderMode(next);
    },
    setShopId: (id: number) => preferencesStore.setSelectedShopId(id),
    setDay: (day: string) => preferencesStore.setSelectedDate(dayAsInstant(day)),
  };
}
