import { useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { isApiError } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/delete-account';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

/**
 * "Supprimer mon compte", asked twice. The API asks for no password (body {confirm: true}): the
 * session proves who asks, and the question says plainly what is erased and what is kept.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [refusal, setRefusal] = useState<string>();

  async function confirm() {
    setRefusal(undefined);
    try {
      await remove.mutateAsync();
    } catch (error) {
      // An order in progress names the shop's phone: it stays on screen, not in a passing toast.
      if (isApiError(error, 409)) setRefusal(error.message);
      return; // otherwise the hook told why
    }
    onDeleted();
  }

  return (
    <>
      <FormAlert>{refusal}</FormAlert>
      <ConfirmInline
        triggerLabel="Supprimer mon compte"
        triggerClassName="inline-flex min-h-11 items-center self-start rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-700 hover:bg-red-50"
        question={'Supprimer définitivement votre compte\u00a0?'}
        detail={
          <>
            <p>Vos coordonnées, vos favoris et votre panier seront effacés, et votre session sera fermée.</p>
            <p>Vos commandes passées restent dans notre comptabilité, sans votre nom ni votre adresse.</p>
          </>
        }
        toneClassName="border-red-700 bg-red-50"
        busy={remove.isPending}
        confirm={
          <SubmitButton
            type="button"
            variant="danger"
            busy={remove.isPending}
            busyLabel="Suppression…"
            onClick={() => void confirm()}
          >
            Oui, supprimer mon compte
          </SubmitButton>
        }
      />
    </>
  );
}
