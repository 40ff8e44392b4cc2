import { useMutation, useQueryClient } from '@tanstack/react-query';
import { displayPhone } from '../../../lib/display-phone';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session';
import { confirmPhoneNumber } from '../api/confirm-phone-number';

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
