import {
  type CreateStandingOrderInput,
  parisDate,
  type Shop,
  STANDING_ORDER_MAX_LINES,
  STANDING_ORDERS_MAX_PER_USER,
  type StandingOrder,
  type StandingOrdersResponse,
  toHundredths,
  type UpdateStandingOrderInput,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { findCartLines } from '../cart/cart.repository.js';
import * as catalogue from '../catalogue/catalogue.repository.js';
import { frenchDay } from '../orders/orders.messages.js';
import * as orders from '../orders/orders.repository.js';
import { deliveryCompany } from '../orders/orders.service.js';
import { findFulfilment } from '../orders/slots.service.js';
import type { Viewer } from '../sessions/sessions.js';
import { isOccurrenceDate } from './occurrence-dates.js';
import { fulfilmentOf, periodOf, readCalendars, toStandingOrders } from './standing-order-view.js';
import * as repo from './standing-orders.repository.js';

type User = NonNullable<Viewer>;
export type StandingOrderDeps = { db: Db; now: Date; placeTime: string };

const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const NOT_FOUND = 'Cette commande récurrente n’existe pas.';

export async function listStandingOrders(deps: StandingOrderDeps, viewer: User): Promise<StandingOrdersResponse> {
  const rows = await repo.findUserStandingOrders(deps.db, viewer.userId);
  return { items: await toStandingOrders(deps.db, rows, deps.now, deps.placeTime) };
}

async function getStandingOrder(deps: StandingOrderDeps, viewer: User, id: number): Promise<StandingOrder> {
  const row = await repo.findUserStandingOrder(deps.db, viewer.userId, id);
  if (!row) throw notFound(NOT_FOUND);
  const [standing] = await toStandingOrders(deps.db, [row], deps.now, deps.placeTime);
  return standing as StandingOrder;
}

type Line = { article_id: number; quantity_hundredths: number; preparation_note: string | null };

/** The lines of a new standing order: given, from the cart or from one of the customer's orders. */
async function sourceLines(db: Db, now: Date, viewer: User, input: CreateStandingOrderInput): Promise<Line[]> {
  if (input.lines) {
    return input.lines.map((l) => ({
      article_id: l.articleId,
      quantity_hundredths: toHundredths(l.quantity),
      preparation_note: l.preparationNote,
    }));
  }
  let lines: Line[];
  let field: string;
  if (input.fromOrderId !== undefined) {
    field = 'FromOrderId';
    const order = await orders.findUserOrder(db, viewer.userId, input.fromOrderId);
    if (!order) throw validation(field, 'Cette commande n’existe pas.');
    lines = (await orders.findOrderLines(db, [order.id])).map((l) => ({
      article_id: l.article_id,
      quantity_hundredths: l.quantity_hundredths,
      preparation_note: l.preparation_note,
    }));
  } else {
    field = 'FromCart';
    lines = (await findCartLines(db, viewer.userId)).map((l) => ({ ...l, preparation_note: null }));
    if (lines.length === 0) throw validation(field, 'Votre panier est vide.');
  }
  // What is no longer sold is left out of a copy; a standing order needs something left.
  const onSale = await onSaleArticles(db, now, lines);
  const kept = lines.filter(
    (l, i) => onSale.has(l.article_id) && lines.findIndex((m) => m.article_id === l.article_id) === i,
  );
  if (kept.length === 0) throw validation(field, 'Aucun de ces articles n’est encore en vente.');
  if (kept.length > STANDING_ORDER_MAX_LINES) {
    throw validation(field, `Une commande récurrente compte ${STANDING_ORDER_MAX_LINES} articles au plus.`);
  }
  return kept;
}

async function onSaleArticles(db: Db, now: Date, lines: Line[]) {
  const ids = [...new Set(lines.map((l) => l.article_id))];
  const rows = await catalogue.findArticlesByIds(db, ids, now.toISOString(), null).execute();
  return new Map(rows.map((a) => [a.id, a]));
}

/** Every article on sale, pieces in whole numbers (out of stock is fine: it is left out on the day). */
async function checkLines(db: Db, now: Date, lines: Line[]) {
  const onSale = await onSaleArticles(db, now, lines);
  const missing = lines.filter((l) => !onSale.has(l.article_id));
  if (missing.length > 0) {
    const names = await db
      .selectFrom('article')
      .select(['id', 'designation'])
      .where(
        'id',
        'in',
        missing.map((l) => l.article_id),
      )
      .execute();
    const first = names[0];
    throw validation(
      'Lines',
      first ? `«\u00a0${first.designation}\u00a0» n’est plus en vente\u00a0: retirez-le.` : 'Cet article n’existe pas.',
    );
  }
  for (const line of lines) {
    const article = onSale.get(line.article_id);
    if (article?.sale_unit === 'piece' && line.quantity_hundredths % 100 !== 0) {
      throw validation(
        'Lines',
        `«\u00a0${article.designation}\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.`,
      );
    }
  }
}

/** A weekday the shop never opens would be skipped every week: refused at once. */
function checkWeekdays(shop: Shop, weekdays: number[]) {
  const closed = weekdays.filter((d) => (shop.openingHours.find((h) => h.weekday === d)?.periods.length ?? 0) === 0);
  if (closed.length === 0) return;
  const names = closed.map((d) => WEEKDAY_NAMES[d - 1]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0];
  throw validation('Weekdays', `La boutique ${shop.name} est fermée le ${list}\u00a0: choisissez d’autres jours.`);
}

function requireVerified(viewer: User) {
  if (!viewer.isVerified) {
    throw new AppError('FORBIDDEN', 'Vérifiez votre compte avec le code reçu par SMS avant de commander.');
  }
}

const addressColumns = (address: CreateStandingOrderInput['address'], company: string | null) => ({
  address_first_name: address?.firstName ?? null,
  address_last_name: address?.lastName ?? null,
  address_street: address?.street ?? null,
  address_post_code: address?.postcode ?? null,
  address_city: address?.city ?? null,
  address_country: address?.country ?? null,
  address_company: company,
});

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
  await checkLines(db, now, lines);
  const fulfilment = await findFulfilment(
    db,
    now,
    input.mode,
    input.shopId,
    input.address?.postcode,
    'Address.Postcode',
  );
  checkWeekdays(fulfilment.shop, input.weekdays);
  const delivery = input.mode === 'Delivery';
  const company = delivery ? await deliveryCompany(db, viewer, input.address?.company) : null;
  const at = now.toISOString();

  const id = await db.transaction().execute(async (trx) => {
    await orders.lockRow(trx, 'user_account', viewer.userId);
    if ((await repo.countUserStandingOrders(trx, viewer.userId)) >= STANDING_ORDERS_MAX_PER_USER) {
      throw new AppError(
        'CONFLICT',
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
  if (lines) await checkLines(db, now, lines);

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
  if (fulfilment && (input.mode || input.weekdays)) checkWeekdays(fulfilment.shop, weekdays);
  const period = { weekdays, startDate, endDate };
  if (input.skip !== undefined && (input.skip < today || !isOccurrenceDate(period, input.skip))) {
    throw validation('Skip', 'Cette date ne fait pas partie des prochaines dates de la commande récurrente.');
  }

  await db.transaction().execute(async (trx) => {
    await orders.lockRow(trx, 'user_account', viewer.userId);
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
    const order = known.order_id
      ? await trx.selectFrom('customer_order').select('number').where('id', '=', known.order_id).executeTakeFirst()
      : undefined;
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
    await orders.lockRow(trx, 'user_account', viewer.userId);
    if (!(await repo.findUserStandingOrder(trx, viewer.userId, id))) throw notFound(NOT_FOUND);
    await repo.deleteStandingOrder(trx, id);
  });
}
