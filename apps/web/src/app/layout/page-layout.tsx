import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { LazyTagManager } from '../../features/analytics/components/lazy-tag-manager';
import { ConsentBanner } from '../../features/consent/components/consent-banner';
import { useConsent } from '../../features/consent/lib/consent-store';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastsFollowPages } from './toasts-follow-pages';

/**
 * After consent only. Last in the page, so that its effect runs after the page's own: a page view
 * carries the new page's document title.
 */
function Analytics() {
  const audience = useConsent().choice?.audience === true;
  return <LazyTagManager consented={audience} />;
}

/**
 * The frame of every page of the shop: header, main content, footer with the shops.
 * The three Suspense boundaries (nothing in them suspends) let the browser hydrate a server-rendered
 * page in short slices, one part after the other, instead of one long task that blocks a tap.
 */
export function PageLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Early in the page: the keyboard meets it right after the skip link. */}
      <ConsentBanner />
      <NavigationProgress />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
      <ToastsFollowPages />
      <Analytics />
    </div>
  );
}
