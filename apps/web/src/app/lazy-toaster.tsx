import { lazy, Suspense } from 'react';
import type { ToasterProps } from 'sonner';
import { useToasterWanted } from '../lib/toast';

/**
 * Toasts of the specification: bottom-right, 3 s, paused on hover (sonner pauses every timer while
 * the pointer is over the stack, and while the page is hidden). Labels in French.
 */
export const TOASTER_PROPS = {
  position: 'bottom-right',
  duration: 3000,
  closeButton: true,
  theme: 'light',
  containerAriaLabel: 'Notifications',
  // Above the cookie banner while it shows (the banner sets the height), at the usual distance otherwise.
  offset: { bottom: 'calc(24px + var(--consent-banner-height, 0px))', right: '24px' },
  mobileOffset: { bottom: 'calc(16px + var(--consent-banner-height, 0px))', right: '16px', left: '16px' },
  toastOptions: { closeButtonAriaLabel: 'Fermer la notification' },
} as const satisfies ToasterProps;

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: () => <Toaster {...TOASTER_PROPS} />,
  })),
);

/** Mounts the toast library on the first toast asked for, so pages that show none never download it. */
export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
