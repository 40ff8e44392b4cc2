import { useContext, useSyncExternalStore } from 'react';
import { readCookie, ServerCookieContext, writeCookie } from '../../../lib/cookies';

/** The visitor's answer: the one optional purpose (audience measurement) and when it was given. */
export type ConsentChoice = { audience: boolean; decidedAt: string };

export type ConsentState = {
  /** null: no valid answer yet (first visit, or the last one is over 6 months old): ask. */
  choice: ConsentChoice | null;
  /** The "Personnaliser" dialog, opened from the banner or the footer. */
  choicesOpen: boolean;
};

/** The answer's cookie: the server reads it, so a page comes with the banner, or without it, from its first paint. */
export const CONSENT_COOKIE = 'consent';
/** Where answers were kept before the cookie (read once, then moved to the cookie). */
export const LEGACY_CONSENT_STORAGE_KEY = 'boucherie.consent.v1';
/** The CNIL's recommended lifetime of a consent choice, after which we ask again. */
export const CONSENT_LIFETIME_MONTHS = 6;

export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt);
  expiry.setMonth(expiry.getMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

/** `1.2026-01-15T10:00:00.000Z`: the audience answer (1 or 0), then when it was given (all cookie-safe characters). */
const encode = (choice: ConsentChoice) => `${choice.audience ? 1 : 0}.${choice.decidedAt}`;

/** A well-formed answer still valid at `now`; anything else (damaged, expired) counts as none. */
function validChoice(audience: unknown, decidedAt: unknown, now: Date): ConsentChoice | null {
  if (typeof audience !== 'boolean' || typeof decidedAt !== 'string') return null;
  const date = new Date(decidedAt);
  if (Number.isNaN(date.getTime()) || now >= consentExpiry(date)) return null;
  return { audience, decidedAt };
}

/** The answer kept in a Cookie header (by default, this page's cookies) if it is still valid. */
export function readConsentCookie(cookies?: string, now: Date = new Date()): ConsentChoice | null {
  const raw = readCookie(CONSENT_COOKIE, cookies);
  const match = raw === undefined ? null : /^([01])\.(.+)$/.exec(raw);
  return match ? validChoice(match[1] === '1', match[2], now) : null;
}

function writeConsentCookie(choice: ConsentChoice) {
  const maxAge = Math.max(0, Math.floor((consentExpiry(new Date(choice.decidedAt)).getTime() - Date.now()) / 1000));
  writeCookie(CONSENT_COOKIE, encode(choice), maxAge);
}

/** An answer kept in local storage by an earlier version, moved to the cookie (once). */
function takeLegacyAnswer(now: Date): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(LEGACY_CONSENT_STORAGE_KEY);
    if (!raw) return null;
    window.localStorage.removeItem(LEGACY_CONSENT_STORAGE_KEY);
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    const choice = validChoice(value?.audience, value?.decidedAt, now);
    if (choice) writeConsentCookie(choice);
    return choice;
  } catch {
    return null;
  }
}

/** This browser's answer if it is still valid; a missing, damaged or expired one counts as none. */
export function readStoredConsent(now: Date = new Date()): ConsentChoice | null {
  return readConsentCookie(undefined, now) ?? takeLegacyAnswer(now);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ConsentState | null = null;

function current(): ConsentState {
  state ??= { choice: readStoredConsent(), choicesOpen: false };
  return state;
}

function update(next: Partial<ConsentState>) {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

export const consentStore = {
  get: current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Records the answer for 6 months, in a cookie of this browser (the server only reads it to draw the page). */
  decide(audience: boolean, now: Date = new Date()) {
    const choice: ConsentChoice = { audience, decidedAt: now.toISOString() };
    writeConsentCookie(choice);
    update({ choice, choicesOpen: false });
  },
  openChoices() {
    update({ choicesOpen: true });
  },
  closeChoices() {
    if (current().choicesOpen) update({ choicesOpen: false });
  },
  /** Tests: forget the state so that the next read comes from storage again. */
  reset() {
    state = null;
    for (const listener of listeners) listener();
  },
};

/** The state the server drew the page with, from the same cookie (the browser reads it again to hydrate). */
let serverState: { cookies: string | undefined; state: ConsentState } | null = null;
function stateFromCookies(cookies: string | undefined): ConsentState {
  if (serverState && serverState.cookies === cookies) return serverState.state;
  const state: ConsentState = { choice: readConsentCookie(cookies), choicesOpen: false };
  serverState = { cookies, state };
  return state;
}

export function useConsent(): ConsentState {
  const serverCookie = useContext(ServerCookieContext);
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () =>
    stateFromCookies(serverCookie ?? (typeof document === 'undefined' ? '' : document.cookie)),
  );
}

/** The footer's "Gestion des cookies": opens the choices again. */
export const openConsentChoices = () => consentStore.openChoices();
