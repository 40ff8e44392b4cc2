import {
  CreateStandingOrderRequest,
  IdParam,
  StandingOrder,
  StandingOrdersResponse,
  UpdateStandingOrderRequest,
} from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../sessions/sessions.js';
import * as service from './standing-orders.service.js';

const tags = ['Commandes récurrentes'];

export const standingOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    now: app.clock(),
    placeTime: app.config.STANDING_ORDERS_PLACE_AT,
  });

  app.get(
    '/api/standing-orders',
    {
      schema: {
        tags,
        summary: 'Mes commandes récurrentes, avec leurs prochaines dates et leurs dernières commandes',
        response: { 200: StandingOrdersResponse },
      },
    },
    async (req) => service.listStandingOrders(deps(), requireViewer(req)),
  );

  app.post(
    '/api/standing-orders',
    {
      schema: {
        tags,
        summary: 'Créer une commande récurrente (articles donnés, panier ou commande passée)',
        body: CreateStandingOrderRequest,
        response: { 201: StandingOrder },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createStandingOrder(deps(), requireViewer(req), req.body)),
  );

  app.patch(
    '/api/standing-orders/:id',
    {
      schema: {
        tags,
        summary: 'Modifier une commande récurrente\u00a0: articles, jours, dates, pause, date sautée ou rétablie',
        params: IdParam,
        body: UpdateStandingOrderRequest,
        response: { 200: StandingOrder },
      },
    },
    async (req) => service.updateStandingOrder(deps(), requireViewer(req), req.params.id, req.body),
  );

  app.delete(
    '/api/standing-orders/:id',
    {
      schema: {
        tags,
        summary: 'Supprimer une commande récurrente (les commandes déjà passées restent)',
        params: IdParam,
        response: { 204: z.null().meta({ description: 'Supprimée' }) },
      },
    },
    async (req, reply) => {
      await service.deleteStandingOrder(deps(), requireViewer(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
