import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/forms/error-message';
import { showToast } from '../../../lib/toast';
import { logoutLocally } from '../../session';
import { endSession } from '../lib/end-session';
import { MESSAGES } from '../lib/messages';

/** POST /api/accounts/logout: ends the session on the server. */
export function logout() {
  return api.call('POST /api/accounts/logout');
}

/** Ends the session: the user, the order date and shop are forgotten on this device too. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSession(queryClient, logout),
    onSuccess: () => {
      logoutLocally(queryClient);
      void showToast('success', MESSAGES.successLogout);
    },
    onError: (error) => {
      const message = failureMessage(error, MESSAGES.errorLogout);
      if (message) void showToast('error', message);
    },
  });
}
