import type {
  ConfirmTwoFactorRequest,
  DisableTwoFactorRequest,
  RenewRecoveryCodesRequest,
  TwoFactorStatus,
} from '@boucherie/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const TWO_FACTOR_KEY = queryKeyOf('GET /api/accounts/two-factor');

/** GET /api/accounts/two-factor: whether the logged-in account's second factor is on, and required. */
export function getTwoFactor(signal?: AbortSignal) {
  return api.call('GET /api/accounts/two-factor', { signal });
}

export function useTwoFactor() {
  return useQuery(queryOptions({ queryKey: TWO_FACTOR_KEY, queryFn: ({ signal }) => getTwoFactor(signal) }));
}

/** POST /api/accounts/two-factor/enrolment: a new secret, its QR code and its otpauth address. */
export function startTwoFactor() {
  return api.call('POST /api/accounts/two-factor/enrolment', { quietStatuses: [409] });
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });

/** POST /api/accounts/two-factor/confirm: the first code turns it on; the recovery codes come this once. */
export function confirmTwoFactor(body: ConfirmTwoFactorRequest) {
  return api.call('POST /api/accounts/two-factor/confirm', { body, quietStatuses: [400, 409, 429] });
}

/** After a change, whatever asked the account's state (the back office's frame included) asks again. */
function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return (status: TwoFactorStatus) => {
    queryClient.setQueryData(TWO_FACTOR_KEY, status);
    void queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /api/admin/me') });
  };
}

export function useConfirmTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: (answer) => changed(answer.status) });
}

/** POST /api/accounts/two-factor/disable: with a current code or a recovery code; 409 when the owner requires it. */
export function disableTwoFactor(body: DisableTwoFactorRequest) {
  return api.call('POST /api/accounts/two-factor/disable', { body, quietStatuses: [400, 409, 429] });
}

export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: changed });
}

/** POST /api/accounts/two-factor/recovery-codes: ten new recovery codes, shown once; the old ones stop working. */
export function renewRecoveryCodes(body: RenewRecoveryCodesRequest) {
  return api.call('POST /api/accounts/two-factor/recovery-codes', { body, quietStatuses: [400, 409, 429] });
}

export function useRenewRecoveryCodes() {
  const changed = useTwoFactorChanged();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: (answer) => changed(answer.status) });
}
