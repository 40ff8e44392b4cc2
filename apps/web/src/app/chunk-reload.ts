/**
 * After a deployment, the hashed chunks of the build a tab started with are gone from the server:
 * the next lazy page fails to load. The cure is one full reload, which fetches the new build. A
 * timestamp in sessionStorage stops a loop when the reload does not help (server down, broken build):
 * within 10 s of the last reload the error is left to the error page instead.
 */

export const CHUNK_RELOAD_KEY = 'boucherie:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

type ReloaderOptions = {
  storage?: () => Pick<Storage, 'getItem' | 'setItem'>;
  /** A full page load: of the page being navigated to when there is one, else of this page. */
  load?: (href: string | null) => void;
  now?: () => number;
};

type Place = { pathname: string; search: string; hash: string };
type NavigatingRouter = { state: { navigation: { location?: Place } } };

const loadPage = (href: string | null) => (href ? window.location.assign(href) : window.location.reload());

/** Messages of a dynamic import that could not fetch its module (Chromium, Firefox, Safari) or its CSS (Vite). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export function createChunkReloader({
  storage = () => window.sessionStorage,
  load = loadPage,
  now = Date.now,
}: ReloaderOptions = {}) {
  let reloading = false;
  let pendingHref: () => string | null = () => null;

  /** Reloads the page unless it was reloaded for this less than 10 s ago; says whether it did. */
  function reloadOnce(): boolean {
    if (reloading) return true;
    try {
      const store = storage();
      const last = Number(store.getItem(CHUNK_RELOAD_KEY));
      if (Number.isFinite(last) && last > 0 && now() - last < CHUNK_RELOAD_GUARD_MS) return false;
      store.setItem(CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // Without storage there is no guard against a loop: better the error page than reloading forever.
      return false;
    }
    reloading = true;
    load(pendingHref());
    return true;
  }

  /**
   * A lazy page fails while the router navigates to it, before the address bar changes: the reload
   * goes to that page, so the visitor lands where they were going.
   */
  function followNavigation(router: NavigatingRouter) {
    pendingHref = () => {
      const target = router.state.navigation.location;
      return target ? `${target.pathname}${target.search}${target.hash}` : null;
    };
  }

  /**
   * Wraps a route's lazy import: a chunk that fails to load reloads the page; meanwhile the route
   * waits (a promise that never settles) rather than flashing the error page before the reload.
   */
  function lazyWithReload<T>(load: () => Promise<T>): () => Promise<T> {
    return () =>
      load().catch((error: unknown) => {
        if (reloading || (isChunkLoadError(error) && reloadOnce())) return new Promise<T>(() => {});
        throw error;
      });
  }

  return { reloadOnce, lazyWithReload, followNavigation, isReloading: () => reloading };
}

export type ChunkReloader = ReturnType<typeof createChunkReloader>;

/** The app's one reloader: the router wraps its lazy pages with it, and island.tsx its parts. */
export const chunkReloader = createChunkReloader();
