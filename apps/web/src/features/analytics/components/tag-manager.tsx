import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../api/get-site-config';
import { pushPageView, startTagManager, stopTagManager } from '../lib/tag-manager';

/**
 * Mounted once the visitor has consented: reads the container id, starts the tag manager and pushes
 * a page view on each route change. When `consented` turns false, it stops.
 */
export function TagManager({ consented }: { consented: boolean }) {
  const gtmId = useSiteConfig(consented).data?.gtmId ?? null;
  const location = useLocation();
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (!consented) {
      stopTagManager();
      lastKey.current = null;
      return;
    }
    if (!gtmId || !startTagManager(gtmId)) return;
    // One view per navigation (React's development double effects push none twice).
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    pushPageView(`${location.pathname}${location.search}`, document.title);
  }, [consented, gtmId, location.key, location.pathname, location.search]);

  return null;
}
