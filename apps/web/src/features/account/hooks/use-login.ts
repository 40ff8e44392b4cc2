import { isSecondFactorChallenge, type User } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { loginLocally } from '../../session';
import { login } from '../api/login';
import { loginSecondFactor } from '../api/login-second-factor';
import { MESSAGES } from '../lib/messages';

/** The user is remembered with the space and order mode of their kind, and greeted by name. */
function useLoggedIn() {
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

/** The login's second step: the code of the app, or a recovery code. */
export function useSecondFactorLogin() {
  const loggedIn = useLoggedIn();
  return useMutation({ mutationFn: loginSecondFactor, onSuccess: loggedIn });
}
