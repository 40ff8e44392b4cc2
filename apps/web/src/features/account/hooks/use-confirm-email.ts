import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../session';
import { confirmEmail } from '../api/confirm-email';

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
