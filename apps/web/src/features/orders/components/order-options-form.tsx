import { type Order, type PaymentMethod, placeOrderForm, type Shop } from '@boucherie/contract';
import { useRef, useState } from 'react';
import { addressFromProfile } from '../../../lib/delivery-address';
import { Form } from '../../../lib/forms/form';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { isProUser, type SessionUser } from '../../session';
import { useOrderChoices } from '../hooks/use-order-choices';
import { useOrderOffer } from '../hooks/use-order-offer';
import { useSendOrder } from '../hooks/use-send-order';
import { carriedRequests } from '../lib/carried-requests';
import { tomorrowInParis } from '../lib/order-days';
import { orderDraft } from '../lib/order-draft';
import { type CartLineSummary, noteKey, type OrderFormValues } from '../lib/order-form';
import { type OrderChoices, orderRequest, preparationNotes } from '../lib/order-request';
import { estimateOrder, type PriceBasis } from '../lib/order-totals';
import { ButcherRequests } from './butcher-requests';
import { OrderPlaceFields } from './order-place-fields';
import { OrderSummary } from './order-summary';
import type { OpeningLine } from './shop-choice';
import { SlotPicker } from './slot-picker';
import { StickyTotal } from './sticky-total';
import { WindowPicker } from './window-picker';

export { NETWORK_FAILURE_MESSAGE } from '../hooks/use-send-order';

const EMPTY_CHOICES = { mode: 'Pickup', shopId: undefined, day: null, windowId: null } as const;

type Props = {
  user: SessionUser | null;
  lines: readonly CartLineSummary[];
  shops: readonly Shop[] | undefined;
  hoursOf: (shop: Shop) => OpeningLine[];
  onPlaced: (order: Order) => void;
  /** A visitor wants to order: they log in first and come back. */
  onLoginRequired: () => void;
  /** The server refused the cart (empty, an article withdrawn): it is fetched again. */
  onCartRefused: () => void;
};

/** The form's first values: the profile's address, and the notes of a draft or of a past order. */
function useFirstValues(user: SessionUser | null, lines: readonly CartLineSummary[]): OrderFormValues {
  const [draft] = useState(() => orderDraft.take());
  // "Commander à nouveau": the past order's notes and driver's instructions come back with its lines.
  const [carried] = useState(() => carriedRequests.read());
  return {
    address: addressFromProfile(user),
    comment: draft?.comment ?? '',
    deliveryInstructions: draft?.deliveryInstructions ?? carried?.deliveryInstructions ?? '',
    notes: Object.fromEntries(
      lines.map((l) => [noteKey(l.articleId), draft?.notes[l.articleId] ?? carried?.notes[l.articleId] ?? '']),
    ),
  };
}

