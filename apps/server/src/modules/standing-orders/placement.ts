import type { SkipReason } from '@boucherie/contract';
import { type Db, isUniqueViolation } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError } from '../../errors.js';
import type { HolidayRule } from '../calendar/calendar-rules.js';
import { calendarDay, windowsWithRoom } from '../calendar/order-calendar.js';
import * as catalogue from '../catalogue/index.js';
import type { Fulfilment } from '../orders/fulfilment.js';
import { standingOrderKey } from '../orders/idempotency-keys.js';
import { deliveryAddressOf } from '../orders/index.js';
import type { OrderNoticeDeps } from '../orders/order-deps.js';
import { tellTheShop } from '../orders/order-messaging.js';
import { writeOrder } from '../orders/order-writer.js';
import { getOrder } from '../orders/orders.service.js';
import { linesBeyondQuota } from '../quotas/quotas.service.js';
import { toViewer } from '../sessions/sessions.js';
import { isOccurrenceDate, type Timing } from './occurrence-dates.js';
import { alreadyOrderedMessage, orderAlreadyThere } from './same-place.js';
import type { LeftOut } from './standing-order-view.js';
import { periodOf } from './standing-order-view.js';
import * as messages from './standing-orders.messages.js';
import * as repo from './standing-orders.repository.js';

// One occurrence of a standing order, placed as a normal order through the normal checks, exactly once: the
// occurrence row (unique per standing order and date) is written in the order's own transaction, or in the
// skip's. A second process arriving at the same date waits on the customer's row lock, then finds the row.

export type Outcome =
  | { kind: 'placed'; orderId: number; leftOut: LeftOut[] }
  | { kind: 'skipped'; reason: SkipReason; message: string }
  | { kind: 'already' }
  | { kind: 'gone' };

/** Why a date is skipped; thrown inside the order's transaction, which then writes nothing. */
class Refusal extends Error {
  constructor(
    readonly reason: SkipReason,
    message: string,
    readonly leftOut: LeftOut[] = [],
    /** AlreadyOrdered: the customer's order already there that day. */
    readonly orderId: number | null = null,
  ) {
    super(message);
  }
}

const NO_SHOP =
  'Aucune boutique ne sert plus cette adresse, ou la boutique choisie n’existe plus\u00a0: modifiez votre commande récurrente.';

/**
 * The standing order's lines that can be ordered at `now`, and those left out with why: withdrawn, out of stock,
 * or not offered on a holiday day limited to its festive articles.
 */
async function linesOnSale(trx: Db, standingOrderId: number, now: Date, holiday: HolidayRule | undefined) {
  const lines = await repo.findLines(trx, [standingOrderId]);
  const onSale = new Map(
    (
      await catalogue
        .findArticlesByIds(
          trx,
          lines.map((l) => l.article_id),
          now.toISOString(),
          null,
        )
        .execute()
    ).map((a) => [a.id, a]),
  );
  const leftOut: LeftOut[] = [];
  const kept = lines.filter((line) => {
    const article = onSale.get(line.article_id);
    const offered = !holiday || holiday.articleIds.length === 0 || holiday.articleIds.includes(line.article_id);
    const reason = !article
      ? 'Withdrawn'
      : article.is_out_of_stock === 1
        ? 'OutOfStock'
        : offered
          ? null
          : 'NotOffered';
    if (reason) leftOut.push({ articleId: line.article_id, designation: line.designation, reason });
    return reason === null;
  });
  return { kept, leftOut };
}

