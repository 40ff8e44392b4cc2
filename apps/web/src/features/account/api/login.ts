import { isSecondFactorChallenge, type LoginRequest, type User } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { loginLocally } from '../../session';
import { MESSAGES } from '../lib/messages';

/**
 * POST /api/accounts/login: the user, with a new session cookie; or, for an account with a second factor, the
 * request for its code (no session yet). A failure is a 400 with errors.Email.
 */
export function login(body: LoginRequest) {
  return api.call('POST /api/accounts/login', { body, quietStatuses: [400, 429] });
}

/** The user is remembered with the space and order mode of their kind, and greeted by name. */
export function useLoggedIn() {
  const queryClient = useQueryClient();
  return (user: User) => {
    loginLocally(queryClient, user);
    void showToast('success', MESSAGES.successLogin(user));
  };
}

/** Logs in; an account with a second factor answers the request for its code, and nobody is logged in yet. */
export function useLogin() {
  const loggedIn = useLoggedIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isSecondFactorChallenge(answer)) loggedIn(answer);
    },
  });
}
