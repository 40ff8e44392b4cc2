import { z } from 'zod';
import { PendingPro } from './admin-orders.js';

/** The answer of `POST /api/admin/customers/{id}/approve-pro`: the account, now approved. */
export const ApprovedPro = PendingPro.extend({ approvedAt: z.string() });
export type ApprovedPro = z.infer<typeof ApprovedPro>;
