import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { getMe, ME_QUERY_KEY } from '../../session';
import { MESSAGES } from '../lib/messages';

/** POST /api/accounts/verify: the user, now verified; a wrong code is a 400 with errors.ActivationCode. */
export function verifyAccount(activationCode: string) {
  return api.call('POST /api/accounts/verify', { body: { activationCode }, quietStatuses: [400, 409, 429] });
}

/**
 * Sends the SMS code; the answer is the user, now verified. An account verified meanwhile (another
 * tab) answers 409: the user as the server knows them then goes on as verified.
 */
export function useVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activationCode: string) => {
      try {
        return await verifyAccount(activationCode);
      } catch (error) {
        if (!isApiError(error, 409)) throw error;
        const user = await getMe();
        if (!user?.isVerified) throw error;
        return user;
      }
    },
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void showToast('success', MESSAGES.successVerify);
    },
  });
}
