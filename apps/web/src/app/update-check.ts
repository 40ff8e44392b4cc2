/**
 * Every hour, and when the visitor comes back to the tab, the tab asks which build is deployed
 * (`/version.json`, the build the answering server process serves, uncached). When it is not the
 * build this tab runs, the next navigation is a full page load, so the visitor gets the new code at
 * a moment they chose to change page, never in the middle of one. Until then the tab's own files stay
 * served: builds keep their predecessors' hashed files (docs/decisions/027-deployment.md).
 */

export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
/** A tab shown again asks at most this often (switching tabs back and forth asks once). */
export const VISIBLE_CHECK_MIN_GAP_MS = 60_000;
export const VERSION_URL = '/version.json';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The build id of what the server deploys now, or null when it cannot be told (offline, no file). */
export async function fetchDeployedBuildId(fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  try {
    const response = await fetchImpl(VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

type UpdateCheckOptions = {
  currentBuildId: string;
  intervalMs?: number;
  fetchBuildId?: () => Promise<string | null>;
};

/** Polls the deployed build id; `isUpdateReady()` turns true once a different build is deployed. */
export function startUpdateCheck({
  currentBuildId,
  intervalMs = UPDATE_CHECK_INTERVAL_MS,
  fetchBuildId = () => fetchDeployedBuildId(),
}: UpdateCheckOptions) {
  let ready = false;
  let lastCheck = Date.now();
  const check = async () => {
    if (ready) return;
    lastCheck = Date.now();
    const deployed = await fetchBuildId();
    if (deployed !== null && deployed !== currentBuildId) ready = true;
  };
  const timer = setInterval(() => void check(), intervalMs);
  // A tab left open overnight learns of the morning's deployment when it is looked at again.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= VISIBLE_CHECK_MIN_GAP_MS) void check();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return {
    isUpdateReady: () => ready,
    check,
    stop: () => {
      clearInterval(timer);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    },
  };
}

type Place = { pathname: string; search: string; hash: string };

type NavigationState = {
  location: Place & { key: string };
  navigation: { state: string; location?: Place; formMethod?: string };
};

type SubscribableRouter = {
  state: NavigationState;
  subscribe(listener: (state: NavigationState) => void): () => void;
};

/** A full page load of `href` (a reload when the address bar already shows it: back button, done navigation). */
export type PageLoad = (href: string) => void;

const loadPage: PageLoad = (href) => {
  const { pathname, search, hash } = window.location;
  if (`${pathname}${search}${hash}` === href) window.location.reload();
  else window.location.assign(href);
};

/**
 * Turns the next client-side navigation into a full page load once an update is ready: when a
 * navigation starts loading, its target is loaded from the server instead; one that needs no
 * loading is reloaded as soon as the location changed. Form submissions are left alone.
 */
export function reloadOnNextNavigation(
  router: SubscribableRouter,
  isUpdateReady: () => boolean,
  load: PageLoad = loadPage,
) {
  let lastKey = router.state.location.key;
  let done = false;
  return router.subscribe((state) => {
    const previousKey = lastKey;
    lastKey = state.location.key;
    if (done || !isUpdateReady()) return;
    const { navigation } = state;
    let target: Place | null = null;
    if (navigation.state === 'loading' && navigation.location && !navigation.formMethod) target = navigation.location;
    else if (navigation.state === 'idle' && previousKey !== state.location.key) target = state.location;
    if (!target) return;
    done = true;
    load(`${target.pathname}${target.search}${target.hash}`);
  });
}
