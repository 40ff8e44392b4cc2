import { useContext, useSyncExternalStore } from 'react';
import { readCookie, ServerCookieContext, writeCookie } from '../../../lib/cookies';
import type { ArticleView } from '../components/article-grid';

// The product list's Grid / List choice, kept in this browser for a year. A cookie rather than
// local storage: the server renders the list as it was left, with no grid flashing before it.
export const VIEW_COOKIE = 'products-view';
const listeners = new Set<() => void>();

const read = (cookies?: string): ArticleView => (readCookie(VIEW_COOKIE, cookies) === 'list' ? 'list' : 'grid');

let view: ArticleView = read();

export const viewModeStore = {
  get: () => view,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: ArticleView) {
    view = next;
    writeCookie(VIEW_COOKIE, next);
    for (const listener of listeners) listener();
  },
  /** For tests: read the cookie again. */
  reload() {
    view = read();
  },
};

export function useViewMode(): [ArticleView, (view: ArticleView) => void] {
  // On the server, the request's cookie; while the browser hydrates, the same cookie, read here.
  const serverCookie = useContext(ServerCookieContext);
  const view = useSyncExternalStore(viewModeStore.subscribe, viewModeStore.get, () => read(serverCookie ?? undefined));
  return [view, viewModeStore.set];
}
