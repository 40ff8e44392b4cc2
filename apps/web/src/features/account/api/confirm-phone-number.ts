import type { ConfirmPhoneNumberRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { displayPhone } from '../../../lib/display-phone';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session';

/**
 * POST /api/accounts/confirm-phone-number: the code sent to the new mobile of the profile; the answer is the
 * user with that number, the account's other sessions ended. A wrong code is a 400 with errors.Code.
 */
export function confirmPhoneNumber(body: ConfirmPhoneNumberRequest) {
  return api.call('POST /api/accounts/confirm-phone-number', { body, quietStatuses: [400, 429] });
}

/** The proven mobile becomes the session's; the toast says so, and that the other sessions ended. */
export function useConfirmPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmPhoneNumber({ code }),
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void showToast(
        'success',
        `Votre numéro de mobile est maintenant le ${displayPhone(user.phoneNumber)}. Vos autres sessions ont été fermées.`,
      );
    },
  });
}
