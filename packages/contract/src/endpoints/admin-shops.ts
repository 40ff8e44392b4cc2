import {
  AddClosingDayRequest,
  ClosingDayParams,
  ClosingDayResponse,
  DeliveryRoundParams,
  DeliveryRoundRequest,
  HolidayParams,
  HolidayRequest,
  ShopCalendar,
  ShopCalendarsResponse,
  TimeWindowParams,
  TimeWindowRequest,
  UpdateShopRequest,
  WindowCapacityRequest,
} from '../admin-shops.js';
import { IdParam } from '../common.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];
const responses = { 200: ShopCalendar };

/** The shops' calendars: staff read their shops' (their day depends on them); every change is the owner's. */
export const adminShopsEndpoints = defineEndpoints({
  'GET /api/admin/shops': {
    access: 'staff',
    tags,
    summary: 'Les boutiques et leur calendrier',
    responses: { 200: ShopCalendarsResponse },
  },
  'GET /api/admin/shops/{id}': {
    access: 'staff',
    tags,
    summary: 'Le calendrier d’une boutique',
    params: IdParam,
    responses,
  },
  'PATCH /api/admin/shops/{id}': {
    access: 'owner',
    tags,
    summary: 'Modifier une boutique (nom, adresse, horaires, clôture, capacité, zones, horizon)',
    params: IdParam,
    body: UpdateShopRequest,
    responses,
  },
  'POST /api/admin/shops/{id}/closing-days': {
    access: 'owner',
    tags,
    summary: 'Fermer la boutique un jour (ses commandes déplacées ou annulées, sinon 409 DAY_HAS_ORDERS)',
    params: IdParam,
    body: AddClosingDayRequest,
    responses: { 200: ClosingDayResponse },
  },
  'DELETE /api/admin/shops/{id}/closing-days/{date}': {
    access: 'owner',
    tags,
    summary: 'Rouvrir un jour de fermeture',
    params: ClosingDayParams,
    responses,
  },
  'POST /api/admin/shops/{id}/holidays': {
    access: 'owner',
    tags,
    summary: 'Ouvrir les commandes de fêtes d’un jour (ouverture, clôture, capacité, articles)',
    params: IdParam,
    body: HolidayRequest,
    responses,
  },
  'PUT /api/admin/shops/{id}/holidays/{holidayId}': {
    access: 'owner',
    tags,
    summary: 'Modifier les commandes de fêtes d’un jour',
    params: HolidayParams,
    body: HolidayRequest,
    responses,
  },
  'DELETE /api/admin/shops/{id}/holidays/{holidayId}': {
    access: 'owner',
    tags,
    summary: 'Supprimer un jour de fête sans commande',
    params: HolidayParams,
    responses,
  },
  'POST /api/admin/shops/{id}/time-windows': {
    access: 'owner',
    tags,
    summary: 'Ajouter un créneau de retrait ou une tournée de livraison à un jour',
    params: IdParam,
    body: TimeWindowRequest,
    responses,
  },
  'PATCH /api/admin/shops/{id}/time-windows/{windowId}': {
    access: 'owner',
    tags,
    summary: 'Changer la capacité d’un créneau',
    params: TimeWindowParams,
    body: WindowCapacityRequest,
    responses,
  },
  'DELETE /api/admin/shops/{id}/time-windows/{windowId}': {
    access: 'owner',
    tags,
    summary: 'Supprimer un créneau sans commande',
    params: TimeWindowParams,
    responses,
  },
  'POST /api/admin/shops/{id}/delivery-rounds': {
    access: 'owner',
    tags,
    summary: 'Ajouter une tournée de livraison hebdomadaire',
    params: IdParam,
    body: DeliveryRoundRequest,
    responses,
  },
  'DELETE /api/admin/shops/{id}/delivery-rounds/{roundId}': {
    access: 'owner',
    tags,
    summary: 'Supprimer une tournée hebdomadaire (ses commandes gardent leurs heures)',
    params: DeliveryRoundParams,
    responses,
  },
});
