import { IdParam, PaymentChecksResponse } from '@boucherie/contract';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as service from './payment-checks.service.js';

const tags = ['Boutique'];

/** « Paiements à vérifier »: staff see their shops', the owner every shop's (ADR 051). */
export const paymentChecksRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/payment-checks',
    {
      schema: {
        tags,
        summary: 'Les paiements et messages qui n’ont pas pu suivre une commande, le plus récent en premier',
        response: { 200: PaymentChecksResponse },
      },
    },
    async (req) => service.listPaymentChecks(app.db, staffScope(req)),
  );

  app.post(
    '/api/admin/payment-checks/:id/retry',
    {
      schema: {
        tags,
        summary: 'Réessayer maintenant (le compte des essais repart de zéro)',
        params: IdParam,
        response: { 200: PaymentChecksResponse },
      },
    },
    async (req) =>
      service.retryPaymentCheck({ db: app.db, now: app.clock(), effects: app.effects }, staffScope(req), req.params.id),
  );

  app.post(
    '/api/admin/payment-checks/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Noter comme réglé à la main (inscrit au journal)',
        params: IdParam,
        response: { 200: PaymentChecksResponse },
      },
    },
    async (req) => service.resolvePaymentCheck({ db: app.db, now: app.clock() }, staffScope(req), req.params.id),
  );
});
