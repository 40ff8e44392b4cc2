import type { LotRecallRequest } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/lots/{id}/recall: one SMS and one e-mail to each buyer, once; a second call tells nobody again. */
export function recallLot(id: number, body: LotRecallRequest) {
  return api.call('POST /api/admin/lots/{id}/recall', { params: { id }, body, quietStatuses: [400, 404] });
}

export function useRecallLot(id: number) {
  return useMutation({ mutationFn: (body: LotRecallRequest) => recallLot(id, body) });
}
