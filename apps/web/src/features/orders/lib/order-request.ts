import { type OrderMode, type PaymentMethod, type PlaceOrderRequest, USER_TYPE } from '@boucherie/contract';
import { trimmedAddress } from '../../../lib/delivery-address';
import type { SessionUser } from '../../session';
import { type CartLineSummary, noteKey, type OrderFormValues } from './order-form';

/** The preparation notes the customer wrote, trimmed, the empty ones left out. */
export function preparationNotes(values: OrderFormValues, lines: readonly CartLineSummary[]) {
  return lines
    .map((line) => ({ articleId: line.articleId, note: (values.notes[noteKey(line.articleId)] ?? '').trim() }))
    .filter((n) => n.note !== '');
}

export type OrderChoices = {
  /** A visitor's form is checked too, before they log in. */
  user: SessionUser | null;
  mode: OrderMode;
  shopId: PlaceOrderRequest['shopId'];
  /** Null while no day is chosen: the contract's check then asks for one. */
  day: string | null;
  windowId: number | null;
  /** Left out: the shop's default for the day. */
  paymentMethod?: PaymentMethod | undefined;
};

/** POST /api/orders' body before the contract's check: its day may be missing yet. */
export type OrderRequestDraft = Omit<PlaceOrderRequest, 'date'> & { date?: string };

/** POST /api/orders' body from the form and the choices beside it (mode, shop, day, window). */
export function orderRequest(
  values: OrderFormValues,
  lines: readonly CartLineSummary[],
  { user, mode, shopId, day, windowId, paymentMethod }: OrderChoices,
): OrderRequestDraft {
  const address = values.address;
  const body: OrderRequestDraft = {
    mode,
    shopId,
    ...(day ? { date: day } : {}),
    ...(windowId !== null ? { timeWindowId: windowId } : {}),
    address:
      mode === 'Delivery'
        ? {
            ...trimmedAddress(address),
            ...(user?.userType === USER_TYPE.pro ? { company: address.company.trim() } : {}),
          }
        : undefined,
    comment: values.comment.trim() || null,
    preparationNotes: preparationNotes(values, lines),
    ...(paymentMethod ? { paymentMethod } : {}),
  };
  const instructions = values.deliveryInstructions.trim();
  if (mode === 'Delivery' && instructions) body.deliveryInstructions = instructions;
  return body;
}
