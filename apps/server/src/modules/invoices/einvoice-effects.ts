import { EINVOICE_FINAL, type EinvoiceStatus, type EinvoiceStep } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { addEffect, type Effect, type EffectHandlers } from '../order-lifecycle/index.js';
import * as repo from './einvoice.repository.js';
import { followDelayMs, MAX_FOLLOWS, step } from './einvoice.service.js';
import { depositFlow, type Platform, readLifecycle } from './einvoice-platform.js';
import * as invoices from './invoices.repository.js';
import { documentPdf } from './invoices.service.js';

// What the e-invoice effects do (ADR 051, 071): the deposit sends the Factur-X once (the effect's key as the
// flow's trackingId, so a run taken over after a lapsed claim answers the same flow), and each follow reads
// the platform's lifecycle and plans the next one until a final status.

const followEffect = (invoiceId: number, round: number, now: Date) => ({
  orderId: null,
  kind: 'einvoice_follow' as const,
  payload: { invoiceId, round },
  key: `invoice:${invoiceId}:einvoice:follow:${round}`,
  at: new Date(now.getTime() + followDelayMs(round)),
});

const NO_PLATFORM = 'Aucune plateforme agréée n’est configurée (EINVOICE_PLATFORM_URL)\u00a0: le dépôt attend.';

export function einvoiceEffectHandlers(deps: {
  db: Db;
  platform: Platform | null;
}): Pick<EffectHandlers, 'einvoice_deposit' | 'einvoice_follow'> {
  const { db, platform } = deps;
  return {
    einvoice_deposit: async (effect: Effect<'einvoice_deposit'>, now) => {
      if (!platform) return { needsPerson: NO_PLATFORM };
      const { invoiceId } = effect.payload;
      const [row, deposit] = await Promise.all([invoices.findInvoice(db, invoiceId), repo.findDeposit(db, invoiceId)]);
      if (!row || !deposit || deposit.platform_id !== null) return undefined;
      const { number, pdf } = await documentPdf(row);
      const result = await depositFlow(platform, {
        trackingId: effect.idempotencyKey,
        name: `${number}.pdf`,
        bytes: pdf,
        kind: 'invoice',
      });
      const history = JSON.parse(deposit.history) as EinvoiceStep[];
      const at = now.toISOString();
      if ('rejected' in result) {
        return {
          record: async (trx) => {
            await repo.updateDeposit(trx, invoiceId, {
              status: 'Rejected',
              history: JSON.stringify([...history, step('Rejected', at, result.rejected)]),
              updated_at: at,
            });
          },
        };
      }
      return {
        record: async (trx) => {
          await repo.updateDeposit(trx, invoiceId, {
            status: 'Deposited',
            platform_id: result.flowId,
            history: JSON.stringify([...history, step('Deposited', at)]),
            updated_at: at,
          });
          await addEffect(trx, now, followEffect(invoiceId, 1, now));
        },
      };
    },
    einvoice_follow: async (effect: Effect<'einvoice_follow'>, now) => {
      if (!platform) return { needsPerson: NO_PLATFORM };
      const { invoiceId, round } = effect.payload;
      const deposit = await repo.findDeposit(db, invoiceId);
      if (!deposit?.platform_id || EINVOICE_FINAL.includes(deposit.status as EinvoiceStatus)) return undefined;
      const steps = await readLifecycle(platform, deposit.platform_id);
      const ours = (JSON.parse(deposit.history) as EinvoiceStep[]).filter((s) => s.status === 'Pending');
      const last = steps.at(-1);
      const status = last?.status ?? (deposit.status as EinvoiceStatus);
      const at = now.toISOString();
      return {
        record: async (trx) => {
          if (last) {
            await repo.updateDeposit(trx, invoiceId, {
              status,
              history: JSON.stringify([...ours, ...steps]),
              updated_at: at,
            });
          }
          if (!EINVOICE_FINAL.includes(status) && round < MAX_FOLLOWS) {
            await addEffect(trx, now, followEffect(invoiceId, round + 1, now));
          }
        },
      };
    },
  };
}
