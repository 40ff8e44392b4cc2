import type { MessageResponse } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/reset-password/get-token: the same answer whether the e-mail has an account or not. */
export function requestPasswordReset(email: string) {
  return api.post<MessageResponse>('/api/accounts/reset-password/get-token', { email }, { quietStatuses: [400, 429] });
}

/** Asks for a reset link: the answer is the same whether the e-mail has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
