import type { ChangePhoneNumberRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { displayPhone } from '../../../lib/display-phone';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session';
import { changePhoneNumber } from '../api/change-phone-number';

/** The corrected mobile becomes the session's; the toast says where the new code went. */
export function useChangePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePhoneNumberRequest) => changePhoneNumber(body),
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void showToast('success', `Un nouveau code a été envoyé au ${displayPhone(user.phoneNumber)}.`);
    },
  });
}
