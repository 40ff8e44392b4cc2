import Stripe from 'stripe';
import type { Clock } from '../../../lib/time.js';
import { newId, type StripeObject } from './demo-stripe-store.js';

/** Hands a signed event to the shop: its raw body and its `Stripe-Signature` header. */
export type DeliverWebhook = (payload: string, signature: string) => Promise<void>;

// Only the SDK's signing helper is used: no key is needed for it.
const signer = new Stripe('sk_test_demo_signer', { telemetry: false });

/** Signs events with the SDK's own helper, exactly as Stripe signs them (`t=…,v1=HMAC-SHA256`). */
export function webhookEmitter(secret: string, clock: Clock, deliver: DeliverWebhook, onError: (e: Error) => void) {
  return async function emit(type: string, object: StripeObject): Promise<void> {
    const created = Math.floor(clock().getTime() / 1000);
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      type,
      data: { object },
    });
    // Signed with the real time: the shop checks the signature's age against its own clock.
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    // A failed delivery is left to the shop's reconciliation, as Stripe's retries would be.
    await deliver(payload, signature).catch(onError);
  };
}
