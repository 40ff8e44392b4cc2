import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/** The new page's title, once it is on screen: every layout's content is `main#main` (skip link). */
const pageHeading = () => document.querySelector<HTMLElement>('#main h1');

/**
 * Focuses a page's heading when the person has gone to it in the browser, the way a full load would start
 * them at the top: a screen reader says where they are, Tab goes on from there. The first page keeps the
 * browser's own start; a page that is still loading gets its focus when its heading comes, unless the person
 * has acted meanwhile; a page that placed the focus itself in its content keeps it (issue 45).
 */
function useFocusHeadingOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    const focusHeading = () => {
      const heading = pageHeading();
      if (!heading) return false;
      const active = document.activeElement;
      const main = document.getElementById('main');
      if (active && active !== main && main?.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // The scroll is the router's (ScrollRestoration): the top for a new page, where it was on going back.
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    return stop;
  }, [pathname, hash]);
}

/** The root of every page, the shop's and the back office's: the focus follows the page changes. */
export function PageFocus() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}
