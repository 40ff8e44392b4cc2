import { useSyncExternalStore } from 'react';

/** The visitor's answer: the one optional purpose (audience measurement) and when it was given. */
export type ConsentChoice = { audience: boolean; decidedAt: string };

export type ConsentState = {
  /** null: no valid answer yet (first visit, or the last one is over 6 months old): ask. */
  choice: ConsentChoice | null;
  /** The "Personnaliser" dialog, opened from the banner or the footer. */
  choicesOpen: boolean;
};

export const CONSENT_STORAGE_KEY = 'boucherie.consent.v1';
/** The CNIL's recommended lifetime of a consent choice, after which we ask again. */
export const CONSENT_LIFETIME_MONTHS = 6;

export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt);
  expiry.setMonth(expiry.getMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

/** The stored answer if it is still valid; a missing, damaged or expired one counts as none. */
export function readStoredConsent(now: Date = new Date()): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    if (typeof value?.audience !== 'boolean' || typeof value.decidedAt !== 'string') return null;
    const decidedAt = new Date(value.decidedAt);
    if (Number.isNaN(decidedAt.getTime()) || now >= consentExpiry(decidedAt)) {
      window.localStorage.removeItem(CONSENT_STORAGE_KEY);
      return null;
    }
    return { audience: value.audience, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
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
  /** Records the answer for 6 months (in this browser only: nothing is sent to the server). */
  decide(audience: boolean, now: Date = new Date()) {
    const choice: ConsentChoice = { audience, decidedAt: now.toISOString() };
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    } catch {
      // Storage refused (private mode, quota): the answer holds for this visit.
    }
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

/** The server cannot read this browser's answer: its HTML, and hydration, assume none was given. */
const SERVER_STATE: ConsentState = Object.freeze({ choice: null, choicesOpen: false });

export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => SERVER_STATE);
}

/** The footer's "Gestion des cookies": opens the choices again. */
export const openConsentChoices = () => consentStore.openChoices();
