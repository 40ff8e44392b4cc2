import { useSyncExternalStore } from 'react';

// The height the fixed consent banner takes at the bottom of the screen (0 when it is not shown):
// toasts rise above it. A store, not a CSS variable on the document: an inherited variable set on
// <html> makes the browser recompute the style of every element of the page.

let height = 0;
const listeners = new Set<() => void>();

export const bannerRoom = {
  get: () => height,
  set(next: number) {
    if (next === height) return;
    height = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConsentBannerHeight(): number {
  return useSyncExternalStore(bannerRoom.subscribe, bannerRoom.get, () => 0);
}
