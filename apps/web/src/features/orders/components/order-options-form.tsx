import { type Order, type PlaceOrderRequest, type Shop, USER_TYPE } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { isProUser, type SessionUser } from '../../session/session-user';
import { type SlotsRequest, useOrderSlots } from '../api/get-order-slots';
import { placeOrder } from '../api/place-order';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useOrderChoices } from '../hooks/use-order-choices';
import { carriedRequests } from '../lib/carried-requests';
import { defaultSlotDay, tomorrowInParis } from '../lib/order-days';
import { orderDraft } from '../lib/order-draft';
import { type OrderErrors, orderErrorsFrom } from '../lib/order-errors';
import { addressFromProfile, type CartLineSummary, noteKey, type OrderFormValues } from '../lib/order-form';
import { estimateOrder, type PriceBasis } from '../lib/order-totals';
import { ButcherRequests } from './butcher-requests';
import { DeliveryAddressFields } from './delivery-address-fields';
import { DeliveryZoneInfo } from './delivery-zone-info';
import { OrderModeChoice } from './order-mode-choice';
import { OrderSummary } from './order-summary';
import { type OpeningLine, ShopChoice } from './shop-choice';
import { SlotPicker } from './slot-picker';
import { StickyTotal } from './sticky-total';
import { WindowPicker } from './window-picker';

export const NETWORK_FAILURE_MESSAGE =
  'Votre commande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez\u00a0: elle ne sera jamais enregistrée deux fois.';

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

const POST_CODE = /^\d{5}$/;

