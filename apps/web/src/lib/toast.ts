import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// Toasts only appear on results and failures, so the toast library loads on the first one
// instead of with every page. Sonner replays toasts raised before its Toaster subscribed.

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

// When each toast on screen was raised, and when the person last pressed something: a toast belongs to
// the page where it was raised, or to the page that action led to, never to the pages after.
const raisedAt = new Map<string | number, number>();
let lastPressAt = Number.NEGATIVE_INFINITY;
let nextId = 0;

if (typeof window !== 'undefined') {
  const press = () => {
    lastPressAt = performance.now();
  };
  window.addEventListener('pointerdown', press, { capture: true, passive: true });
  window.addEventListener('keydown', press, { capture: true, passive: true });
}

/** The one way to show a toast. */
export function showToast(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  wantToaster();
  nextId += 1;
  const id = options?.id ?? `toast-${nextId}`;
  raisedAt.set(id, typeof performance === 'undefined' ? 0 : performance.now());
  const forget = () => raisedAt.delete(id);
  return import('sonner')
    .then(({ toast }) => {
      toast[kind](message, { ...options, id, onDismiss: forget, onAutoClose: forget });
    })
    .catch((error: unknown) => console.error(error));
}

/**
 * A new page is on screen: toasts raised before the press that led here are about the previous page
 * and go (they would cover this one's totals and buttons); those the press itself raised ("Bienvenue",
 * "Votre compte est activé") stay. Going back or forward in history leaves none.
 */
export function dismissToastsOfPreviousPages(historyMove: boolean) {
  const stale = [...raisedAt].filter(([, at]) => historyMove || at < lastPressAt).map(([id]) => id);
  if (stale.length === 0) return;
  for (const id of stale) raisedAt.delete(id);
  void import('sonner').then(({ toast }) => {
    for (const id of stale) toast.dismiss(id);
  });
}

/** True once a toast was asked for: the app then mounts the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}
