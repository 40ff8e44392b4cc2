import { lazy, Suspense } from 'react';

const TagManager = lazy(() => import('./tag-manager').then((m) => ({ default: m.TagManager })));

// Once asked for in this page's life, the tag manager stays mounted, so a withdrawal can stop it.
let wanted = false;

/**
 * The tag manager's code and its configuration call stay out of the page until the visitor consents
 * to audience measurement: before that, nothing is downloaded and no request leaves.
 */
export function LazyTagManager({ consented }: { consented: boolean }) {
  if (consented) wanted = true;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TagManager consented={consented} />
    </Suspense>
  );
}

/** Tests: a page that has not asked for the tag manager yet. */
export function resetLazyTagManager() {
  wanted = false;
}
