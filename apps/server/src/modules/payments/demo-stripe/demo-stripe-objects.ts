import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../lib/time.js';
import { intentOps } from './demo-stripe-intents.js';
import { insertObject, newId, type StripeObject } from './demo-stripe-store.js';
import {
  type Context,
  context,
  DECLINED,
  missing,
  type PaymentIntent,
  type Session,
  type SetupIntent,
  StripeRefusal,
  unix,
} from './demo-stripe-types.js';

export { DECLINED, type PaymentIntent, type Session, type SetupIntent, StripeRefusal } from './demo-stripe-types.js';

// The demo provider's model: the few objects and state changes of Stripe's that the shop uses (Checkout
// Sessions in payment mode with manual capture or in setup mode, PaymentIntents, refunds, customers).

export type DemoModel = ReturnType<typeof demoModel>;

export function demoModel(db: Db, clock: Clock, pageUrl: (sessionId: string) => string) {
  const ctx = context(db, clock);
  return { read: ctx.read, ...sessionOps(ctx, pageUrl), ...intentOps(ctx) };
}

/** Customers and Checkout Sessions: created, expired, completed or declined by the hosted page's buttons. */
function sessionOps({ db, clock, change, read, paymentIntent }: Context, pageUrl: (sessionId: string) => string) {
  return {
    async createCustomer(params: Record<string, unknown>): Promise<StripeObject> {
      const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, created: unix(clock()) };
      await insertObject(db, customer, clock());
      return customer;
    },

    /** As Stripe answers a deletion: the customer's data gone, only its id and `deleted` kept. */
    deleteCustomer(id: string): Promise<StripeObject> {
      return change<StripeObject>(id, (c) => {
        if (c.object !== 'customer' || c.deleted) throw missing(id);
        return { id: c.id, object: 'customer', deleted: true };
      });
    },

    /** A saved card no longer attached to its customer: it can no longer be charged. */
    detachPaymentMethod(id: string): Promise<StripeObject> {
      return change<StripeObject>(id, (pm) => {
        if (pm.object !== 'payment_method') throw missing(id);
        if (!pm.customer)
          throw new StripeRefusal(400, {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
          });
        return { ...pm, customer: null };
      });
    },

    async createSession(params: Record<string, unknown>): Promise<Session> {
      const id = newId('cs_test');
      const mode = params.mode === 'setup' ? 'setup' : 'payment';
      const metadata = (params.metadata ?? {}) as Record<string, string>;
      const items = (params.line_items ?? []) as { price_data?: { unit_amount?: string }; quantity?: string }[];
      const amount = items.reduce(
        (sum, i) => sum + Number(i.price_data?.unit_amount ?? 0) * Number(i.quantity ?? 1),
        0,
      );
      const customer = typeof params.customer === 'string' ? params.customer : null;
      let paymentIntentId: string | null = null;
      let setupIntentId: string | null = null;
      if (mode === 'payment') {
        const data = (params.payment_intent_data ?? {}) as Record<string, unknown>;
        const pi = await paymentIntent({
          amount,
          capture_method: String(data.capture_method ?? 'automatic'),
          customer,
          metadata: { ...metadata, ...((data.metadata ?? {}) as Record<string, string>) },
          // The card kept for a later payment without the customer, as Stripe's Checkout does (ADR 074).
          setup_future_usage: data.setup_future_usage === 'off_session' && customer ? 'off_session' : null,
        });
        paymentIntentId = pi.id;
      } else {
        const si: SetupIntent = {
          id: newId('seti'),
          object: 'setup_intent',
          status: 'requires_payment_method',
          usage: 'off_session',
          customer,
          payment_method: null,
          created: unix(clock()),
        };
        await insertObject(db, si, clock());
        setupIntentId = si.id;
      }
      const session: Session = {
        id,
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: 'unpaid',
        url: pageUrl(id),
        amount_total: mode === 'payment' ? amount : null,
        currency: 'eur',
        customer,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        payment_intent: paymentIntentId,
        setup_intent: setupIntentId,
        success_url: String(params.success_url ?? ''),
        cancel_url: String(params.cancel_url ?? ''),
        expires_at: Number(params.expires_at ?? unix(clock()) + 24 * 3600),
        metadata,
        created: unix(clock()),
      };
      await insertObject(db, session, clock());
      return session;
    },

    expireSession(id: string): Promise<Session> {
      return change<Session>(id, (s) => {
        if (s.status !== 'open')
          throw new StripeRefusal(400, {
            type: 'invalid_request_error',
            message: 'Only open sessions can be expired.',
          });
        return { ...s, status: 'expired' };
      });
    },

    /** The hosted page's « Autoriser » (or, in setup mode, the 3-D Secure step passed): a card that works. */
    async completeSession(id: string, card: { declineOffSession: boolean }): Promise<Session> {
      const session = await read<Session>(id);
      if (session.status !== 'open') return session;
      // As Stripe does, a card paid with is attached to the Customer only when it is kept for later.
      const intent = session.payment_intent ? await read<PaymentIntent>(session.payment_intent) : null;
      const kept = session.mode === 'setup' || intent?.setup_future_usage === 'off_session';
      const pm = {
        id: newId('pm'),
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242' },
        customer: kept ? session.customer : null,
      };
      await insertObject(db, { ...pm, demo_decline_off_session: card.declineOffSession }, clock());
      if (session.payment_intent)
        await change<PaymentIntent>(session.payment_intent, (pi) => ({
          ...pi,
          payment_method: pm.id,
          last_payment_error: null,
          ...(pi.capture_method === 'manual'
            ? { status: 'requires_capture', amount_capturable: pi.amount }
            : { status: 'succeeded', amount_received: pi.amount }),
        }));
      if (session.setup_intent)
        await change<SetupIntent>(session.setup_intent, (si) => ({
          ...si,
          status: 'succeeded',
          payment_method: pm.id,
        }));
      return change<Session>(id, (s) => ({ ...s, status: 'complete' }));
    },

    /** The hosted page's « Refuser »: the card is declined, the page stays open for another try. */
    async declineSession(id: string): Promise<PaymentIntent | undefined> {
      const session = await read<Session>(id);
      if (session.status !== 'open' || !session.payment_intent) return undefined;
      return change<PaymentIntent>(session.payment_intent, (pi) => ({ ...pi, last_payment_error: DECLINED }));
    },

    /** A PaymentIntent confirmed at once, off-session with a saved card (a far date's hold). */
  };
}
