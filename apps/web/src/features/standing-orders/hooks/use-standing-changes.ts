import type { StandingOrder, UpdateStandingOrderRequest } from '@boucherie/contract';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useDeleteStandingOrder } from '../api/delete-standing-order';
import { useUpdateStandingOrder } from '../api/update-standing-order';
import { errorsFromProblem, type StandingFormErrors } from '../lib/standing-form';

/**
 * The changes a customer makes to one standing order, each said in a toast: `change` answers the form's
 * errors (per field, or `form`) when refused; `onDelete` removes it.
 */
export function useStandingChanges(standing: StandingOrder, title: string) {
  const update = useUpdateStandingOrder();
  const remove = useDeleteStandingOrder();

  async function change(body: UpdateStandingOrderRequest, done: string): Promise<StandingFormErrors | undefined> {
    try {
      await update.mutateAsync({ id: standing.id, body });
      void showToast('success', done);
      return undefined;
    } catch (error) {
      if (!isApiError(error) || error.status >= 500 || error.status === 401) return { form: '' };
      const errors = errorsFromProblem(error.problem.errors);
      const message = Object.values(errors)[0] ?? error.message;
      void showToast('error', message);
      return Object.keys(errors).length > 0 ? errors : { form: message };
    }
  }

  async function onDelete() {
    try {
      await remove.mutateAsync(standing.id);
      void showToast('success', `La commande récurrente «\u00a0${title}\u00a0» est supprimée.`);
    } catch {
      void showToast('error', 'La commande récurrente n’a pas pu être supprimée. Réessayez dans un instant.');
    }
  }

  return { change, onDelete, busy: update.isPending || remove.isPending, removing: remove.isPending };
}
