import {
  type CreateStandingOrderInput,
  type ExportedStandingOrder,
  parisDate,
  STANDING_ORDERS_MAX_PER_USER,
  type StandingOrder,
  type StandingOrdersResponse,
  toHundredths,
  type UpdateStandingOrderInput,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { findFulfilment } from '../orders/fulfilment.js';
import { addressColumns, requireVerified } from '../orders/index.js';
import { deliveryCompany } from '../orders/orders.service.js';
import { businessPhone, readQuantityLimits } from '../quantity-limits/quantity-limits.service.js';
import type { Viewer } from '../sessions/sessions.js';
import { isOccurrenceDate } from './occurrence-dates.js';
import { checkLines, checkWeekdays, type Line, sourceLines } from './standing-order-checks.js';
import { decided, fulfilmentOf, periodOf, readCalendars, toStandingOrders } from './standing-order-view.js';
import * as repo from './standing-orders.repository.js';

type User = NonNullable<Viewer>;
export type StandingOrderDeps = { db: Db; now: Date; placeTime: string };

const NOT_FOUND = 'Cette commande récurrente n’existe pas.';

export async function listStandingOrders(deps: StandingOrderDeps, viewer: User): Promise<StandingOrdersResponse> {
  const rows = await repo.findUserStandingOrders(deps.db, viewer.userId);
  return { items: await toStandingOrders(deps.db, rows, deps.now, deps.placeTime) };
}

/**
 * A customer's standing orders as their answers read them, each with every date it ever decided (the GDPR
 * export: the answer itself shows only the recent ones).
 */
export async function allStandingOrdersOf(deps: StandingOrderDeps, userId: number): Promise<ExportedStandingOrder[]> {
  const rows = await repo.findUserStandingOrders(deps.db, userId);
  const [answers, occurrences] = await Promise.all([
    toStandingOrders(deps.db, rows, deps.now, deps.placeTime),
    repo.findOccurrences(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  return answers.map((answer) => ({
    ...answer,
    occurrences: occurrences.filter((o) => o.standing_order_id === answer.id).map((o) => decided(o, null)),
  }));
}

async function getStandingOrder(deps: StandingOrderDeps, viewer: User, id: number): Promise<StandingOrder> {
  const row = await repo.findUserStandingOrder(deps.db, viewer.userId, id);
  if (!row) throw notFound(NOT_FOUND);
  const [standing] = await toStandingOrders(deps.db, [row], deps.now, deps.placeTime);
  return standing as StandingOrder;
}

/** A standing order's lines hold what an order placed now may: the pro's ceilings where pro prices apply. */
async function ceilingsAt(db: Db, viewer: User, phone: string) {
  return { limits: await readQuantityLimits(db), pro: viewer.isApprovedPro, phone };
}

const toLineRows = (lines: Line[]) => lines.map((l, position) => ({ ...l, position }));

export async function createStandingOrder(
  deps: StandingOrderDeps,
  viewer: User,
  input: CreateStandingOrderInput,
): Promise<StandingOrder> {
  const { db, now } = deps;
  requireVerified(viewer);
  if (input.startDate < parisDate(now)) throw validation('StartDate', 'La date de début ne peut pas être passée.');
  const lines = await sourceLines(db, now, viewer, input);
  const fulfilment = await findFulfilment(
    db,
    now,
    input.mode,
    input.shopId,
    input.address?.postcode,
    'Address.Postcode',
  );
  await checkLines(db, now, lines, await ceilingsAt(db, viewer, fulfilment.shop.phone));
  checkWeekdays(fulfilment.shop, input.weekdays);
  const delivery = input.mode === 'Delivery';
  const company = delivery ? await deliveryCompany(db, viewer, input.address?.company) : null;
  const at = now.toISOString();

  const id = await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'user_account', viewer.userId);
    if ((await repo.countUserStandingOrders(trx, viewer.userId)) >= STANDING_ORDERS_MAX_PER_USER) {
      throw new AppError(
        'STANDING_ORDERS_CAP',
        `Vous avez déjà ${STANDING_ORDERS_MAX_PER_USER} commandes récurrentes\u00a0: supprimez-en une pour en créer une autre.`,
      );
    }
    return repo.insertStandingOrder(
      trx,
      {
        user_id: viewer.userId,
        name: input.name,
        mode: input.mode,
        shop_id: input.shopId ?? null,
        ...addressColumns(delivery ? input.address : undefined, company),
        delivery_instructions: delivery ? input.deliveryInstructions : null,
        comment: input.comment,
        window_starts: input.windowStarts,
        weekdays: input.weekdays.join(','),
        start_date: input.startDate,
        end_date: input.endDate,
        paused: input.paused ? 1 : 0,
        created_at: at,
        updated_at: at,
      },
      toLineRows(lines),
    );
  });
  return getStandingOrder(deps, viewer, id);
}

export async function updateStandingOrder(
  deps: StandingOrderDeps,
  viewer: User,
  id: number,
  input: UpdateStandingOrderInput,
): Promise<StandingOrder> {
  const { db, now } = deps;
  const row = await repo.findUserStandingOrder(db, viewer.userId, id);
  if (!row) throw notFound(NOT_FOUND);
  const today = parisDate(now);
  const lines = input.lines?.map((l) => ({
    article_id: l.articleId,
    quantity_hundredths: toHundredths(l.quantity),
    preparation_note: l.preparationNote,
  }));

  const startDate = input.startDate ?? row.start_date;
  if (input.startDate !== undefined && input.startDate !== row.start_date && input.startDate < today) {
    throw validation('StartDate', 'La date de début ne peut pas être passée.');
  }
  const endDate = input.endDate === undefined ? row.end_date : input.endDate;
  if (endDate !== null && endDate < startDate) throw validation('EndDate', 'La date de fin précède la date de début.');
  const weekdays = input.weekdays ?? periodOf(row).weekdays;

  let place = {};
  const fulfilment = input.mode
    ? await findFulfilment(db, now, input.mode, input.shopId, input.address?.postcode, 'Address.Postcode')
    : fulfilmentOf(row, (await readCalendars(db, now)).shops);
  if (input.mode) {
    const delivery = input.mode === 'Delivery';
    const company = delivery ? await deliveryCompany(db, viewer, input.address?.company) : null;
    place = {
      mode: input.mode,
      shop_id: input.shopId ?? null,
      ...addressColumns(delivery ? input.address : undefined, company),
      delivery_instructions: delivery ? (input.deliveryInstructions ?? null) : null,
    };
  }
  if (lines) {
    const phone = fulfilment ? fulfilment.shop.phone : await businessPhone(db);
    await checkLines(db, now, lines, await ceilingsAt(db, viewer, phone));
  }
  if (fulfilment && (input.mode || input.weekdays)) checkWeekdays(fulfilment.shop, weekdays);
  const period = { weekdays, startDate, endDate };
  if (input.skip !== undefined && (input.skip < today || !isOccurrenceDate(period, input.skip))) {
    throw validation('Skip', 'Cette date ne fait pas partie des prochaines dates de la commande récurrente.');
  }

  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'user_account', viewer.userId);
    if (!(await repo.findUserStandingOrder(trx, viewer.userId, id))) throw notFound(NOT_FOUND);
    await repo.updateStandingOrder(trx, id, {
      ...place,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      ...(input.windowStarts !== undefined ? { window_starts: input.windowStarts } : {}),
      ...(input.deliveryInstructions !== undefined && !input.mode && row.mode === 'Delivery'
        ? { delivery_instructions: input.deliveryInstructions }
        : {}),
      ...(input.paused !== undefined ? { paused: input.paused ? 1 : 0 } : {}),
      weekdays: weekdays.join(','),
      start_date: startDate,
      end_date: endDate,
      updated_at: now.toISOString(),
    });
    if (lines) await repo.replaceLines(trx, id, toLineRows(lines));
    if (input.unskip !== undefined && !(await repo.deleteCustomerSkip(trx, id, input.unskip))) {
      throw validation('Unskip', 'Cette date n’a pas été sautée à votre demande.');
    }
    if (input.skip !== undefined) await skipDate(trx, id, input.skip, now);
  });
  return getStandingOrder(deps, viewer, id);
}

/** Skipping is deciding the date: the schedule will never place it (until the customer gives it back). */
async function skipDate(trx: Db, id: number, date: string, now: Date) {
  const known = await repo.findOccurrence(trx, id, date);
  if (known?.status === 'placed') {
    const order = known.order_id ? await repo.findOrderNumber(trx, known.order_id) : undefined;
    throw new AppError(
      'CONFLICT',
      `La commande du ${frenchDay(date)} est déjà passée (n°\u00a0${order?.number ?? ''})\u00a0: appelez la boutique pour la modifier ou l’annuler.`,
    );
  }
  if (known) return;
  await repo.insertOccurrence(trx, {
    standing_order_id: id,
    date,
    status: 'skipped',
    skip_reason: 'Customer',
    message: 'Date sautée à votre demande.',
    order_id: null,
    created_at: now.toISOString(),
  });
}

export async function deleteStandingOrder(deps: StandingOrderDeps, viewer: User, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'user_account', viewer.userId);
    if (!(await repo.findUserStandingOrder(trx, viewer.userId, id))) throw notFound(NOT_FOUND);
    await repo.deleteStandingOrder(trx, id);
  });
}
