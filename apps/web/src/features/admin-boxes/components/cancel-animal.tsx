import { CancelLotBoxesRequest, type CancelLotBoxesResponse } from '@boucherie/contract';
import { useId, useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { useCancelLotBoxes } from '../api/cancel-lot-boxes';

const danger =
  'inline-flex min-h-12 items-center self-start rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50';

const resultText = (result: CancelLotBoxesResponse) =>
  result.alreadyCancelled
    ? 'Cet animal était déjà annulé\u00a0: rien de plus n’a été fait.'
    : result.cancelledOrders === 0
      ? 'Animal annulé\u00a0: aucune commande n’en tenait de colis.'
      : `Animal annulé\u00a0: ${result.cancelledOrders}\u00a0commande${result.cancelledOrders > 1 ? 's' : ''} annulée${result.cancelledOrders > 1 ? 's' : ''}, chaque acompte rendu et chaque client prévenu.`;

/** « Annuler l’animal »: a reason told to the customers, asked twice, then what was done. */
export function CancelAnimal({ lotId, code, sold }: { lotId: number; code: string; sold: number }) {
  const id = useId();
  const cancel = useCancelLotBoxes(lotId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<CancelLotBoxesResponse>();

  const run = async () => {
    const checked = CancelLotBoxesRequest.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      setResult(await cancel.mutateAsync(checked.data.reason));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'L’annulation a échoué. Vérifiez la connexion.');
    }
  };

  if (result) {
    return (
      <p role="status" className="rounded-lg bg-gray-100 p-3 font-semibold text-gray-900">
        {resultText(result)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-reason`} className="font-semibold text-gray-900">
        {'Motif dit aux clients (s’il faut annuler l’animal)'}
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        rows={2}
        maxLength={300}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setReason(event.target.value)}
        className="rounded-lg border border-gray-400 bg-white px-3 py-2"
        placeholder="L’animal n’a pas pu partir à l’abattoir…"
      />
      <FieldError id={`${id}-error`} message={error} />
      <ConfirmInline
        triggerLabel="Annuler l’animal"
        triggerClassName={danger}
        question={`Annuler l’animal ${code}\u00a0?`}
        detail={`${sold}\u00a0colis vendu${sold > 1 ? 's' : ''}\u00a0: chaque commande est annulée, chaque acompte rendu, chaque client prévenu avec votre motif. Cela ne se défait pas.`}
        busy={cancel.isPending}
        keepLabel="Non, garder l’animal"
        confirm={
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => void run()}
            className="inline-flex min-h-12 items-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            {cancel.isPending ? 'Annulation…' : 'Oui, annuler l’animal'}
          </button>
        }
      />
    </div>
  );
}
