import { z } from 'zod';
import { IdParam } from '../common.js';
import {
  CreateStandingOrderRequest,
  StandingOrder,
  StandingOrdersResponse,
  UpdateStandingOrderRequest,
} from '../standing-orders.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Commandes récurrentes'];

export const standingOrdersEndpoints = defineEndpoints({
  'GET /api/standing-orders': {
    access: 'signed-in',
    tags,
    summary: 'Mes commandes récurrentes, avec leurs prochaines dates et leurs dernières commandes',
    responses: { 200: StandingOrdersResponse },
  },
  'POST /api/standing-orders': {
    access: 'signed-in',
    tags,
    summary: 'Créer une commande récurrente (articles donnés, panier ou commande passée)',
    body: CreateStandingOrderRequest,
    responses: { 201: StandingOrder },
  },
  'PATCH /api/standing-orders/{id}': {
    access: 'signed-in',
    tags,
    summary: 'Modifier une commande récurrente\u00a0: articles, jours, dates, pause, date sautée ou rétablie',
    params: IdParam,
    body: UpdateStandingOrderRequest,
    responses: { 200: StandingOrder },
  },
  'DELETE /api/standing-orders/{id}': {
    access: 'signed-in',
    tags,
    summary: 'Supprimer une commande récurrente (les commandes déjà passées restent)',
    params: IdParam,
    responses: { 204: z.null().meta({ description: 'Supprimée' }) },
  },
});
