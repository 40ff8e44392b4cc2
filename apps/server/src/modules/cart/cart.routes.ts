import { CartResponse, UpdateCartRequest } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../sessions/sessions.js';
import * as cart from './cart.service.js';

const tags = ['Panier'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/carts', { schema: { tags, summary: 'Le panier', response: { 200: CartResponse } } }, async (req) =>
    cart.getCart(app.db, requireViewer(req), app.clock()),
  );

  app.put(
    '/api/carts',
    {
      schema: {
        tags,
        summary: 'Fixer la quantité d’un article (0 le retire)',
        body: UpdateCartRequest,
        response: { 200: CartResponse },
      },
    },
    async (req) => cart.setQuantity(app.db, requireViewer(req), req.body.articleId, req.body.quantity, app.clock()),
  );

  app.post(
    '/api/carts/clear',
    { schema: { tags, summary: 'Vider le panier', response: { 200: CartResponse } } },
    async (req) => cart.clear(app.db, requireViewer(req)),
  );
};
