import type { SecuritySettings } from '@boucherie/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const SECURITY_SETTINGS_KEY = queryKeyOf('GET /api/admin/security');

/** GET /api/admin/security: whether the owner requires a second factor of everyone who can refund. */
export function getSecuritySettings(signal?: AbortSignal) {
  return api.call('GET /api/admin/security', { signal, quietStatuses: [403] });
}

export function useSecuritySettings() {
  return useQuery(
    queryOptions({ queryKey: SECURITY_SETTINGS_KEY, queryFn: ({ signal }) => getSecuritySettings(signal) }),
  );
}

/** PUT /api/admin/security: 409 to require it while the owner's own second factor is off. */
export function updateSecuritySettings(body: SecuritySettings) {
  return api.call('PUT /api/admin/security', { body, quietStatuses: [400, 409] });
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(SECURITY_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /api/admin/me') });
    },
  });
}