/** The order screen's form: mode, shop or address, day, notes, and the summary with the order button. */
export function OrderOptionsForm({ user, lines, shops, hoursOf, onPlaced, onLoginRequired, onCartRefused }: Props) {
  const basis: PriceBasis = isProUser(user) ? 'HT' : 'TTC';
  const choices = useOrderChoices(user, shops);
  const { mode } = choices;
  // The choices made beside the form's fields (mode, shop, day, window, payment), as the last render saw
  // them: the contract's checks read the request they make with the fields.
  const choicesRef = useRef<{ request: Omit<OrderChoices, 'user'>; windowsOffered: boolean } | null>(null);
  const requestOf = (values: OrderFormValues) =>
    orderRequest(values, lines, { user, ...(choicesRef.current?.request ?? EMPTY_CHOICES) });
  const [schema] = useState(() => placeOrderForm(() => choicesRef.current?.windowsOffered ?? false));
  const form = useZodForm<OrderFormValues, typeof schema>(schema, useFirstValues(user, lines), requestOf, {
    // A preparation note is checked as the request's n-th note: its message goes to its article's field.
    nameOf: (path): string =>
      path[0] === 'preparationNotes'
        ? `notes.${noteKey(preparationNotes(form.getValues(), lines)[Number(path[1])]?.articleId ?? 0)}`
        : path.map(String).join('.'),
  });
  const postcode = form.watch('address.postcode')?.trim() ?? '';
  const comment = form.watch('comment') ?? '';
  const where = useOrderOffer({ mode, shopId: choices.shopId, postcode, preferredDay: choices.preferredDay });
  const { offer, day, slot, windowId } = where;
  const totals = estimateOrder(lines, basis, mode === 'Delivery' ? (offer?.deliveryFee ?? 0) : 0);
  const shop = shops?.find((s) => s.id === (mode === 'Pickup' ? choices.shopId : offer?.shopId));
  const order = useSendOrder({ form, lines, onPlaced, onCartRefused, onSlotRefused: () => void where.slots.refetch() });
  const { placeErrors, clearPlaceError } = order;
  // The owner's choice for the chosen day, the default first; the customer's own choice while it is offered.
  const [chosenPayment, setChosenPayment] = useState<PaymentMethod | undefined>(undefined);
  const paymentMethods = slot?.paymentMethods ?? [];
  const paymentMethod = chosenPayment && paymentMethods.includes(chosenPayment) ? chosenPayment : paymentMethods[0];
  choicesRef.current = {
    request: {
      mode,
      shopId: mode === 'Pickup' ? choices.shopId : offer?.shopId,
      day,
      windowId,
      // Said only when the day offers a card: otherwise the server's default is the one method anyway.
      paymentMethod: paymentMethods.includes('online') ? paymentMethod : undefined,
    },
    windowsOffered: (slot?.windows.length ?? 0) > 0,
  };

  async function send() {
    const values = form.getValues();
    if (!user) {
      const notes = preparationNotes(values, lines);
      orderDraft.save({
        comment: values.comment,
        deliveryInstructions: values.deliveryInstructions,
        notes: Object.fromEntries(notes.map((n) => [n.articleId, n.note])),
      });
      onLoginRequired();
      return;
    }
    const body = requestOf(values);
    // The contract's check asked for the day already: a request without one never goes.
    if (body.date) await order.send({ ...body, date: body.date });
  }

  return (
    <Form form={form} onSubmit={order.submitWith(send)} className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="flex min-w-0 flex-col gap-8">
        <OrderPlaceFields
          user={user}
          form={form}
          choices={choices}
          shops={shops}
          hoursOf={hoursOf}
          basis={basis}
          offer={offer}
          shopName={shop?.name}
          refusal={where.refusal}
          deliveryFee={totals.deliveryFee}
          placeErrors={placeErrors}
          clearPlaceError={clearPlaceError}
        />
        <SlotPicker
          mode={mode}
          offer={offer}
          isLoading={where.slots.isLoading}
          day={day}
          tomorrow={tomorrowInParis()}
          lines={lines}
          error={placeErrors.date}
          unavailable={mode === 'Pickup' && !shops ? 'Chargement des boutiques…' : where.unavailable}
          onChange={(next) => {
            choices.setDay(next);
            clearPlaceError('date', 'window');
          }}
        />
        {slot && (
          <WindowPicker
            mode={mode}
            slot={slot}
            windowId={windowId}
            error={placeErrors.window}
            onChange={(next) => {
              where.setChosenWindow(next);
              clearPlaceError('window');
            }}
          />
        )}
        <ButcherRequests lines={lines} register={form.register} errors={form.formState.errors} comment={comment} />
        <StickyTotal totals={totals} />
      </div>
      <OrderSummary
        mode={mode}
        day={day}
        shop={shop}
        destination={[postcode, form.watch('address.city')?.trim()].filter(Boolean).join(' ')}
        lines={lines}
        totals={totals}
        minimumOrder={mode === 'Delivery' ? (offer?.minimumOrder ?? null) : null}
        paymentTerms={user?.paymentTerms ?? null}
        paymentMethods={paymentMethods}
        paymentMethod={paymentMethod}
        onPaymentMethod={(method) => {
          setChosenPayment(method);
          clearPlaceError('payment');
        }}
        paymentError={placeErrors.payment}
        cartError={placeErrors.cart}
        generalError={placeErrors.general}
        sending={order.sending}
      />
    </Form>
  );
}
