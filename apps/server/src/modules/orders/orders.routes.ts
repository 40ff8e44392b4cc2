import { OrderSlotsQuery, OrderSlotsResponse } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSlots } from './slots.service.js';

const tags = ['Commandes'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/slots',
    {
      schema: {
        tags,
        summary: 'Les prochaines dates de retrait ou de livraison possibles (Europe/Paris)',
        querystring: OrderSlotsQuery,
        response: { 200: OrderSlotsResponse },
      },
    },
    async (req) => listSlots(app.db, req.query, app.clock()),
  );
};
