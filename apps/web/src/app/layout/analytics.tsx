import { LazyTagManager } from '../../features/analytics/components/lazy-tag-manager';
import { useConsent } from '../../features/consent/lib/consent-store';

/**
 * After consent only. Last in the page, so that its effect runs after the page's own: a page view
 * carries the new page's document title.
 */
export function Analytics() {
  const audience = useConsent().choice?.audience === true;
  return <LazyTagManager consented={audience} />;
}
