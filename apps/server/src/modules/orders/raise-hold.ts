import type { ChangeOrderLinesInput, OrderPayment } from '@boucherie/contract';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound } from '../../errors.js';
import * as accounts from '../accounts/index.js';
import { inTransaction, movePayment } from '../order-lifecycle/index.js';
import { findPayment, readPaymentAnswer } from '../payments/index.js';
import * as limits from '../rate-limit/rate-limit.js';
import { toViewer, type Viewer } from '../sessions/sessions.js';
import { changeOrderLines } from './change-order-lines.js';
import type { OrderDeps } from './order-deps.js';
import * as repo from './orders.repository.js';

// « Autoriser N € » (issue 38, ADR 051): a held card order raised above its hold. The customer authorises a new
// hold for the whole order on a page of its own; once it holds, the old hold goes and the change applies.

type User = NonNullable<Viewer>;

const RAISE_LIMIT: limits.Limit = {
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Trop de demandes de nouveau montant. Réessayez dans un moment ou appelez la boutique.',
};

/**
 * Asks for the change; within the hold it is simply made. Above it, the raised amount and the change wait on
 * the payment, and the provider's page for the new hold is opened (the same one for the same change asked
 * twice, or at once). Answers the order's payment, its `raise` carrying the page.
 */
export async function raiseHold(
  deps: OrderDeps,
  viewer: User,
  orderId: number,
  input: ChangeOrderLinesInput,
): Promise<OrderPayment> {
  let neededCents: number;
  try {
    await changeOrderLines(deps, viewer, orderId, input);
    return readPaymentAnswer(deps.db, orderId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'HOLD_TOO_SMALL') throw error;
    neededCents = Math.round((error.amounts?.neededAmount ?? 0) * 100);
  }
  await limits.consume(deps.db, `payment-raise:user:${viewer.userId}`, RAISE_LIMIT, deps.now, deps.rateLimits);
  const change = JSON.stringify({ lines: input.lines });
  const { now } = deps;
  await inTransaction(deps.db, async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const row = await findPayment(trx, orderId);
    if (row?.status !== 'authorized') throw new AppError('NOT_PAID_ONLINE', 'Cette commande n’a pas de carte bloquée.');
    if (row.raise_change === change && row.raise_held_cents === neededCents) return;
    const attempt = now.getTime();
    await movePayment(trx, {
      orderId,
      to: 'authorized',
      from: ['authorized'],
      now,
      patch: { raise_held_cents: neededCents, raise_change: change, raise_session_id: null, raise_checkout_url: null },
      effects: [
        ...(row.raise_session_id
          ? [
              {
                orderId,
                kind: 'close_page' as const,
                payload: { pageId: row.raise_session_id },
                key: `page:${row.raise_session_id}:close`,
              },
            ]
          : []),
        {
          orderId,
          kind: 'open_page',
          payload: { attempt, raise: true, returnUrl: deps.returnUrl },
          key: `order:${orderId}:raise:${attempt}`,
        },
      ],
    });
  });
  await deps.effects.runOrder(orderId);
  for (let i = 0; i < 100; i++) {
    const row = await findPayment(deps.db, orderId);
    if (!row?.raise_held_cents || row.raise_checkout_url) return readPaymentAnswer(deps.db, orderId, row);
    // Another request's run is opening it: its page is the one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deps.effects.runOrder(orderId);
  }
  return readPaymentAnswer(deps.db, orderId);
}

/**
 * The change that waited for the new hold, made for the customer once it holds. A change the order no longer
 * allows (its cut-off passed meanwhile) is left for the shop, with why.
 */
export async function applyWaitingChange(
  deps: OrderDeps,
  orderId: number,
  change: ChangeOrderLinesInput,
): Promise<{ needsPerson: string } | undefined> {
  const owner = await repo.findOrderContact(deps.db, orderId);
  const account = owner && (await accounts.findUserById(deps.db, owner.user_id));
  if (!account) throw notFound('Cette commande n’existe pas.');
  try {
    await changeOrderLines(deps, toViewer(account), orderId, change);
    return undefined;
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      return {
        needsPerson: `Le nouveau montant est bloqué, mais le changement de quantités n’a pas pu être fait\u00a0: ${error.message}`,
      };
    throw error;
  }
}
