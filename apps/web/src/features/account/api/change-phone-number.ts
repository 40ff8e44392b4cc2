import type { ChangePhoneNumberRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { displayPhone } from '../../../lib/display-phone';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session';

/**
 * POST /api/accounts/change-phone-number: an account not yet verified corrects its mobile; the answer is
 * the user with the new number, a new code on its way there. Same limits as a resend (429, Retry-After).
 */
export function changePhoneNumber(body: ChangePhoneNumberRequest) {
  return api.call('POST /api/accounts/change-phone-number', { body, quietStatuses: [400, 409, 429] });
}

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
