import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/reset-password/get-token: the same answer whether the e-mail has an account or not. */
export function requestPasswordReset(email: string) {
  return api.call('POST /api/accounts/reset-password/get-token', { body: { email }, quietStatuses: [400, 429] });
}

/** Asks for a reset link: the answer is the same whether the e-mail has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
