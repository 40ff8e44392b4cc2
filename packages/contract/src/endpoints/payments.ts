import { z } from 'zod';
import { PaymentWebhookEvent, PaymentWebhookReceived } from '../payments.js';
import { defineEndpoints } from './endpoint.js';

export const paymentsEndpoints = defineEndpoints({
  // The server reads this body as it came (a string) to check its signature; the object documents what it holds.
  'POST /api/payments/webhook': {
    access: 'provider',
    tags: ['Paiement'],
    summary: 'Les événements du prestataire de paiement, signés (Stripe-Signature), pris une seule fois',
    headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
    body: z.union([z.string(), PaymentWebhookEvent]),
    responses: { 200: PaymentWebhookReceived },
  },
});
