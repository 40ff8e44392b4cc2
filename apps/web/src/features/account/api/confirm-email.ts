import type { ConfirmEmailRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../session';

/**
 * POST /api/accounts/confirm-email: the token of the link mailed to the new address, logged in or not; a
 * link used, expired or unknown is a 400 with errors.Token.
 */
export function confirmEmail(body: ConfirmEmailRequest) {
  return api.call('POST /api/accounts/confirm-email', { body, quietStatuses: [400, 429] });
}

/**
 * Confirms the new address. The session's user is read again: a logged-in user sees the new address, and a
 * session the change ended finds itself logged out.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmEmail({ token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
