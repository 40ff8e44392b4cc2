import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { bannerRoom } from '../lib/banner-room';
import { consentStore, useConsent } from '../lib/consent-store';
import { CHOICE_BUTTON } from './choice-button';

// The dialog is only downloaded when someone asks to choose purpose by purpose.
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/**
 * While the fixed banner shows, the page gets room below its end, so nothing stays hidden under it, and
 * toasts rise above it (the banner's room, read by the toaster's offset).
 */
function useRoomBelow(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const body = document.body;
    const fit = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
      bannerRoom.set(element.offsetHeight);
    };
    // The observer reports the size once the banner is laid out, without forcing a layout now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    if (observer) observer.observe(element);
    else fit();
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      bannerRoom.set(0);
    };
  }, [element]);
}

function Banner() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useRoomBelow(element);

  const decide = (audience: boolean) => {
    // The banner goes away with the focused button: keyboard users continue from the page's content.
    const hadFocus = element?.contains(document.activeElement) ?? false;
    consentStore.decide(audience);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={setElement}
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 rounded-t-2xl border-t border-gray-200 bg-white shadow-[0_-4px_24px_rgb(0_0_0/0.12)] sm:inset-x-4 sm:bottom-4 sm:rounded-2xl sm:border"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
        <div className="flex-1">
          <h2 id="consent-banner-title" className="font-bold text-gray-900">
            Vos choix sur les cookies
          </h2>
          {/* Two short paragraphs: the banner is not the page's main content, and one long block of it
              outweighed a phone's two-column products as the largest paint. */}
          <p className="mt-1 text-sm text-gray-700">
            Avec votre accord, nous mesurons l’audience du site pour l’améliorer.
          </p>
          <p className="text-sm text-gray-700">
            Vous pouvez changer d’avis à tout moment depuis «&nbsp;Gestion des cookies&nbsp;» en bas de page.{' '}
            <Link to="/confidentialite" className="font-medium text-primary-800 underline">
              En savoir plus
            </Link>
          </p>
        </div>
        <div className="flex flex-col gap-1 sm:w-80">
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className={CHOICE_BUTTON} onClick={() => decide(false)}>
              Tout refuser
            </button>
            <button type="button" className={CHOICE_BUTTON} onClick={() => decide(true)}>
              Tout accepter
            </button>
          </div>
          <button
            type="button"
            onClick={consentStore.openChoices}
            className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-primary-800 underline hover:text-primary-900"
          >
            Personnaliser
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The consent banner (first visit, or 6 months after the last answer) and the choices dialog. Not
 * modal: the shop stays usable and nothing traps the focus; it sits early in the page so the keyboard
 * reaches it right after the skip link.
 */
export function ConsentBanner() {
  // The answer is in a cookie: the server draws the banner into the page's HTML when none was given.
  const { choice, choicesOpen } = useConsent();
  return (
    <>
      {choice === null && <Banner />}
      {choicesOpen && (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      )}
    </>
  );
}
