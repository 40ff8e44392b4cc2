import type { ShopCalendar, ShopCalendarsResponse } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { type FieldErrors, fieldErrorsFrom } from '../lib/field-errors';
import { SHOP_CALENDARS_KEY } from './get-shop-calendars';

/**
 * One change of a shop's calendar: every route answers the shop's new calendar, which replaces the
 * cached one at once. A 400 becomes messages under the fields; any other refusal (409 says what to do)
 * a message above the form and a toast, unless the caller claims it.
 */
export function useCalendarChange<T>(
  change: (input: T) => Promise<ShopCalendar>,
  success: string,
  /** A refusal the caller answers itself (true: no message above the form, no toast). */
  claim?: (error: unknown) => boolean,
) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: (shop) => {
      queryClient.setQueryData<ShopCalendarsResponse>(SHOP_CALENDARS_KEY, (list) =>
        list ? { shops: list.shops.map((s) => (s.id === shop.id ? shop : s)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: SHOP_CALENDARS_KEY });
    },
  });
  async function run(input: T): Promise<boolean> {
    setErrors({});
    setRefusal(null);
    try {
      await mutation.mutateAsync(input);
      void showToast('success', success);
      return true;
    } catch (error) {
      if (claim?.(error)) return false;
      if (isApiError(error, 400) && error.problem.errors) {
        setErrors(fieldErrorsFrom(error));
        return false;
      }
      const message = error instanceof Error ? error.message : 'La modification n’a pas pu être enregistrée.';
      setRefusal(message);
      void showToast('error', message);
      return false;
    }
  }
  /** The contract's messages found before sending, shown as the server's would be. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    setRefusal(null);
  }
  return { run, showErrors, errors, refusal, pending: mutation.isPending };
}
