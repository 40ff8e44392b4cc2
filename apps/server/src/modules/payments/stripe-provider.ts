import Stripe from 'stripe';
import type { CardSavingInput, HoldState, PageOutcome, PaymentEvent, PaymentProvider } from './payment-provider.js';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe API than api.stripe.com: the demo provider, in tests and `npm start`. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

const SIGNATURE_TOLERANCE_S = 300;

const orderIdOf = (metadata: Stripe.Metadata | null | undefined): number | null => {
  const id = Number(metadata?.order_id);
  return Number.isInteger(id) && id > 0 ? id : null;
};
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** An object Stripe no longer has (`resource_missing`) reads as undefined: nothing left to erase. */
async function orMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
    throw error;
  }
}

/** What both hosted pages carry: the order, where the customer comes back, until when the page lasts. */
const pageBase = (input: CardSavingInput) => ({
  client_reference_id: String(input.orderId),
  metadata: { order_id: String(input.orderId) },
  success_url: input.successUrl,
  cancel_url: input.cancelUrl,
  expires_at: Math.floor(input.expiresAt.getTime() / 1000),
  locale: 'fr' as const,
});

/** Stripe through its official SDK: Checkout Sessions with manual capture, SetupIntents, PaymentIntents. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(settings.api ?? {}),
  });

  return { ...hostedPages(stripe), ...moneyCalls(stripe, settings.webhookSecret) };
}

/** Stripe Checkout's hosted pages: a hold, or the saving of a card, and what became of them. */
function hostedPages(
  stripe: Stripe,
): Pick<PaymentProvider, 'startHold' | 'startCardSaving' | 'readPage' | 'closePage'> {
  return {
    async startHold(input) {
      // A card kept for later needs its Customer (a box's deposit, whose balance is taken at weighing).
      const customer = input.saveCard
        ? await stripe.customers.create(
            { email: input.customerEmail, metadata: { order_id: String(input.orderId) } },
            { idempotencyKey: `${input.idempotencyKey}:customer` },
          )
        : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          ...pageBase(input),
          ...(customer ? { customer: customer.id } : { customer_email: input.customerEmail }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            capture_method: 'manual',
            metadata: { order_id: String(input.orderId) },
            ...(customer ? { setup_future_usage: 'off_session' as const } : {}),
          },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { pageId: session.id, url: session.url ?? '', ...(customer ? { customerRef: customer.id } : {}) };
    },

    async startCardSaving(input) {
      const customer = await stripe.customers.create(
        { email: input.customerEmail, metadata: { order_id: String(input.orderId) } },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'eur',
          customer: customer.id,
          ...pageBase(input),
          setup_intent_data: { metadata: { order_id: String(input.orderId) } },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { pageId: session.id, url: session.url ?? '', customerRef: customer.id };
    },

    async readPage(pageId): Promise<PageOutcome> {
      const session = await stripe.checkout.sessions.retrieve(pageId);
      let cardRef: string | null = null;
      const setupIntentId = idOf(session.setup_intent);
      if (session.status === 'complete' && setupIntentId) {
        const setup = await stripe.setupIntents.retrieve(setupIntentId);
        cardRef = idOf(setup.payment_method);
      }
      // A payment page that kept its card for later (`saveCard`): the card its PaymentIntent was paid with.
      let savedCardRef: string | null = null;
      const intentId = idOf(session.payment_intent);
      if (session.status === 'complete' && intentId && session.customer) {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        if (intent.setup_future_usage === 'off_session') savedCardRef = idOf(intent.payment_method);
      }
      return {
        state: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        holdRef: intentId,
        cardRef,
        customerRef: idOf(session.customer),
        savedCardRef,
      };
    },

    async closePage(pageId) {
      const session = await stripe.checkout.sessions.retrieve(pageId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(pageId);
    },
  };
}

/** What moves money or reads it: off-session holds, captures, releases, refunds, and the signed events. */
function moneyCalls(
  stripe: Stripe,
  webhookSecret: string,
): Omit<PaymentProvider, 'startHold' | 'startCardSaving' | 'readPage' | 'closePage'> {
  return {
    async holdSavedCard(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            customer: input.customerRef,
            payment_method: input.cardRef,
            capture_method: 'manual',
            confirm: true,
            off_session: true,
            metadata: { order_id: String(input.orderId) },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return intent.status === 'requires_capture'
          ? { ok: true, holdRef: intent.id }
          : { ok: false, reason: intent.last_payment_error?.code ?? intent.status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, reason: error.code ?? 'card_declined' };
        // A card that can no longer be used without its holder (detached, never kept for later): retrying
        // would not change the answer.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_method_unexpected_state'
        )
          return { ok: false, reason: error.code };
        throw error;
      }
    },

    async capture(holdRef, amountCents, idempotencyKey) {
      await stripe.paymentIntents.capture(holdRef, { amount_to_capture: amountCents }, { idempotencyKey });
    },

    async release(holdRef, idempotencyKey) {
      await stripe.paymentIntents.cancel(holdRef, {}, { idempotencyKey });
    },

    async refund(holdRef, amountCents, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: holdRef, amount: amountCents }, { idempotencyKey });
    },

    async readHold(holdRef): Promise<HoldState> {
      // Refunds are counted on the charge.
      const intent = await stripe.paymentIntents.retrieve(holdRef, { expand: ['latest_charge'] });
      const charge = intent.latest_charge;
      const refunded = charge && typeof charge === 'object' ? charge.amount_refunded : 0;
      return {
        state:
          intent.status === 'requires_capture'
            ? 'held'
            : intent.status === 'succeeded'
              ? 'captured'
              : intent.status === 'canceled'
                ? 'released'
                : 'awaiting',
        heldCents: intent.amount_capturable,
        capturedCents: intent.amount_received,
        refundedCents: refunded,
        declined: intent.last_payment_error != null,
      };
    },

    async detachCard(cardRef, idempotencyKey) {
      const card = await orMissing(stripe.paymentMethods.retrieve(cardRef));
      if (card?.customer) await stripe.paymentMethods.detach(cardRef, {}, { idempotencyKey });
    },

    async deleteCustomer(customerRef) {
      const customer = await orMissing(stripe.customers.retrieve(customerRef));
      if (customer && !customer.deleted) await stripe.customers.del(customerRef);
    },

    readWebhook(rawBody, signature): PaymentEvent {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_S);
      const object = event.data.object as unknown as {
        id: string;
        object: string;
        metadata?: Stripe.Metadata;
        payment_intent?: string | { id: string } | null;
      };
      const pageId = object.object === 'checkout.session' ? object.id : null;
      const holdRef = object.object === 'payment_intent' ? object.id : idOf(object.payment_intent);
      return { id: event.id, type: event.type, orderId: orderIdOf(object.metadata), pageId, holdRef };
    },
  };
}
