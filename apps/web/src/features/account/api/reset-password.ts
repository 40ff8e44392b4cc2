import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { MESSAGES } from '../lib/messages';

/** POST /api/accounts/reset-password/reset: the e-mailed token and the new password. */
export function resetPassword(body: { token: string; password: string }) {
  return api.call('POST /api/accounts/reset-password/reset', { body, quietStatuses: [400, 429] });
}

/** Sets the new password with the e-mailed token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => void showToast('success', MESSAGES.successReset),
  });
}
