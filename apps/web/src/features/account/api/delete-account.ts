import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/forms/error-message';
import { showToast } from '../../../lib/toast';
import { logoutLocally } from '../../session';
import { endSession } from '../lib/end-session';
import { MESSAGES } from '../lib/messages';

/**
 * POST /api/accounts/delete {confirm: true}: erases the account and ends its sessions. A 409 says why the
 * account cannot close yet (an order in progress, the last owner).
 */
export function deleteAccount() {
  return api.call('POST /api/accounts/delete', { body: { confirm: true }, quietStatuses: [409] });
}

/**
 * Erases the account; a deleted account is logged out (specification, section 4). A refusal that says why
 * (409: an order in progress, the last owner) is the component's to show where it stays readable.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSession(queryClient, deleteAccount),
    onSuccess: () => {
      logoutLocally(queryClient);
      void showToast('success', MESSAGES.successDelete);
    },
    onError: (error) => {
      if (isApiError(error, 409)) return;
      const message = failureMessage(error, MESSAGES.errorDelete);
      if (message) void showToast('error', message);
    },
  });
}
