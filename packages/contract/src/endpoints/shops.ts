import { HolidayOrderingsResponse, ShopsResponse } from '../shops.js';
import { NotModified } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutiques'];

export const shopsEndpoints = defineEndpoints({
  'GET /api/shops': {
    access: 'anyone',
    tags,
    summary: 'Les boutiques, leurs horaires et leurs zones de livraison',
    responses: { 200: ShopsResponse, 304: NotModified },
  },
  'GET /api/holiday-orders': {
    access: 'anyone',
    tags,
    summary: 'Les commandes de fêtes ouvertes en ce moment, par jour et boutique',
    responses: { 200: HolidayOrderingsResponse },
  },
});
