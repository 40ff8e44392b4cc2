import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { loginLocally } from '../../session';
import { login } from '../api/login';
import { MESSAGES } from '../lib/messages';

/** Logs in; the user is remembered with the space and order mode of their kind, and greeted by name. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      loginLocally(queryClient, user);
      void showToast('success', MESSAGES.successLogin(user));
    },
  });
}
