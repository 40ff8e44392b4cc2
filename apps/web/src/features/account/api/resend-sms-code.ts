import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/forms/error-message';
import { showToast } from '../../../lib/toast';
import { MESSAGES } from '../lib/messages';

/** POST /api/accounts/resend-sms-code: once a minute at most (429 with Retry-After), five times a day. */
export function resendSmsCode() {
  return api.call('POST /api/accounts/resend-sms-code', { quietStatuses: [409, 429] });
}

/** The server allows one SMS a minute (the registration's counts, and so does a change of number). */
export const RESEND_DELAY_SECONDS = 60;

/** What a page knows of the SMS wait: seconds left, and how to start waiting again. */
export type SmsWait = { remaining: number; start: (seconds: number) => void };

/**
 * "Renvoyer le code": after a send, and after a 429, the page waits as long as the server says
 * (Retry-After), counting down. `onSent` runs once a new code is on its way.
 */
export function useResendCode(wait: SmsWait, onSent: () => void) {
  const mutation = useMutation({
    mutationFn: resendSmsCode,
    onSuccess: () => {
      wait.start(RESEND_DELAY_SECONDS);
      onSent();
      void showToast('success', MESSAGES.successResend);
    },
    onError: (error) => {
      if (isApiError(error, 429) && error.retryAfterSeconds !== undefined) wait.start(error.retryAfterSeconds);
      const message = failureMessage(error, 'Le code n’a pas pu être renvoyé. Réessayez dans un instant.');
      if (message) void showToast('error', message);
    },
  });
  return { resend: () => mutation.mutate(), isSending: mutation.isPending, secondsLeft: wait.remaining };
}
