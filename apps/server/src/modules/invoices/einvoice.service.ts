import type { Einvoice, EinvoiceStatus, EinvoiceStep } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { addEffect } from '../order-lifecycle/index.js';
import * as repo from './einvoice.repository.js';

// The pros' documents through the plateforme agréée (issue 41, ADR 071): each one deposited once, by an effect
// written with the document (ADR 051), then its lifecycle asked for with a growing wait (einvoice-effects.ts).

/** The platform of the configuration, or null: without one, documents are issued as before. */
export function platformOf(config: { EINVOICE_PLATFORM_URL?: string; EINVOICE_PLATFORM_TOKEN?: string }) {
  const { EINVOICE_PLATFORM_URL: url, EINVOICE_PLATFORM_TOKEN: token } = config;
  return url && token ? { url, token } : null;
}

/** How long before the lifecycle is asked for the `round`th time: a minute, doubling, at most 12 hours. */
export const followDelayMs = (round: number) => Math.min(60_000 * 2 ** (round - 1), 12 * 3_600_000);
/** About seven weeks of asking: long enough for a 45-day term's « encaissée ». */
export const MAX_FOLLOWS = 100;

export const step = (status: EinvoiceStatus, at: string, reason: string | null = null): EinvoiceStep => ({
  status,
  at,
  reason,
});

/** Called by the issuing transaction for a pro document when a platform is configured. */
export async function planDeposit(trx: Db, invoiceId: number, at: string) {
  await repo.insertDeposit(trx, {
    invoice_id: invoiceId,
    status: 'Pending',
    platform_id: null,
    history: JSON.stringify([step('Pending', at)]),
    created_at: at,
    updated_at: at,
  });
  await addEffect(trx, new Date(at), {
    orderId: null,
    kind: 'einvoice_deposit',
    payload: { invoiceId },
    key: `invoice:${invoiceId}:einvoice:deposit`,
  });
}

/** The documents' way through the platform, by document id (absent: not sent to one). */
export async function einvoicesOf(db: Db, invoiceIds: number[]): Promise<Map<number, Einvoice>> {
  const rows = await repo.findDeposits(db, invoiceIds);
  return new Map(
    rows.map((r) => [
      r.invoice_id,
      { status: r.status as EinvoiceStatus, platformId: r.platform_id, history: JSON.parse(r.history) },
    ]),
  );
}
