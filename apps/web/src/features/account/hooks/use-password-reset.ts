import { useMutation } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetPassword } from '../api/reset-password';
import { MESSAGES } from '../lib/messages';

/** Asks for a reset link: the answer is the same whether the e-mail has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the new password with the e-mailed token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => void showToast('success', MESSAGES.successReset),
  });
}
