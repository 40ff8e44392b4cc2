import {
  AddClosingDayRequest,
  ClosingDayParams,
  DeliveryRoundParams,
  DeliveryRoundRequest,
  HolidayParams,
  HolidayRequest,
  IdParam,
  ShopCalendar,
  ShopCalendarsResponse,
  TimeWindowParams,
  TimeWindowRequest,
  UpdateShopRequest,
  WindowCapacityRequest,
} from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as shops from './admin-shops.service.js';
import * as rounds from './delivery-rounds.service.js';
import * as holidays from './holidays.service.js';
import { listCalendars } from './shop-calendar.view.js';
import * as windows from './time-windows.service.js';

const tags = ['Boutique'];
const response = { 200: ShopCalendar };

/** Staff read their shops' calendars (their day depends on them). */
const readRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/shops',
    { schema: { tags, summary: 'Les boutiques et leur calendrier', response: { 200: ShopCalendarsResponse } } },
    async (req) => listCalendars(app.db, staffScope(req), app.clock()),
  );
  app.get(
    '/api/admin/shops/:id',
    { schema: { tags, summary: 'Le calendrier d’une boutique', params: IdParam, response } },
    async (req) => shops.getCalendar(app.db, staffScope(req), req.params.id, app.clock()),
  );
});

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a change is given: the database, the time, and who makes it (the journal says so). */
const changeDeps = (app: App) => (req: FastifyRequest) => ({
  db: app.db,
  now: app.clock(),
  userId: staffScope(req).userId,
});

/** Changes are the owner's (admin): a staff member or a customer gets 403, a visitor 401. */
const changeRoutes = behindRole('admin', async (app) => {
  const deps = changeDeps(app);

  app.patch(
    '/api/admin/shops/:id',
    {
      schema: {
        tags,
        summary: 'Modifier une boutique (nom, adresse, horaires, clôture, capacité, zones, horizon)',
        params: IdParam,
        body: UpdateShopRequest,
        response,
      },
    },
    async (req) => shops.updateShop(deps(req), req.params.id, req.body),
  );
  app.post(
    '/api/admin/shops/:id/closing-days',
    {
      schema: {
        tags,
        summary: 'Fermer la boutique un jour (409 si des commandes sont déjà passées ce jour-là)',
        params: IdParam,
        body: AddClosingDayRequest,
        response,
      },
    },
    async (req) => shops.addClosingDay(deps(req), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/shops/:id/closing-days/:date',
    { schema: { tags, summary: 'Rouvrir un jour de fermeture', params: ClosingDayParams, response } },
    async (req) => shops.removeClosingDay(deps(req), req.params.id, req.params.date),
  );
  app.post(
    '/api/admin/shops/:id/holidays',
    {
      schema: {
        tags,
        summary: 'Ouvrir les commandes de fêtes d’un jour (ouverture, clôture, capacité, articles)',
        params: IdParam,
        body: HolidayRequest,
        response,
      },
    },
    async (req) => holidays.createHoliday(deps(req), req.params.id, req.body),
  );
  app.put(
    '/api/admin/shops/:id/holidays/:holidayId',
    {
      schema: {
        tags,
        summary: 'Modifier les commandes de fêtes d’un jour',
        params: HolidayParams,
        body: HolidayRequest,
        response,
      },
    },
    async (req) => holidays.updateHoliday(deps(req), req.params.id, req.params.holidayId, req.body),
  );
  app.delete(
    '/api/admin/shops/:id/holidays/:holidayId',
    { schema: { tags, summary: 'Supprimer un jour de fête sans commande', params: HolidayParams, response } },
    async (req) => holidays.deleteHoliday(deps(req), req.params.id, req.params.holidayId),
  );
});

/** A shop's time windows and delivery rounds: the owner's too. */
const windowRoutes = behindRole('admin', async (app) => {
  const deps = changeDeps(app);
  app.post(
    '/api/admin/shops/:id/time-windows',
    {
      schema: {
        tags,
        summary: 'Ajouter un créneau de retrait ou une tournée de livraison à un jour',
        params: IdParam,
        body: TimeWindowRequest,
        response,
      },
    },
    async (req) => windows.createWindow(deps(req), req.params.id, req.body),
  );
  app.patch(
    '/api/admin/shops/:id/time-windows/:windowId',
    {
      schema: {
        tags,
        summary: 'Changer la capacité d’un créneau',
        params: TimeWindowParams,
        body: WindowCapacityRequest,
        response,
      },
    },
    async (req) => windows.changeWindowCapacity(deps(req), req.params.id, req.params.windowId, req.body.capacity),
  );
  app.delete(
    '/api/admin/shops/:id/time-windows/:windowId',
    { schema: { tags, summary: 'Supprimer un créneau sans commande', params: TimeWindowParams, response } },
    async (req) => windows.deleteWindow(deps(req), req.params.id, req.params.windowId),
  );
  app.post(
    '/api/admin/shops/:id/delivery-rounds',
    {
      schema: {
        tags,
        summary: 'Ajouter une tournée de livraison hebdomadaire',
        params: IdParam,
        body: DeliveryRoundRequest,
        response,
      },
    },
    async (req) => rounds.createRound(deps(req), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/shops/:id/delivery-rounds/:roundId',
    {
      schema: {
        tags,
        summary: 'Supprimer une tournée hebdomadaire (ses commandes gardent leurs heures)',
        params: DeliveryRoundParams,
        response,
      },
    },
    async (req) => rounds.deleteRound(deps(req), req.params.id, req.params.roundId),
  );
});

export const adminShopsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(changeRoutes);
  await app.register(windowRoutes);
};
