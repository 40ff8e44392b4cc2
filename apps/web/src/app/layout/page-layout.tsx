import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { island } from '../island';
import { NavigationProgress } from './navigation-progress';
import { ToastsFollowPages } from './toasts-follow-pages';

// Read after the page's first second: their code waits for idle time (ADR 035).
const ConsentBanner = island(() =>
  import('../../features/consent/components/consent-banner').then((m) => m.ConsentBanner),
);
const SiteFooter = island(() => import('./site-footer').then((m) => m.SiteFooter));
// Its links and its search work as plain HTML meanwhile.
const SiteHeader = island(() => import('./site-header').then((m) => m.SiteHeader));
// After consent only, and never before the page runs.
const Analytics = island(() => import('./analytics').then((m) => m.Analytics));

/**
 * The frame of every page of the shop: header, main content, footer with the shops. The header, the
 * footer and the consent banner are islands (app/island.tsx): hydrated once the browser is idle.
 */
export function PageLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Early in the page: the keyboard meets it right after the skip link. */}
      <ConsentBanner />
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <ToastsFollowPages />
      <Analytics />
    </div>
  );
}
