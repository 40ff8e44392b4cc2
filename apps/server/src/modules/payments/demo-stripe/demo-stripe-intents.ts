import { insertObject, newId, readObject, type StripeObject } from './demo-stripe-store.js';
import { type Context, DECLINED, missing, type PaymentIntent, StripeRefusal, unix } from './demo-stripe-types.js';

/** PaymentIntents confirmed off-session, captured, cancelled, and refunds. */
export function intentOps({ db, clock, change, paymentIntent }: Context) {
  return {
    async createPaymentIntent(params: Record<string, unknown>): Promise<PaymentIntent> {
      const pmId = typeof params.payment_method === 'string' ? params.payment_method : null;
      const pm = pmId
        ? await readObject<StripeObject & { demo_decline_off_session?: boolean; customer?: string | null }>(db, pmId)
        : undefined;
      if (pmId && !pm) throw missing(pmId);
      // Off-session, only a card kept on this Customer can be charged (one paid with and not kept, or detached,
      // cannot), as Stripe answers.
      if (pm && params.off_session === 'true' && pm.customer !== params.customer)
        throw new StripeRefusal(400, {
          type: 'invalid_request_error',
          code: 'payment_method_unexpected_state',
          message:
            'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, or was detached from a Customer. It may not be used again.',
        });
      const amount = Number(params.amount);
      const manual = params.capture_method === 'manual';
      const declined = params.confirm === 'true' && Boolean(pm?.demo_decline_off_session);
      const pi = await paymentIntent({
        amount,
        capture_method: manual ? 'manual' : 'automatic',
        customer: typeof params.customer === 'string' ? params.customer : null,
        payment_method: pmId,
        metadata: (params.metadata ?? {}) as Record<string, string>,
        ...(params.confirm !== 'true'
          ? {}
          : declined
            ? { last_payment_error: DECLINED }
            : manual
              ? { status: 'requires_capture', amount_capturable: amount }
              : { status: 'succeeded', amount_received: amount }),
      });
      if (declined) throw new StripeRefusal(402, { type: 'card_error', ...DECLINED, payment_intent: pi });
      return pi;
    },

    capture(id: string, params: Record<string, unknown>): Promise<PaymentIntent> {
      return change<PaymentIntent>(id, (pi) => {
        const amount = params.amount_to_capture === undefined ? pi.amount_capturable : Number(params.amount_to_capture);
        if (pi.status !== 'requires_capture')
          throw new StripeRefusal(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent could not be captured because it has a status of ${pi.status}.`,
          });
        if (!(amount > 0 && amount <= pi.amount_capturable))
          throw new StripeRefusal(400, {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'The amount to capture must be positive and at most the amount capturable.',
          });
        return { ...pi, status: 'succeeded', amount_received: amount, amount_capturable: 0 };
      });
    },

    cancel(id: string): Promise<PaymentIntent> {
      return change<PaymentIntent>(id, (pi) => {
        if (pi.status === 'succeeded' || pi.status === 'canceled')
          throw new StripeRefusal(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
          });
        return { ...pi, status: 'canceled', amount_capturable: 0 };
      });
    },

    async refund(params: Record<string, unknown>): Promise<StripeObject> {
      const piId = String(params.payment_intent ?? '');
      let amount = 0;
      await change<PaymentIntent>(piId, (pi) => {
        amount = params.amount === undefined ? pi.amount_received - pi.amount_refunded : Number(params.amount);
        if (pi.status !== 'succeeded' || !(amount > 0 && amount <= pi.amount_received - pi.amount_refunded))
          throw new StripeRefusal(400, {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'The refund must be positive and at most what was captured and not yet refunded.',
          });
        return { ...pi, amount_refunded: pi.amount_refunded + amount };
      });
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: 'eur',
        payment_intent: piId,
        status: 'succeeded',
        created: unix(clock()),
      };
      await insertObject(db, refund, clock());
      return refund;
    },
  };
}
