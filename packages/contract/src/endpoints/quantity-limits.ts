import { QuantityLimits, UpdateQuantityLimitsRequest } from '../quantity-limits.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/** The owner's (admin) ceilings per article: a staff member or a customer gets 403, a visitor 401. */
export const quantityLimitsEndpoints = defineEndpoints({
  'GET /api/admin/quantity-limits': {
    access: 'owner',
    tags,
    summary: 'Les quantités maximales d’un article par commande en ligne (particulier, professionnel)',
    responses: { 200: QuantityLimits },
  },
  'PUT /api/admin/quantity-limits': {
    access: 'owner',
    tags,
    summary: 'Fixer les quantités maximales d’un article par commande en ligne',
    body: UpdateQuantityLimitsRequest,
    responses: { 200: QuantityLimits },
  },
});
