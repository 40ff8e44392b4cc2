import { IdParam } from '../common.js';
import { PaymentChecksResponse } from '../payment-checks.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/** « Paiements à vérifier »: staff see their shops', the owner every shop's (ADR 051). */
export const adminPaymentChecksEndpoints = defineEndpoints({
  'GET /api/admin/payment-checks': {
    access: 'staff',
    tags,
    summary: 'Les paiements et messages qui n’ont pas pu suivre une commande, le plus récent en premier',
    responses: { 200: PaymentChecksResponse },
  },
  'POST /api/admin/payment-checks/{id}/retry': {
    access: 'staff',
    tags,
    summary: 'Réessayer maintenant (le compte des essais repart de zéro)',
    params: IdParam,
    responses: { 200: PaymentChecksResponse },
  },
  'POST /api/admin/payment-checks/{id}/resolve': {
    access: 'staff',
    tags,
    summary: 'Noter comme réglé à la main (inscrit au journal)',
    params: IdParam,
    responses: { 200: PaymentChecksResponse },
  },
});
