import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  consentExpiry,
  consentStore,
  LEGACY_CONSENT_STORAGE_KEY,
  readConsentCookie,
  readStoredConsent,
} from './consent-store';

const cookieValue = () => /(?:^|; )consent=([^;]*)/.exec(document.cookie)?.[1];

describe('consent store', () => {
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the browser keeps it.
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
    consentStore.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at the first visit', () => {
    expect(consentStore.get()).toEqual({ choice: null, choicesOpen: false });
  });

  it('keeps the answer with its date in a cookie the server can read', () => {
    consentStore.decide(true);
    expect(cookieValue()).toBe('1.2026-01-15T10:00:00.000Z');
    consentStore.reset();
    expect(consentStore.get().choice).toEqual({ audience: true, decidedAt: '2026-01-15T10:00:00.000Z' });
    // What the server reads from the request's Cookie header.
    expect(readConsentCookie(`cart=1; ${CONSENT_COOKIE}=${cookieValue()}`)).toEqual({
      audience: true,
      decidedAt: '2026-01-15T10:00:00.000Z',
    });
    expect(readConsentCookie('cart=1')).toBeNull();
  });

  it('asks again six months later', () => {
    consentStore.decide(false);
    expect(consentExpiry(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-07-15T10:00:00.000Z');

    vi.setSystemTime(new Date('2026-07-15T09:59:00Z'));
    expect(readStoredConsent()).toEqual({ audience: false, decidedAt: '2026-01-15T10:00:00.000Z' });

    vi.setSystemTime(new Date('2026-07-15T10:00:00Z'));
    consentStore.reset();
    expect(consentStore.get().choice).toBeNull();
  });

  it.each(['2.2026-01-01T00:00:00Z', '1.hier', '1', '', '%E0%A4%A'])('treats a damaged answer %j as none', (raw) => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the browser keeps it.
    document.cookie = `${CONSENT_COOKIE}=${raw}; Path=/`;
    expect(readStoredConsent()).toBeNull();
  });

  it('moves an answer kept by an earlier version from local storage to the cookie', () => {
    localStorage.setItem(
      LEGACY_CONSENT_STORAGE_KEY,
      JSON.stringify({ audience: false, decidedAt: '2026-01-10T08:00:00.000Z' }),
    );
    expect(consentStore.get().choice).toEqual({ audience: false, decidedAt: '2026-01-10T08:00:00.000Z' });
    expect(localStorage.getItem(LEGACY_CONSENT_STORAGE_KEY)).toBeNull();
    expect(readConsentCookie()).toEqual({ audience: false, decidedAt: '2026-01-10T08:00:00.000Z' });
  });

  it('opens and closes the choices, and deciding closes them', () => {
    const listener = vi.fn();
    const unsubscribe = consentStore.subscribe(listener);
    consentStore.openChoices();
    expect(consentStore.get().choicesOpen).toBe(true);
    consentStore.decide(true);
    expect(consentStore.get()).toMatchObject({ choicesOpen: false, choice: { audience: true } });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
