import {
  ChangeOrderLinesRequest,
  IDEMPOTENCY_KEY_HEADER,
  IdParam,
  Order,
  OrderPayment,
  OrderSlotsQuery,
  OrderSlotsResponse,
  OrdersQuery,
  OrdersResponse,
  PlaceOrderRequest,
} from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validation } from '../../errors.js';
import { loopbackOrigin } from '../../http/loopback-origin.js';
import { askerOf } from '../sessions/asker.js';
import { requireViewer } from '../sessions/sessions.js';
import { cancelOrder } from './cancel-order.js';
import { changeOrderLines } from './change-order-lines.js';
import { type OrderDeps, orderDepsOf } from './order-deps.js';
import { retryPayment } from './order-payments.js';
import * as orders from './orders.service.js';
import { raiseHold } from './raise-hold.js';
import { listSlots } from './slots.service.js';

const tags = ['Commandes'];
/** What the routes on one of the customer's orders share: its id in the path, the order as it now stands. */
const onMyOrder = { tags, params: IdParam, response: { 200: Order } };

/** Printable ASCII, as clients send UUIDs or random tokens. */
function idempotencyKey(req: FastifyRequest): string | null {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw validation('IdempotencyKey', 'En-tête Idempotency-Key invalide (1 à 200 caractères imprimables).');
  }
  return value;
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: FastifyRequest, now = app.clock()): OrderDeps =>
    orderDepsOf(
      app,
      askerOf(req, now),
      req.log,
      app.config.PUBLIC_URL_GIVEN ? app.config.PUBLIC_URL : loopbackOrigin(req),
    );

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
    // The calendar changes in the back office reach the order screens at once: no cache anywhere (the API's
    // default `no-store`, set for every /api answer in app.ts).
    async (req) => listSlots(deps(req), req.query, { onAccount: Boolean(req.viewer?.isApprovedPro) }),
  );

  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Commander le panier (retrait ou livraison)',
        description:
          'Un en-tête Idempotency-Key rend la commande sûre à renvoyer\u00a0: la même clé ne crée jamais une deuxième commande.',
        body: PlaceOrderRequest,
        response: { 201: Order },
      },
    },
    async (req, reply) => {
      const viewer = requireViewer(req);
      const key = idempotencyKey(req);
      const { order, replayed } = await orders.placeOrder(deps(req), viewer, req.body, key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Mes commandes, les plus récentes d’abord',
        querystring: OrdersQuery,
        response: { 200: OrdersResponse },
      },
    },
    async (req) => orders.listOrders(app.db, requireViewer(req), req.query.PageNumber, req.query.PageSize, app.clock()),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: { ...onMyOrder, summary: 'Une de mes commandes' },
    },
    async (req) => orders.readOrderAsking(deps(req), requireViewer(req), req.params.id),
  );

  app.post(
    '/api/orders/:id/payment/retry',
    {
      schema: {
        tags,
        summary: 'Reprendre le paiement en ligne refusé ou abandonné de ma commande (dans son délai)',
        description:
          'Ouvre une nouvelle page de paiement du prestataire (checkoutUrl) pour une commande dont le paiement a été refusé ou abandonné, tant que la commande garde sa place (15\u00a0minutes, ou 24\u00a0heures après le refus d’une carte enregistrée). Une commande déjà autorisée renvoie son paiement tel quel\u00a0; 409 une fois le délai passé.',
        params: IdParam,
        response: { 200: OrderPayment },
      },
    },
    async (req) => retryPayment(deps(req), requireViewer(req), req.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        ...onMyOrder,
        summary: 'Annuler ma commande (avant l’heure limite de son jour)',
        description:
          'Possible tant que la commande est à confirmer ou confirmée et que l’heure limite de commande de son jour n’est pas passée (409 sinon). Annuler une commande déjà annulée la renvoie telle quelle.',
      },
    },
    async (req) => cancelOrder(deps(req), requireViewer(req), req.params.id),
  );

  app.put(
    '/api/orders/:id/lines',
    {
      schema: {
        ...onMyOrder,
        summary: 'Changer les quantités de ma commande (avant l’heure limite de son jour)',
        description:
          'Les nouvelles quantités par article de la commande\u00a0: une quantité 0, ou une ligne absente, retire la ligne. Une ligne dont la quantité ne change pas garde son prix\u00a0; une ligne changée passe les contrôles d’une nouvelle commande et prend le prix du jour. Possible tant que la commande peut être annulée (409 sinon). Envoyer deux fois les mêmes quantités ne change la commande qu’une fois.',
        body: ChangeOrderLinesRequest,
      },
    },
    async (req) => changeOrderLines(deps(req), requireViewer(req), req.params.id, req.body),
  );

  app.post(
    '/api/orders/:id/payment/raise',
    {
      schema: {
        tags,
        summary: 'Autoriser un nouveau montant pour changer les quantités d’une commande payée par carte',
        description:
          'Pour un changement de quantités refusé en 409 HOLD_TOO_SMALL\u00a0: ouvre la page du prestataire pour un nouveau blocage de toute la commande (`raise.checkoutUrl`, `raise.amount`). Une fois autorisé, l’ancien blocage est levé et le changement est fait. Un changement qui tient dans le blocage est fait tout de suite. La même demande deux fois, ou en même temps, donne la même page.',
        params: IdParam,
        body: ChangeOrderLinesRequest,
        response: { 200: OrderPayment },
      },
    },
    async (req) => raiseHold(deps(req), requireViewer(req), req.params.id, req.body),
  );
};
