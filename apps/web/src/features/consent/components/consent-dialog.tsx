import { useEffect, useRef, useState } from 'react';
import { consentStore, useConsent } from '../lib/consent-store';
import { CHOICE_BUTTON, SECONDARY_BUTTON } from './choice-button';
import { PurposeSwitch } from './purpose-switch';

/**
 * "Personnaliser": each purpose with its own switch (off until the visitor turns it on), then
 * "Enregistrer mes choix". A native modal dialog: the browser keeps the focus inside and Escape
 * closes it; the focus then goes back to the button that opened it.
 */
export function ConsentDialog() {
  const { choice } = useConsent();
  const [audience, setAudience] = useState(choice?.audience ?? false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    switchRef.current?.focus();
  }, []);

  const restoreFocus = () => {
    const target = opener?.isConnected && opener !== document.body ? opener : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };

  const finish = (answer: boolean) => {
    dialogRef.current?.close();
    consentStore.decide(answer);
    restoreFocus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-intro"
      onClose={() => {
        consentStore.closeChoices();
        restoreFocus();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/50"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="consent-dialog-title" className="text-xl font-bold">
            Gestion des cookies
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label="Fermer sans changer mes choix"
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-gray-700 hover:bg-gray-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id="consent-dialog-intro" className="text-sm text-gray-700">
          Choisissez ce que vous acceptez. Votre choix est conservé six mois et vous pouvez le changer à tout moment
          depuis «&nbsp;Gestion des cookies&nbsp;» en bas de chaque page.
        </p>

        <section aria-labelledby="consent-necessary" className="rounded-lg border border-gray-200 p-4">
          <div className="flex items-center justify-between gap-4">
            <h3 id="consent-necessary" className="font-semibold">
              Cookies indispensables
            </h3>
            <span className="shrink-0 text-sm font-medium text-gray-700">Toujours actifs</span>
          </div>
          <p className="mt-1 text-sm text-gray-700">
            Votre connexion, votre panier et votre espace (particulier ou professionnel). Sans eux, la boutique ne
            fonctionne pas.
          </p>
        </section>

        <PurposeSwitch
          ref={switchRef}
          id="consent-audience"
          title="Mesure d’audience"
          description="Des statistiques de visite (pages consultées) recueillies par Google Tag Manager, pour améliorer la boutique."
          checked={audience}
          onChange={setAudience}
        />

        <div className="grid grid-cols-2 gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={() => finish(false)}>
            Tout refuser
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => finish(true)}>
            Tout accepter
          </button>
        </div>
        <button type="button" className={CHOICE_BUTTON} onClick={() => finish(audience)}>
          Enregistrer mes choix
        </button>
      </div>
    </dialog>
  );
}
