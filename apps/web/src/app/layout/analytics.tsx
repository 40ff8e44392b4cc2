import { LazyTagManager } from '../../features/analytics/components/lazy-tag-manager';
import { useConsent } from '../../features/consent/lib/consent-store';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * After consent only. Last in the page, so that its effect runs after the page's own: a page view
 * carries the new page's document title.
 */
export function Analytics() {
  const audience = useConsent().choice?.audience === true;
  // The browser's alone: the server, which reads the answer to draw the banner, starts nothing.
  const hydrated = useHydrated();
  return <LazyTagManager consented={hydrated && audience} />;
}
