import { useEffect, useRef, useState } from 'react';

/** "Vider le panier", asked twice: a whole cart is too much to lose to one stray tap. */
export function ClearCartButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    // Focus follows the question, and returns to the button when it is dismissed.
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <button
        ref={openRef}
        type="button"
        onClick={() => setAsking(true)}
        className="inline-flex min-h-11 items-center self-start rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100"
      >
        Vider le panier
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="clear-cart-question"
      aria-describedby="clear-cart-detail"
      className="flex flex-col gap-3 rounded-xl border border-promo-700 bg-promo-50 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <p id="clear-cart-question" className="font-semibold text-gray-900">
        Vider le panier&nbsp;?
      </p>
      <p id="clear-cart-detail" className="text-gray-800">
        Tous les articles seront retirés de votre panier.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-lg bg-promo-700 px-4 font-semibold text-white hover:bg-promo-800 disabled:opacity-70"
        >
          Oui, vider le panier
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={() => setAsking(false)}
          className="inline-flex min-h-11 items-center rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100"
        >
          Annuler
        </button>
      </div>
    </div>
  );
}
