import { useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';

/** "Vider le panier", asked twice: a whole cart is too much to lose to one stray tap. */
export function ClearCartButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      setBusy(false);
    }
  }

  return (
    <ConfirmInline
      triggerLabel="Vider le panier"
      triggerClassName="inline-flex min-h-11 items-center self-start rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100"
      question={'Vider le panier\u00a0?'}
      detail={<p>Tous les articles seront retirés de votre panier.</p>}
      toneClassName="border-promo-700 bg-promo-50"
      busy={busy}
      confirm={
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-lg bg-promo-700 px-4 font-semibold text-white hover:bg-promo-800 disabled:opacity-70"
        >
          Oui, vider le panier
        </button>
      }
    />
  );
}
