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
  /** `off_session`: the card paid with is kept on the Customer for a later payment without them. */
  setup_future_usage?: 'off_session' | null;
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

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);
export const missing = (id: string) =>
  new StripeRefusal(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

export type Context = {
  db: Db;
  clock: Clock;
  change: <T extends StripeObject>(id: string, fn: (current: T) => T) => Promise<T>;
  read: <T extends StripeObject>(id: string) => Promise<T>;
  paymentIntent: (fields: Partial<PaymentIntent> & { amount: number }) => Promise<PaymentIntent>;
};

export function context(db: Db, clock: Clock): Context {
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

  return { db, clock, change, read, paymentIntent };
}
