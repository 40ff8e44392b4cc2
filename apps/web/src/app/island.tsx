import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chunkReloader } from './chunk-reload';
import { isHydrating, islandHydrated, islandWaiting } from './hydration';

/**
 * A part of a page whose code waits until the browser is idle (ADR 035). The server renders it in full,
 * so the page reads the same before any script runs. In the browser, a page being hydrated keeps the
 * server's markup of the part (a Suspense boundary that suspends while hydrating keeps its HTML) while
 * the part's code loads once the rest of the page runs and the browser has nothing else to do; React then
 * hydrates it. The page is marked hydrated (`<html data-hydrated>`, which lets its controls take presses)
 * only once every such part runs too. Rendered anew in the browser (a later page), its code loads at once.
 *
 * Use it for what nobody needs in the first second of a page: the footer, the consent banner, product grids.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A part whose chunk is gone after a deployment reloads the page once, as a page's would.
  const loadOrReload = chunkReloader.lazyWithReload(load);
  const start = () => {
    loading ??= loadOrReload().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  islands.push(start);

  const InBrowser = lazy(async () => {
    if (isHydrating()) await whenIdle();
    const Component = await start();
    function Hydrated({ ticket, ...props }: P & { ticket: Ticket }) {
      useEffect(() => release(ticket), [ticket]);
      return <Component {...(props as P)} />;
    }
    return { default: Hydrated };
  });

  function Island(props: P) {
    const ticket = useRef<Ticket>({ counted: false, told: false }).current;
    // Code already there when this copy first renders outside hydration (a page rendered in the browser, a
    // later navigation: the router loads a page's parts with it): rendered at once, for good, as on the server.
    const [direct] = useState(() => loaded !== undefined && !isHydrating());
    // React hydrates a Suspense boundary after the root: the page counts its parts when the root commits
    // (a layout effect, before the page's passive effects say the root is done).
    // A copy gone before it hydrated (the visitor left the page) is no longer waited for.
    useLayoutEffect(() => {
      if (isHydrating() && !ticket.counted) {
        ticket.counted = true;
        islandWaiting();
      }
      return () => release(ticket);
    }, [ticket]);
    if (import.meta.env.SSR || direct) {
      if (!loaded) throw new Error('island rendered on the server before loadIslands()');
      const Loaded = loaded;
      return (
        <Suspense>
          <Loaded {...props} />
        </Suspense>
      );
    }
    return (
      <Suspense>
        <InBrowser {...props} ticket={ticket} />
      </Suspense>
    );
  }
  return Island;
}

/** Whether the page waits for this copy of a part before it says it is hydrated; told once it is. */
type Ticket = { counted: boolean; told: boolean };

/** The copy runs, or is gone: the page no longer waits for it (once, whichever comes first). */
function release(ticket: Ticket) {
  if (!ticket.counted || ticket.told) return;
  ticket.told = true;
  islandHydrated();
}

const islands: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every part known so far. The server renders a page with every part in it; the browser
 * loads them before it renders a page itself (not one it hydrates), so that nothing pops in late.
 */
export async function loadIslands(): Promise<void> {
  await Promise.all(islands.map((start) => start()));
}

/** Once the browser is idle, or after a second at most (a busy phone still gets the page's parts). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });
}
