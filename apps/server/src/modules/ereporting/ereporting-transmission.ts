import { addDays, parisInstant } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { depositFlow, type Platform } from '../invoices/index.js';
import { addEffect, type Effect, type EffectHandlers } from '../order-lifecycle/index.js';
import * as repo from './ereporting.repository.js';
import { ereportingBetween, monthDays } from './ereporting.service.js';

// The e-reporting sent to the plateforme agréée on the legal cadence (ADR 072): a firm on the normal VAT
// regime reports its B2C sales for each ten days of the month (the 1st–10th, 11th–20th, 21st–end). The sale
// that opens a period writes its transmission (ADR 051's effect, once per period by its key), due the morning
// after the period ends; the platform then gets the period's figures once, its trackingId the effect's key.

/** The period of a Paris day: `2027-09-D1`, its first and last day, and when it is sent. */
export function periodOf(date: string) {
  const month = date.slice(0, 7);
  const dayOfMonth = Number(date.slice(8, 10));
  const tenth = dayOfMonth <= 10 ? 1 : dayOfMonth <= 20 ? 2 : 3;
  const from = `${month}-${String((tenth - 1) * 10 + 1).padStart(2, '0')}`;
  const to = tenth === 3 ? monthDays(month).to : `${month}-${String(tenth * 10).padStart(2, '0')}`;
  return { period: `${month}-D${tenth}`, from, to, dueAt: parisInstant(addDays(to, 1), '06:00') };
}

/** The first and last day of a period `2027-09-D2`. */
const boundsOf = (period: string) =>
  periodOf(`${period.slice(0, 7)}-${String((Number(period.at(-1)) - 1) * 10 + 1).padStart(2, '0')}`);

/** Called by the transaction that hands over a particulier's order, when a platform is configured. */
export async function planTransmission(trx: Db, now: Date, date: string) {
  const { period, dueAt } = periodOf(date);
  await addEffect(trx, now, {
    orderId: null,
    kind: 'ereport_transmit',
    payload: { period },
    key: `ereporting:${period}`,
    at: dueAt > now ? dueAt : now,
  });
}

export function ereportingEffectHandlers(deps: {
  db: Db;
  platform: Platform | null;
}): Pick<EffectHandlers, 'ereport_transmit'> {
  return {
    ereport_transmit: async (effect: Effect<'ereport_transmit'>, now) => {
      if (!deps.platform) return { needsPerson: 'Aucune plateforme agréée n’est configurée\u00a0: l’envoi attend.' };
      const { period } = effect.payload;
      if (await repo.findTransmission(deps.db, period)) return undefined;
      const { from, to } = boundsOf(period);
      const report = { ...(await ereportingBetween(deps.db, from, to)), period };
      const result = await depositFlow(deps.platform, {
        trackingId: effect.idempotencyKey,
        name: `e-reporting-${period}.json`,
        bytes: Buffer.from(JSON.stringify(report)),
        kind: 'ereporting',
      });
      const row = {
        period,
        days: report.days.length,
        sent_at: now.toISOString(),
        ...('rejected' in result
          ? { status: 'Rejected', platform_id: null, reason: result.rejected }
          : { status: 'Deposited', platform_id: result.flowId, reason: null }),
      };
      return {
        record: async (trx) => {
          await repo.insertTransmission(trx, row);
        },
        ...('rejected' in result
          ? { needsPerson: `La plateforme a rejeté l’e-reporting\u00a0: ${result.rejected}` }
          : {}),
      };
    },
  };
}
