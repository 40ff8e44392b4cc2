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

/** The one way to show a toast. */
export function showToast(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  wantToaster();
  return import('sonner')
    .then(({ toast }) => {
      toast[kind](message, options);
    })
    .catch((error: unknown) => console.error(error));
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
