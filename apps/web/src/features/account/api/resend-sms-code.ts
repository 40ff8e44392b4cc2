import type { MessageResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/resend-sms-code: once a minute at most (429 with Retry-After), five times a day. */
export function resendSmsCode() {
  return api.post<MessageResponse>('/api/accounts/resend-sms-code', {}, { quietStatuses: [409, 429] });
}
