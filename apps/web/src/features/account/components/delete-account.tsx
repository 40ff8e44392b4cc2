import { useEffect, useRef, useState } from 'react';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { SubmitButton } from './submit-button';

/**
 * "Supprimer mon compte", asked twice. The API asks for no password (body {confirm: true}): the
 * session proves who asks, and the question says plainly what is erased and what is kept.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
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
    try {
      await remove.mutateAsync();
    } catch {
      return; // the hook told why
    }
    onDeleted();
  }

  if (!asking) {
    return (
      <button
        ref={openRef}
        type="button"
        onClick={() => setAsking(true)}
        className="inline-flex min-h-11 items-center self-start rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-700 hover:bg-red-50"
      >
        Supprimer mon compte
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="delete-account-question"
      aria-describedby="delete-account-detail"
      className="flex flex-col gap-3 rounded-xl border border-red-700 bg-red-50 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !remove.isPending) setAsking(false);
      }}
    >
      <p id="delete-account-question" className="font-semibold text-gray-900">
        Supprimer définitivement votre compte&nbsp;?
      </p>
      <div id="delete-account-detail" className="text-gray-800">
        <p>Vos coordonnées, vos favoris et votre panier seront effacés, et vous serez déconnecté·e.</p>
        <p>Vos commandes passées restent dans notre comptabilité, sans votre nom ni votre adresse.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          type="button"
          variant="danger"
          busy={remove.isPending}
          busyLabel="Suppression…"
          onClick={() => void confirm()}
        >
          Oui, supprimer mon compte
        </SubmitButton>
        <button
          ref={cancelRef}
          type="button"
          onClick={() => setAsking(false)}
          disabled={remove.isPending}
          className="inline-flex min-h-11 items-center rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100"
        >
          Annuler
        </button>
      </div>
    </div>
  );
}
