/**
 * Where the browser stands with a server-rendered page: React first hydrates the page (the root), then the
 * parts whose code waits for idle time (app/island.tsx). Once both are done, the document is marked
 * (`<html data-hydrated>`: the page's controls take presses from then on, and browser tests wait for it)
 * and the callbacks given to `onHydrated` run. A page rendered in the browser has nothing to wait for.
 */
let hydrating = false;
let rootDone = false;
let waiting = 0;
let done = false;
const callbacks: (() => void)[] = [];

/** A server-rendered page: React is about to hydrate it. */
export function startHydrating() {
  hydrating = true;
}

/** From the start of hydration until every part of the page runs. */
export const isHydrating = () => hydrating && !done;

export function islandWaiting() {
  waiting++;
}

export function islandHydrated() {
  waiting--;
  settle();
}

/** React committed the root; `then` runs once every waiting part is hydrated too. */
export function rootHydrated(then?: () => void) {
  rootDone = true;
  if (then) callbacks.push(then);
  settle();
}

function settle() {
  if (done || !rootDone || waiting > 0) return;
  done = true;
  document.documentElement.dataset.hydrated = 'true';
  // Out of React's commit: a click dispatched here on a part still to hydrate would be dropped.
  setTimeout(() => {
    for (const callback of callbacks.splice(0)) callback();
  });
}
