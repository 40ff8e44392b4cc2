import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/users';
import { defaultOrderDate } from './default-order-date';
import { effectiveSpace, initialPreferences, orderDate, preferencesStore } from './preferences-store';
import { readSpaceCookie } from './space-cookie';

const person = (userType: number) => makeUser({ userType });

afterEach(() => preferencesStore.setSpace('particulier'));

describe('preferences of a new page', () => {
  it('take the space from a Cookie header, as the server renders a page', () => {
    expect(initialPreferences('theme=x; space=pro; signed_in=1')).toMatchObject({ space: 'pro', orderMode: 'Pickup' });
    expect(initialPreferences('')).toMatchObject({ space: 'particulier', selectedShopId: null });
  });

  it('give tomorrow 06:00 as the order date until one is chosen, and none once cleared', () => {
    const fresh = initialPreferences('');
    expect(orderDate(fresh)).toBe(defaultOrderDate());
    expect(orderDate({ ...fresh, selectedDate: '2026-12-24T05:00:00.000Z' })).toBe('2026-12-24T05:00:00.000Z');
    expect(orderDate({ ...fresh, selectedDate: null })).toBeNull();
  });
});

describe('space cookie', () => {
  it('reads the space from the cookie for someone logged in, particulier by default', () => {
    expect(readSpaceCookie('a=1; space=pro; signed_in=1; b=2')).toBe('pro');
    expect(readSpaceCookie('space=admin; signed_in=1')).toBe('particulier');
    expect(readSpaceCookie('')).toBe('particulier');
  });

  it('puts a visitor whose browser kept « space=pro » in the particulier space', () => {
    expect(readSpaceCookie('a=1; space=pro; b=2')).toBe('particulier');
    expect(initialPreferences('space=pro').space).toBe('particulier');
  });

  it('remembers the space a logged-in user chooses for 365 days on the whole site', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    preferencesStore.setSpace('pro');
    expect(setCookie).toHaveBeenCalledWith('space=pro; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(preferencesStore.get().space).toBe('pro');
    setCookie.mockRestore();
  });

  it('keeps a visitor’s « Professionnel » for the login page only: nothing remembered, particulier after it', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the browser keeps it.
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    preferencesStore.setSpace('pro');
    expect(preferencesStore.get().space).toBe('pro');
    expect(setCookie).not.toHaveBeenCalled();
    preferencesStore.leaveVisitorProSpace();
    expect(preferencesStore.get().space).toBe('particulier');
    setCookie.mockRestore();
  });

  it('keeps a logged-in pro in the pro space from page to page', () => {
    preferencesStore.setSpace('pro');
    preferencesStore.leaveVisitorProSpace();
    expect(preferencesStore.get().space).toBe('pro');
  });
});

describe('preferences at login', () => {
  it('gives a pro the pro space and delivery, anyone else the particulier space and pickup', () => {
    preferencesStore.applyLoginDefaults(person(2));
    expect(preferencesStore.get()).toMatchObject({ space: 'pro', orderMode: 'Delivery' });
    preferencesStore.applyLoginDefaults(person(1));
    expect(preferencesStore.get()).toMatchObject({ space: 'particulier', orderMode: 'Pickup' });
  });

  it('resets the order date to tomorrow 06:00 (Paris) at login and clears date and shop at logout', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    try {
      preferencesStore.setSelectedDate('2026-12-24T05:00:00.000Z');
      preferencesStore.setSelectedShopId(2);
      preferencesStore.applyLoginDefaults(person(1));
      expect(preferencesStore.get()).toMatchObject({ selectedDate: '2026-11-23T05:00:00.000Z', selectedShopId: 2 });
      preferencesStore.clearOrderChoices();
      expect(preferencesStore.get()).toMatchObject({ selectedDate: null, selectedShopId: null });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('effectiveSpace', () => {
  it('keeps a logged-in particulier out of the pro space (the guards would loop)', () => {
    expect(effectiveSpace(person(1), 'pro')).toBe('particulier');
    expect(effectiveSpace(person(2), 'pro')).toBe('pro');
    expect(effectiveSpace(null, 'pro')).toBe('pro');
    expect(effectiveSpace(null, 'particulier')).toBe('particulier');
  });

  it('keeps a signed-in pro in the pro space, whatever was chosen before', () => {
    expect(effectiveSpace(person(2), 'particulier')).toBe('pro');
  });
});
