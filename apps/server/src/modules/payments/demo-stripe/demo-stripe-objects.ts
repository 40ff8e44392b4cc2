import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../lib/time.js';
import { insertObject, newId, readObject, type StripeObject, updateObject } from './demo-stripe-store.js';

// The demo provider's model: the few objects and state changes of Stripe's that the shop uses (Checkout
// Sessions in payment mode with manual capture or in setup mode, PaymentIntents, refunds, customers).

export type Session = StripeObject & {
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  url: string;
  payment_intent: string | null;
  setup_intent: string | null;
  customer: string | null;
  success_url: string;
  cancel_url: string;
  amount_total: number | null;
  metadata: Record<string, string>;
};

export type PaymentIntent = StripeObject & {
  amount: number;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  customer: string | null;
  payment_method: string | null;
  last_payment_error: { code: string; decline_code: string; message: string } | null;
  metadata: Record<string, string>;
};

export type SetupIntent = StripeObject & {
  status: 'requires_payment_method' | 'succeeded';
  customer: string | null;
  payment_method: string | null;
};

/** A declined card's error, as Stripe words it. */
export const DECLINED = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

/** Something the caller asked that Stripe refuses: its HTTP status and error body. */
export class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const missing = (id: string) =>
  new StripeRefusal(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

export type DemoModel = ReturnType<typeof demoModel>;

export function demoModel(db: Db, clock: Clock, pageUrl: (sessionId: string) => string) {
  async function change<T extends StripeObject>(id: string, fn: (current: T) => T): Promise<T> {
    const next = await updateObject<T>(db, id, fn);
    if (!next) throw missing(id);
    return next;
  }
  async function read<T extends StripeObject>(id: string): Promise<T> {
    const found = await readObject<T>(db, id);
    if (!found) throw missing(id);
    return found;
  }
  async function paymentIntent(fields: Partial<PaymentIntent> & { amount: number }): Promise<PaymentIntent> {
    const pi: PaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      currency: 'eur',
      capture_method: 'manual',
      amount_capturable: 0,
      amount_received: 0,
      amount_refunded: 0,
      status: 'requires_payment_method',
      customer: null,
      payment_method: null,
      last_payment_error: null,
      metadata: {},
      created: unix(clock()),
      ...fields,
    };
    await insertObject(db, pi, clock());
    return pi;
  }

  return {
    read,
    async createCustomer(params: Record<string, unknown>): Promise<StripeObject> {
      const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, created: unix(clock()) };
      await insertObject(db, customer, clock());
      return customer;
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
      const pm = {
        id: newId('pm'),
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242' },
        customer: session.customer,
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
    async createPaymentIntent(params: Record<string, unknown>): Promise<PaymentIntent> {
      const pmId = typeof params.payment_method === 'string' ? params.payment_method : null;
      const pm = pmId ? await readObject<StripeObject & { demo_decline_off_session?: boolean }>(db, pmId) : undefined;
      if (pmId && !pm) throw missing(pmId);
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