/** The order screen's form: mode, shop or address, day, notes, and the summary with the order button. */
export function OrderOptionsForm({ user, lines, shops, hoursOf, onPlaced, onLoginRequired, onCartRefused }: Props) {
  const basis: PriceBasis = isProUser(user) ? 'HT' : 'TTC';
  const choices = useOrderChoices(user, shops);
  const { mode } = choices;
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const [draft] = useState(() => orderDraft.take());
  // "Commander à nouveau": the past order's notes and driver's instructions come back with its lines.
  const [carried] = useState(() => carriedRequests.read());
  const form = useForm<OrderFormValues>({
    mode: 'all',
    defaultValues: {
      address: addressFromProfile(user),
      comment: draft?.comment ?? '',
      deliveryInstructions: draft?.deliveryInstructions ?? carried?.deliveryInstructions ?? '',
      notes: Object.fromEntries(
        lines.map((l) => [noteKey(l.articleId), draft?.notes[l.articleId] ?? carried?.notes[l.articleId] ?? '']),
      ),
    },
  });
  const { register, formState } = form;

  const postcode = form.watch('address.postcode')?.trim() ?? '';
  const comment = form.watch('comment') ?? '';
  let slotsRequest: SlotsRequest | null = null;
  if (mode === 'Pickup' && choices.shopId !== null) slotsRequest = { mode, shopId: choices.shopId };
  if (mode === 'Delivery' && POST_CODE.test(postcode)) slotsRequest = { mode, postCode: postcode };
  const slots = useOrderSlots(slotsRequest);
  const offer = slotsRequest ? slots.data : undefined;
  const refusal =
    slotsRequest && isApiError(slots.error, 400)
      ? (Object.values(slots.error.problem.errors ?? {})[0]?.[0] ?? slots.error.message)
      : undefined;

  const tomorrow = tomorrowInParis();
  const day = offer ? defaultSlotDay(offer.slots, choices.preferredDay) : null;
  const slot = offer?.slots.find((s) => s.date === day);
  const [chosenWindow, setChosenWindow] = useState<number | null>(null);
  // A window belongs to its day: another day (or a window just filled) forgets it.
  const windowId = slot?.windows.some((w) => w.id === chosenWindow && w.remaining > 0) ? chosenWindow : null;
  const totals = estimateOrder(lines, basis, mode === 'Delivery' ? (offer?.deliveryFee ?? 0) : 0);
  const shop = shops?.find((s) => s.id === (mode === 'Pickup' ? choices.shopId : offer?.shopId));

  const [placeErrors, setPlaceErrors] = useState<OrderErrors['places']>({});
  const clearPlaceError = (...places: (keyof OrderErrors['places'])[]) =>
    setPlaceErrors((errors) => {
      const next = { ...errors };
      for (const place of places) delete next[place];
      return next;
    });

  const idempotency = useIdempotencyKey();
  const place = useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderRequest; key: string }) => placeOrder(body, key),
  });
  // Set before React re-renders, so a second click in the same instant finds the order already on its way.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);

  function report(error: unknown, noteArticleIds: number[]) {
    if (!isApiError(error)) {
      setPlaceErrors({ general: NETWORK_FAILURE_MESSAGE });
      void showToast('error', NETWORK_FAILURE_MESSAGE);
      return;
    }
    // 5xx: the API client already showed the specification's toast; 401: the session ends and the
    // client goes to the login page.
    if (error.status >= 500 || error.status === 401) return;
    if (error.status !== 400) {
      setPlaceErrors({ general: error.message });
      void showToast('error', error.message);
      return;
    }
    const mapped = orderErrorsFrom(error, noteArticleIds);
    setPlaceErrors(mapped.places);
    for (const [field, message] of Object.entries(mapped.address)) {
      form.setError(`address.${field as keyof OrderFormValues['address']}`, { type: 'server', message });
    }
    for (const [articleId, message] of Object.entries(mapped.notes)) {
      form.setError(`notes.${noteKey(Number(articleId))}`, { type: 'server', message });
    }
    if (mapped.places.cart) onCartRefused();
    // A day may just have filled up: the offer is asked again.
    if (mapped.places.date || mapped.places.window) void slots.refetch();
    void showToast('error', error.message);
  }

  async function send(values: OrderFormValues) {
    const notes = lines
      .map((line) => ({ articleId: line.articleId, note: (values.notes[noteKey(line.articleId)] ?? '').trim() }))
      .filter((n) => n.note !== '');
    if (!user) {
      orderDraft.save({
        comment: values.comment,
        deliveryInstructions: values.deliveryInstructions,
        notes: Object.fromEntries(notes.map((n) => [n.articleId, n.note])),
      });
      onLoginRequired();
      return;
    }
    if (!day) {
      setPlaceErrors({ date: 'Choisissez le jour de votre commande.' });
      return;
    }
    if (slot && slot.windows.length > 0 && windowId === null) {
      setPlaceErrors({ window: 'Choisissez un créneau horaire.' });
      return;
    }
    const address = values.address;
    const body: PlaceOrderRequest = {
      mode,
      shopId: mode === 'Pickup' ? choices.shopId : offer?.shopId,
      date: day,
      ...(windowId !== null ? { timeWindowId: windowId } : {}),
      address:
        mode === 'Delivery'
          ? {
              firstName: address.firstName.trim(),
              lastName: address.lastName.trim(),
              street: address.street.trim(),
              postcode: address.postcode.trim(),
              city: address.city.trim(),
              country: 'FR',
              ...(user.userType === USER_TYPE.pro ? { company: address.company.trim() } : {}),
            }
          : undefined,
      comment: values.comment.trim() || null,
      preparationNotes: notes,
    };
    const instructions = values.deliveryInstructions.trim();
    if (mode === 'Delivery' && instructions) body.deliveryInstructions = instructions;
    // Same content, same key: a retry after a lost answer never makes a second order.
    const key = idempotency.keyFor(
      JSON.stringify({ body, cart: lines.map((line) => [line.articleId, line.quantity]) }),
    );
    setPlaceErrors({});
    try {
      const order = await place.mutateAsync({ body, key });
      idempotency.reset();
      carriedRequests.clear();
      onPlaced(order);
    } catch (error) {
      report(
        error,
        notes.map((n) => n.articleId),
      );
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    void form
      .handleSubmit(send)()
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
      });
  };

  let unavailable: string | undefined;
  if (mode === 'Pickup' && !shops) unavailable = 'Chargement des boutiques…';
  else if (mode === 'Delivery' && !POST_CODE.test(postcode)) {
    unavailable = 'Indiquez le code postal de livraison pour voir les jours possibles.';
  } else if (refusal) unavailable = 'Aucun jour de livraison pour ce code postal.';
  else if (slots.isError) unavailable = 'Les jours disponibles n’ont pas pu être chargés. Réessayez dans un instant.';

  return (
    <form noValidate onSubmit={onSubmit} className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="flex min-w-0 flex-col gap-8">
        <OrderModeChoice
          mode={mode}
          error={placeErrors.mode}
          onChange={(next) => {
            choices.setMode(next);
            clearPlaceError('mode', 'date', 'shop', 'address');
          }}
        />
        {mode === 'Pickup' ? (
          shops ? (
            <ShopChoice
              shops={shops}
              shopId={choices.shopId}
              hoursOf={hoursOf}
              error={placeErrors.shop}
              onChange={(id) => {
                choices.setShopId(id);
                clearPlaceError('shop', 'date');
              }}
            />
          ) : (
            <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-gray-200" />
          )
        ) : (
          <div>
            <DeliveryAddressFields
              register={register}
              errors={formState.errors.address}
              active={() => modeRef.current === 'Delivery'}
              postcodeRefused={refusal !== undefined}
              withCompany={user?.userType === USER_TYPE.pro}
              instructionsError={formState.errors.deliveryInstructions?.message ?? placeErrors.deliveryInstructions}
              zone={
                <DeliveryZoneInfo
                  basis={basis}
                  offer={offer}
                  shopName={shop?.name}
                  refusal={refusal}
                  deliveryFee={totals.deliveryFee}
                  onPickup={() => choices.setMode('Pickup')}
                />
              }
            />
            <FieldError id="address-error" message={placeErrors.address} />
          </div>
        )}
        <SlotPicker
          mode={mode}
          slots={offer?.slots}
          isLoading={slots.isLoading}
          day={day}
          tomorrow={tomorrow}
          error={placeErrors.date}
          unavailable={unavailable}
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
              setChosenWindow(next);
              clearPlaceError('window');
            }}
          />
        )}
        <ButcherRequests
          lines={lines}
          register={register}
          errors={formState.errors}
          comment={comment}
          commentRefusal={placeErrors.comment}
        />
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
        cartError={placeErrors.cart}
        generalError={placeErrors.general}
        sending={sending}
      />
    </form>
  );
}
