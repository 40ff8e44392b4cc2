import { type ChangeOrderLinesRequest, type Order, priceLines } from '@boucherie/contract';
import { fieldPathOf } from '../../../lib/forms/server-errors';
import { type OrderTotalsValues, totalsValues } from './order-totals';

type Line = Order['lines'][number];

/** Today's price of an article in the order's basis; `orderable` false once withdrawn or out of stock. */
export type TodayArticle = { unitPrice: number | null; orderable: boolean; step: number };

/** The new quantity of each line, by article (0: removed). */
export type QuantityDraft = Readonly<Record<number, number>>;

export const draftFrom = (order: Order): QuantityDraft =>
  Object.fromEntries(order.lines.map((line) => [line.articleId, line.quantity]));

/** A line the shop already weighed or marked unavailable: only the shop changes it now. */
export const isPrepared = (line: Line) => line.weighedQuantity !== null || line.isUnavailable;

/** The stepper's step: the butcher's step of the article (0,1 kg by default), whole pieces. */
export const stepOf = (line: Line, today: TodayArticle | undefined) =>
  today?.step ?? (line.saleUnit === 'kg' ? 0.1 : 1);

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The unit price a line will have: its own while its quantity is unchanged, today's once changed (the
 * server's rule, ADR 030); today's price unknown yet, its own.
 */
export function unitPriceAfter(line: Line, quantity: number, today: TodayArticle | undefined): number {
  if (quantity === line.quantity) return line.unitPrice;
  return today?.unitPrice ?? line.unitPrice;
}

/** The totals the order will have with the draft's quantities, by the shop's one pricing rule. */
export function totalsAfter(
  order: Order,
  draft: QuantityDraft,
  today: ReadonlyMap<number, TodayArticle>,
): OrderTotalsValues {
  const kept = order.lines.filter((line) => (draft[line.articleId] ?? 0) > 0);
  const priced = priceLines(
    kept.map((line) => {
      const quantity = draft[line.articleId] ?? 0;
      return {
        quantityHundredths: Math.round(quantity * 100),
        unitPriceCents: cents(unitPriceAfter(line, quantity, today.get(line.articleId))),
        vatRateBp: Math.round(line.vatRate * 100),
        weighedGrams: line.weighedQuantity === null ? null : Math.round(line.weighedQuantity * 1000),
        isUnavailable: line.isUnavailable,
      };
    }),
    order.priceBasis,
    // The fee stays as placed.
    cents(order.deliveryFee),
  );
  return totalsValues(priced, order.priceBasis);
}

/** Whether the draft differs from the order, and keeps at least one article. */
export function draftState(order: Order, draft: QuantityDraft): 'unchanged' | 'empty' | 'changed' {
  if (order.lines.every((line) => (draft[line.articleId] ?? 0) === 0)) return 'empty';
  return order.lines.some((line) => (draft[line.articleId] ?? 0) !== line.quantity) ? 'changed' : 'unchanged';
}

/** The request: every kept line with its quantity, in the order's order (removed lines are left out). */
export function changeRequest(order: Order, draft: QuantityDraft): ChangeOrderLinesRequest {
  return {
    lines: order.lines
      .filter((line) => (draft[line.articleId] ?? 0) > 0)
      .map((line) => ({ articleId: line.articleId, quantity: draft[line.articleId] ?? 0 })),
  };
}

/**
 * The server's refusal placed on the screen: `Lines[i].Quantity` under the i-th line sent, anything else
 * at the top.
 */
export function changeErrorsFrom(
  request: ChangeOrderLinesRequest,
  errors: Record<string, string[]> | undefined,
  fallback: string,
): { top: string; lines: Record<number, string> } {
  const lines: Record<number, string> = {};
  let top = '';
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const [name, index] = fieldPathOf(field);
    const articleId = name === 'lines' && typeof index === 'number' ? request.lines[index]?.articleId : undefined;
    if (articleId !== undefined && messages[0]) lines[articleId] = messages[0];
    else top ||= messages[0] ?? '';
  }
  if (!top && Object.keys(lines).length === 0) top = fallback;
  return { top, lines };
}
