import type { SecondFactorLoginRequest } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLoggedIn } from './login';

/**
 * POST /api/accounts/login/second-factor: the code of the app (or a recovery code) that ends the login; 400 with
 * errors.Code, 401 once the five minutes of the password step are over, 429 after five wrong codes.
 */
export function loginSecondFactor(body: SecondFactorLoginRequest) {
  return api.call('POST /api/accounts/login/second-factor', { body, quietStatuses: [400, 401, 429] });
}

/** The login's second step: the code of the app, or a recovery code. */
export function useSecondFactorLogin() {
  const loggedIn = useLoggedIn();
  return useMutation({ mutationFn: loginSecondFactor, onSuccess: loggedIn });
}