export async function placeOccurrence(
  deps: OrderNoticeDeps,
  standingOrderId: number,
  date: string,
  fulfilment: Fulfilment | null,
  timing: Timing | null,
): Promise<Outcome> {
  const { db, now } = deps;
  const first = await repo.findStandingOrder(db, standingOrderId);
  const user = first ? await repo.findActiveUser(db, first.user_id) : undefined;
  if (!first || !user) return { kind: 'gone' };
  const viewer = toViewer(user);
  if (!fulfilment) return recordSkip(deps, standingOrderId, user.id, date, new Refusal('Refused', NO_SHOP));

  let outcome: Outcome;
  try {
    outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      await lockRow(trx, 'user_account', user.id);
      await lockRow(trx, 'shop', fulfilment.shop.id);
      if (await repo.findOccurrence(trx, standingOrderId, date)) return { kind: 'already' };
      const so = await repo.findStandingOrder(trx, standingOrderId);
      if (!so || so.paused === 1 || !isOccurrenceDate(periodOf(so), date)) return { kind: 'gone' };
      if (!viewer.isVerified) {
        throw new Refusal('Refused', 'Votre compte n’est pas vérifié\u00a0: saisissez le code reçu par SMS.');
      }
      // Under the customer's lock, where their own orders are placed too: none can slip in before the write.
      const existing = orderAlreadyThere(
        await repo.findOpenOrdersBetween(trx, user.id, date, date),
        date,
        so,
        fulfilment,
      );
      if (existing) {
        throw new Refusal('AlreadyOrdered', alreadyOrderedMessage(existing, fulfilment), [], existing.id);
      }
      const { refused, holiday } = await calendarDay(trx, fulfilment, date, now);
      if (refused) {
        const reason = refused.refusal === 'closed' ? 'Closed' : refused.refusal === 'full' ? 'Full' : 'Refused';
        throw new Refusal(reason, refused.message);
      }

      const onSale = await linesOnSale(trx, so.id, now, holiday);
      // Under the shop's lock, in the order's transaction: an article past its day's quota is left out, and
      // the customer's e-mail (or the skip) says so.
      const beyond = new Set((await linesBeyondQuota(trx, date, onSale.kept)).map((b) => b.line.article_id));
      const kept = onSale.kept.filter((l) => !beyond.has(l.article_id));
      const leftOut: LeftOut[] = [
        ...onSale.leftOut,
        ...onSale.kept
          .filter((l) => beyond.has(l.article_id))
          .map((l) => ({ articleId: l.article_id, designation: l.designation, reason: 'SoldOut' as const })),
      ];
      if (kept.length === 0) throw new Refusal('Unavailable', messages.unavailableMessage(leftOut), leftOut);

      const timeWindowId = await chooseWindow(trx, fulfilment.shop, so.mode, date, so.window_starts, holiday);
      let orderId: number;
      try {
        orderId = await writeOrder(trx, now, {
          viewer,
          fulfilment,
          mode: so.mode,
          date,
          basis: viewer.isApprovedPro ? 'HT' : 'TTC',
          company: so.mode === 'Delivery' ? so.address_company : null,
          timeWindowId,
          address: so.mode === 'Delivery' ? deliveryAddressOf(so) : undefined,
          comment: so.comment,
          deliveryInstructions: so.delivery_instructions,
          // One order per standing order and date, even past this table: the user's key is unique (and
          // out of the reach of the keys a customer sends).
          idempotencyKey: standingOrderKey(so.id, date),
          lines: kept,
          eventDetail: { standingOrderId: so.id },
        });
      } catch (error) {
        if (error instanceof AppError) throw new Refusal('Refused', error.message, leftOut);
        throw error;
      }
      await repo.insertOccurrence(trx, {
        standing_order_id: so.id,
        date,
        status: 'placed',
        skip_reason: null,
        message: leftOut.length > 0 ? `${leftOut.length} article${leftOut.length > 1 ? 's' : ''} non inclus.` : null,
        order_id: orderId,
        left_out: JSON.stringify(leftOut),
        created_at: now.toISOString(),
      });
      return { kind: 'placed', orderId, leftOut };
    });
  } catch (error) {
    if (error instanceof Refusal) return recordSkip(deps, standingOrderId, user.id, date, error);
    // Another process wrote this date first.
    if (isUniqueViolation(error)) return { kind: 'already' };
    throw error;
  }

  if (outcome.kind === 'placed') {
    const order = await getOrder(db, viewer, outcome.orderId, now);
    if (user.email) {
      try {
        const text = messages.placedMail(
          order,
          user.first_name ?? '',
          first.name,
          outcome.leftOut,
          timing?.cutOffAt ?? now,
          deps.publicUrl,
        );
        await deps.messenger.sendMail({ to: user.email, ...text });
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id }, 'standing order e-mail not sent');
      }
    }
    await tellTheShop(deps, fulfilment.shop.email, order);
  }
  return outcome;
}

/**
 * A pickup window or delivery round for the day, when it has some: the preferred start if it has room,
 * otherwise the earliest with room; undefined on a day without windows.
 */
async function chooseWindow(
  trx: Db,
  shop: Fulfilment['shop'],
  mode: 'Pickup' | 'Delivery',
  date: string,
  preferred: string | null,
  holiday: HolidayRule | undefined,
): Promise<number | undefined> {
  const windows = await windowsWithRoom(trx, shop, mode, date, holiday);
  if (windows.length === 0) return undefined;
  const open = windows.filter((w) => w.remaining > 0);
  const chosen = open.find((w) => w.starts === preferred) ?? open[0];
  if (!chosen) throw new Refusal('Full', 'Tous les créneaux de ce jour sont complets.');
  return chosen.id;
}

/** Writes the skip in its own transaction (the order's was rolled back), once, and tells the customer. */
async function recordSkip(
  deps: OrderNoticeDeps,
  standingOrderId: number,
  userId: number,
  date: string,
  refusal: Refusal,
): Promise<Outcome> {
  const { db, now } = deps;
  let name: string | null = null;
  try {
    const recorded = await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'user_account', userId);
      if (await repo.findOccurrence(trx, standingOrderId, date)) return false;
      const so = await repo.findStandingOrder(trx, standingOrderId);
      if (!so) return false;
      name = so.name;
      await repo.insertOccurrence(trx, {
        standing_order_id: standingOrderId,
        date,
        status: 'skipped',
        skip_reason: refusal.reason,
        message: refusal.message,
        order_id: refusal.orderId,
        left_out: JSON.stringify(refusal.leftOut),
        created_at: now.toISOString(),
      });
      return true;
    });
    if (!recorded) return { kind: 'already' };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'already' };
    throw error;
  }
  const user = await repo.findActiveUser(db, userId);
  if (user?.email) {
    try {
      await deps.messenger.sendMail({
        to: user.email,
        ...messages.skippedMail(date, user.first_name ?? '', name, refusal.message),
      });
    } catch (error) {
      deps.log.error({ err: error, standingOrderId }, 'standing order skip e-mail not sent');
    }
  }
  return { kind: 'skipped', reason: refusal.reason, message: refusal.message };
}
