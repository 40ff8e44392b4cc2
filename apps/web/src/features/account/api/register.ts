import type { RegisterRequest, User } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { getMe, loginLocally } from '../../session';
import { MESSAGES } from '../lib/messages';

export type Registration = z.output<typeof RegisterRequest>;

/** POST /api/accounts/register: the new user, logged in and not verified yet; the code leaves by SMS. */
export function register(body: Registration) {
  return api.call('POST /api/accounts/register', { body, quietStatuses: [400, 429] });
}

/**
 * Creates the account; the server logs the new user in, unverified. When only the SMS failed (503),
 * the account and its session exist all the same: the user goes on to ask for a new code.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Registration): Promise<{ user: User; smsFailure?: string }> => {
      try {
        return { user: await register(body) };
      } catch (error) {
        if (!isApiError(error, 503)) throw error;
        const user = await getMe();
        if (!user) throw error;
        return { user, smsFailure: error.message };
      }
    },
    onSuccess: ({ user, smsFailure }) => {
      loginLocally(queryClient, user);
      if (smsFailure) void showToast('warning', smsFailure);
      else void showToast('success', MESSAGES.successRegister);
    },
  });
}
