import { useSyncExternalStore } from 'react';
import type { ArticleView } from '../components/article-grid';

// The product list's Grid / List choice, kept in this browser.
const KEY = 'boucherie.products-view';
const listeners = new Set<() => void>();

function read(): ArticleView {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

let view: ArticleView = read();

export const viewModeStore = {
  get: () => view,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: ArticleView) {
    view = next;
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not kept, but still applied.
    }
    for (const listener of listeners) listener();
  },
  /** For tests: read the storage again. */
  reload() {
    view = read();
  },
};

export function useViewMode(): [ArticleView, (view: ArticleView) => void] {
  // The server renders the grid; a list kept in this browser follows right after hydration.
  const view = useSyncExternalStore(viewModeStore.subscribe, viewModeStore.get, () => 'grid' as const);
  return [view, viewModeStore.set];
}
