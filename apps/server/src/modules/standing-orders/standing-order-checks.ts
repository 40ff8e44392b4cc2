import {
  type CreateStandingOrderInput,
  type QuantityLimits,
  type Shop,
  STANDING_ORDER_MAX_LINES,
  toHundredths,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { findCartLines } from '../cart/index.js';
import * as catalogue from '../catalogue/index.js';
import * as orders from '../orders/index.js';
import { checkCeiling } from '../quantity-limits/quantity-limits.service.js';
import type { Viewer } from '../sessions/sessions.js';
import * as repo from './standing-orders.repository.js';

// What a standing order is made of, checked when it is created or changed (the day itself is checked again
// when each date is placed).

type User = NonNullable<Viewer>;
const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

export type Line = { article_id: number; quantity_hundredths: number; preparation_note: string | null };

/** The lines of a new standing order: given, from the cart or from one of the customer's orders. */
export async function sourceLines(db: Db, now: Date, viewer: User, input: CreateStandingOrderInput): Promise<Line[]> {
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
    if (lines.length === 0) throw validation(field, 'Votre panier est vide.', 'CART_EMPTY');
  }
  // What is no longer sold is left out of a copy; a standing order needs something left.
  const onSale = await onSaleArticles(db, now, lines);
  const kept = lines.filter(
    (l, i) => onSale.has(l.article_id) && lines.findIndex((m) => m.article_id === l.article_id) === i,
  );
  if (kept.length === 0) throw validation(field, 'Aucun de ces articles n’est encore en vente.', 'ARTICLE_UNAVAILABLE');
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

/**
 * Every article on sale, pieces in whole numbers, each line within its ceiling (`ceilings`: the business's,
 * whether pro prices apply, the phone of the shop that prepares it). Out of stock is fine: it is left out on
 * the day.
 */
export async function checkLines(
  db: Db,
  now: Date,
  lines: Line[],
  ceilings: { limits: QuantityLimits; pro: boolean; phone: string },
) {
  const onSale = await onSaleArticles(db, now, lines);
  const missing = lines.filter((l) => !onSale.has(l.article_id));
  if (missing.length > 0) {
    const names = await repo.findArticleNames(
      db,
      missing.map((l) => l.article_id),
    );
    const first = names[0];
    throw validation(
      'Lines',
      first ? `«\u00a0${first.designation}\u00a0» n’est plus en vente\u00a0: retirez-le.` : 'Cet article n’existe pas.',
      'ARTICLE_UNAVAILABLE',
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
    if (article)
      checkCeiling(ceilings, { ...line, designation: article.designation, sale_unit: article.sale_unit }, 'Lines');
  }
}

/** A weekday the shop never opens would be skipped every week: refused at once. */
export function checkWeekdays(shop: Shop, weekdays: number[]) {
  const closed = weekdays.filter((d) => (shop.openingHours.find((h) => h.weekday === d)?.periods.length ?? 0) === 0);
  if (closed.length === 0) return;
  const names = closed.map((d) => WEEKDAY_NAMES[d - 1]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0];
  throw validation(
    'Weekdays',
    `La boutique ${shop.name} est fermée le ${list}\u00a0: choisissez d’autres jours.`,
    'SHOP_CLOSED',
  );
}
