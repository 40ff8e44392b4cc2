import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { resendSmsCode } from '../api/resend-sms-code';
import { failureMessage } from '../lib/error-message';
import { MESSAGES } from '../lib/messages';
import { useCountdown } from './use-countdown';

/** The server allows one SMS a minute (the registration's counts). */
export const RESEND_DELAY_SECONDS = 60;

/**
 * "Renvoyer le code": after a send, and after a 429, the button waits as long as the server says
 * (Retry-After), counting down.
 */
export function useResendCode(codeJustSent: boolean) {
  const countdown = useCountdown(codeJustSent ? RESEND_DELAY_SECONDS : 0);
  const mutation = useMutation({
    mutationFn: resendSmsCode,
    onSuccess: () => {
      countdown.start(RESEND_DELAY_SECONDS);
      void showToast('success', MESSAGES.successResend);
    },
    onError: (error) => {
      if (isApiError(error, 429) && error.retryAfterSeconds !== undefined) countdown.start(error.retryAfterSeconds);
      const message = failureMessage(error, 'Le code n’a pas pu être renvoyé. Réessayez dans un instant.');
      if (message) void showToast('error', message);
    },
  });
  return { resend: () => mutation.mutate(), isSending: mutation.isPending, secondsLeft: countdown.remaining };
}
