import {
  AdminMeResponse,
  AdminOrderDetail,
  AdminOrdersQuery,
  AdminOrdersResponse,
  ChangeOrderStatusRequest,
  CounterPaymentParams,
  CounterPaymentRequest,
  IdParam,
  OrderLineParams,
  PaidAtCounterRequest,
  UpdateOrderLineRequest,
} from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { mailDeps } from '../messages/mail-deps.js';
import { requirementFor } from '../two-factor/two-factor.service.js';
import * as repo from './admin-orders.repository.js';
import * as service from './admin-orders.service.js';
import { markPaidAtCounter, reverseCounterEntry, takeCounterPayment } from './order-payment.service.js';
import { updateLine } from './weighing.service.js';

const tags = ['Boutique'];
/** What the routes on one order share: its id in the path, the order as it now stands in the answer. */
const onOrder = { tags, params: IdParam, response: { 200: AdminOrderDetail } };

export const adminOrdersRoutes = behindRole('staff', async (app) => {
  const deps = (req: FastifyRequest): service.AdminDeps => ({
    ...mailDeps(app, req.log),
    scope: staffScope(req),
    events: app.events,
    payments: app.payments,
  });

  app.get(
    '/api/admin/me',
    {
      // The back office asks it first: an account the two-factor requirement holds is led to turn it on.
      config: { beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Qui travaille dans l’espace boutique, et dans quelles boutiques',
        response: { 200: AdminMeResponse },
      },
    },
    async (req) => {
      const scope = staffScope(req);
      const [user, shops, twoFactor] = await Promise.all([
        repo.findUserName(app.db, scope.userId),
        repo.findScopedShops(app.db, scope),
        requirementFor(app.db, scope.userId, scope.role),
      ]);
      return {
        role: scope.role,
        firstName: user.first_name ?? '',
        lastName: user.last_name ?? '',
        shops,
        twoFactorEnabled: twoFactor.enabled,
        twoFactorRequired: twoFactor.required,
      };
    },
  );

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Les commandes des boutiques de l’utilisateur (filtres\u00a0: boutique, jour, statut, recherche)',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse },
      },
    },
    async (req) => service.listOrders(app.db, staffScope(req), req.query, app.clock()),
  );

  app.get(
    '/api/admin/orders/:id',
    { schema: { ...onOrder, summary: 'Une commande, avec son historique' } },
    async (req) => service.getOrderDetail(app.db, staffScope(req), req.params.id),
  );

  app.put(
    '/api/admin/orders/:id/lines/:lineId',
    {
      schema: {
        ...onOrder,
        summary: 'Peser une ligne ou la marquer indisponible (la commande est recalculée)',
        description:
          'Un poids plus loin de la quantité commandée que la tolérance de la boutique (`weighingTolerancePercent`, 10\u00a0% par défaut) répond 409, sauf avec `confirm: true`\u00a0; quand le prix monte, `agreement` (`phone`, `counter`) note comment le client a donné son accord, sinon l’historique dit qu’il n’est pas noté. `agreement` seul le note pour le poids déjà enregistré.',
        params: OrderLineParams,
        body: UpdateOrderLineRequest,
      },
    },
    async (req) => updateLine(deps(req), req.params.id, req.params.lineId, req.body),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        ...onOrder,
        summary: 'Faire avancer une commande (Confirmed, Ready, Completed) ou l’annuler (avec un motif)',
        body: ChangeOrderStatusRequest,
      },
    },
    async (req) => service.changeStatus(deps(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/orders/:id/payment/paid-at-counter',
    {
      schema: {
        ...onOrder,
        summary: 'Payée au comptoir au lieu de la carte\u00a0: le blocage de la carte est levé',
        description:
          'Ce qui reste dû est noté comme un encaissement au comptoir (`method`, carte bancaire par défaut), puis le blocage de la carte est levé. Une commande annulée ou déjà réglée répond 409.',
        body: PaidAtCounterRequest,
      },
    },
    async (req) => markPaidAtCounter(deps(req), req.params.id, req.body?.method ?? 'card'),
  );

  app.post(
    '/api/admin/orders/:id/counter-payments',
    {
      schema: {
        ...onOrder,
        response: { 201: AdminOrderDetail },
        summary: 'Encaisser au comptoir (espèces, carte, chèque, titre-restaurant)',
        description:
          '`amount` en euros, plus de 0 et au plus `payment.dueAmount`. 400 sinon\u00a0; 409 pour une commande annulée ou déjà réglée. Rien n’est écrit dans ces cas.',
        body: CounterPaymentRequest,
      },
    },
    async (req, reply) => reply.code(201).send(await takeCounterPayment(deps(req), req.params.id, req.body)),
  );

  app.post(
    '/api/admin/orders/:id/counter-payments/:paymentId/reversal',
    {
      schema: {
        tags,
        params: CounterPaymentParams,
        response: { 201: AdminOrderDetail },
        summary: 'Annuler un encaissement par une écriture inverse (jamais une modification)',
        description: 'Une fois par encaissement\u00a0; 409 s’il est déjà annulé.',
      },
    },
    async (req, reply) =>
      reply.code(201).send(await reverseCounterEntry(deps(req), req.params.id, req.params.paymentId)),
  );
});
