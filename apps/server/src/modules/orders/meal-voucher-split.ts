import {
  lineTotalCents,
  MEAL_VOUCHER_CHECKOUT_REFUSAL,
  type MealVoucherSplitAnswer,
  type MealVoucherSplitQuery,
} from '@boucherie/contract';
import { toEuros } from '../../lib/money.js';
import { mealVoucherSplitOf } from '../payments/index.js';
import type { Viewer } from '../sessions/sessions.js';
import type { OrderDeps } from './order-deps.js';
import { unitPriceIn } from './order-writer.js';
import * as repo from './orders.repository.js';

/**
 * What titres-restaurant would pay of the customer's cart on a day (ADR 073), for the checkout to say
 * « Titre-restaurant 18,40 € + carte 7,10 € » before the order: the lines at their estimate, as placing
 * would price them; the delivery fee is never theirs, so the card's part is the checkout's total less this.
 */
export async function cartMealVoucherSplit(
  deps: OrderDeps,
  viewer: NonNullable<Viewer>,
  query: MealVoucherSplitQuery,
): Promise<MealVoucherSplitAnswer> {
  const [cart, onSale] = await Promise.all([repo.findCartForOrder(deps.db, viewer.userId), deps.onSale()]);
  const basis = viewer.isApprovedPro ? 'HT' : 'TTC';
  const lines = cart.flatMap((line) => {
    const article = onSale(line.article_id);
    if (!article) return [];
    const totalCents = lineTotalCents({
      quantityHundredths: line.quantity_hundredths,
      unitPriceCents: unitPriceIn(basis, article),
      vatRateBp: article.vat_rate_bp,
    });
    return [{ articleId: line.article_id, totalCents }];
  });
  const { split, usedCents } = await mealVoucherSplitOf(deps.db, {
    userId: viewer.userId,
    date: query.date,
    lines,
    deliveryFeeCents: 0,
  });
  return {
    eligible: toEuros(split.eligibleCents),
    voucher: toEuros(split.voucherCents),
    usedToday: toEuros(usedCents),
    refusal: split.refusal,
    message: split.refusal ? MEAL_VOUCHER_CHECKOUT_REFUSAL[split.refusal] : null,
  };
}
