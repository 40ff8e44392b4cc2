import { lazy, Suspense } from 'react';
import type { ToasterProps } from 'sonner';
import { useConsentBannerHeight } from '../features/consent/lib/banner-room';
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
  offset: { bottom: 24, right: 24 },
  mobileOffset: { bottom: 16, right: 16, left: 16 },
  toastOptions: { closeButtonAriaLabel: 'Fermer la notification' },
} as const satisfies ToasterProps;

/** The usual offsets, raised above the cookie banner while it shows. */
export function toasterProps(bannerHeight: number): ToasterProps {
  const { offset, mobileOffset } = TOASTER_PROPS;
  return {
    ...TOASTER_PROPS,
    offset: { ...offset, bottom: offset.bottom + bannerHeight },
    mobileOffset: { ...mobileOffset, bottom: mobileOffset.bottom + bannerHeight },
  };
}

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: ({ bannerHeight }: { bannerHeight: number }) => <Toaster {...toasterProps(bannerHeight)} />,
  })),
);

/** Mounts the toast library on the first toast asked for, so pages that show none never download it. */
export function LazyToaster() {
  const wanted = useToasterWanted();
  const bannerHeight = useConsentBannerHeight();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster bannerHeight={bannerHeight} />
    </Suspense>
  );
}
