import type { ApprovedPro, PendingPro, PendingProsResponse } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { namesOf } from '../accounts/account-answer.js';
import { recordChange } from '../journal/journal.service.js';
import type { MailDeps } from '../messages/mail-deps.js';
import * as messages from './admin-customers.messages.js';
import * as repo from './admin-customers.repository.js';

export type AdminCustomersDeps = MailDeps;

const toPendingPro = (row: repo.ProAccountRow): PendingPro => ({
  id: row.id,
  ...namesOf(row),
  email: row.email ?? '',
  phone: row.phone_number ?? '',
  // Accounts made before approvals existed have no request date: they asked when they registered.
  requestedAt: row.pro_requested_at ?? row.created_at,
});

export async function listPendingPros(db: Db): Promise<PendingProsResponse> {
  return { items: (await repo.findPendingPros(db)).map(toPendingPro) };
}

/**
 * An admin approves a pro account: from its next request it sees pro prices and orders HT. The
 * customer is told by e-mail; a failing transport is logged and does not undo the approval.
 */
export async function approvePro(deps: AdminCustomersDeps, customerId: number, adminId: number): Promise<ApprovedPro> {
  const { db, now } = deps;
  const account = await repo.findProAccount(db, customerId);
  if (!account) throw notFound('Ce compte professionnel n’existe pas.');
  const alreadyApproved = new AppError('CONFLICT', 'Ce compte professionnel est déjà validé.');
  if (account.pro_approved_at) throw alreadyApproved;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.approvePro(trx, customerId, adminId, at))) throw alreadyApproved;
    await recordChange(trx, {
      at,
      userId: adminId,
      kind: 'customer.approve-pro',
      entityType: 'customer',
      entityId: customerId,
      summary: `Compte professionnel n°\u00a0${customerId} validé.`,
      before: { proApproved: false },
      after: { proApproved: true },
    });
  });

  if (account.email) {
    try {
      await deps.messenger.sendMail({
        to: account.email,
        ...messages.proApprovedMail(account.first_name ?? '', account.company, deps.publicUrl),
      });
    } catch (error) {
      deps.log.error({ err: error, customerId }, 'pro approval e-mail not sent');
    }
  }
  return { ...toPendingPro(account), approvedAt: at };
}
