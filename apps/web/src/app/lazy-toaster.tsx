import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../lib/toast';

/**
 * Toasts of the specification: bottom-right, 3 s, paused on hover. Sonner 2 also pauses them by
 * itself while the page is hidden (it has no prop for it).
 */
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: () => <Toaster position="bottom-right" duration={3000} closeButton />,
  })),
);

export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
