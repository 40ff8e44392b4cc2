import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validation } from '../../errors.js';
import { route } from '../../http/route.js';
import type { PaymentEvent } from './payment-provider.js';
import * as repo from './payments.repository.js';
import { type PaymentDeps, releaseStrayPage, syncPayment } from './payments.service.js';

/** The order an event is about: named in its metadata, or found by its page or its hold. */
async function orderOf(deps: PaymentDeps, event: PaymentEvent): Promise<number | null> {
  if (event.orderId) return event.orderId;
  const row =
    (event.pageId && (await repo.findPaymentByPage(deps.db, event.pageId))) ||
    (event.holdRef && (await repo.findPaymentByHold(deps.db, event.holdRef)));
  return row ? row.order_id : null;
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature is over the raw body: this route reads it as it came (this plugin's routes only).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  route(app, 'POST /api/payments/webhook', async (request) => {
    const provider = await app.payments.provider();
    const raw = typeof request.body === 'string' ? request.body : '';
    let event: PaymentEvent;
    try {
      if (!provider) throw new Error('no provider');
      event = provider.readWebhook(raw, request.headers['stripe-signature'] ?? '');
    } catch {
      throw validation('Stripe-Signature', 'Signature du prestataire de paiement absente, invalide ou trop ancienne.');
    }
    const deps: PaymentDeps = {
      db: app.db,
      payments: app.payments,
      now: app.clock(),
      publicUrl: app.config.PUBLIC_URL,
      log: request.log,
    };
    // An event is acted on once; acting means reading the provider's truth, so the events' order does not
    // matter, and two copies arriving together move the payment once (syncPayment compares and sets). It is
    // kept once acted on: a provider that could not be read answers an error, and Stripe sends it again.
    if (await repo.isKnownEvent(app.db, event.id)) return { received: true as const };
    const orderId = await orderOf(deps, event);
    if (orderId) {
      await syncPayment(deps, orderId);
      if (event.pageId) await releaseStrayPage(deps, orderId, event.pageId);
      // What the move wrote (the customer's confirmation, a stray hold's release) goes out now.
      await app.effects.runOrder(orderId);
    }
    await repo.recordEvent(app.db, event.id, event.type, deps.now);
    return { received: true as const };
  });
};
