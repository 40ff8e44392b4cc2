import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, consentExpiry, consentStore, readStoredConsent } from './consent-store';

describe('consent store', () => {
  beforeEach(() => {
    localStorage.clear();
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

  it('keeps the answer with its date in this browser', () => {
    consentStore.decide(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      audience: true,
      decidedAt: '2026-01-15T10:00:00.000Z',
    });
    consentStore.reset();
    expect(consentStore.get().choice).toEqual({ audience: true, decidedAt: '2026-01-15T10:00:00.000Z' });
  });

  it('asks again six months later', () => {
    consentStore.decide(false);
    expect(consentExpiry(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-07-15T10:00:00.000Z');

    vi.setSystemTime(new Date('2026-07-15T09:59:00Z'));
    expect(readStoredConsent()).toEqual({ audience: false, decidedAt: '2026-01-15T10:00:00.000Z' });

    vi.setSystemTime(new Date('2026-07-15T10:00:00Z'));
    consentStore.reset();
    expect(consentStore.get().choice).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it.each(['not json', '{"audience":"yes","decidedAt":"2026-01-01"}', '{"audience":true,"decidedAt":"hier"}', 'null'])(
    'treats a damaged answer %j as none',
    (raw) => {
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(readStoredConsent()).toBeNull();
    },
  );

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
