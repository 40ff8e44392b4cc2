import { IdParam } from '../common.js';
import { pdfOrConflict } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const summary = 'Le bon de livraison de la commande (PDF A4, sans prix, à signer à la livraison)';
/** The customer and the shop's staff are given the same note: what the two endpoints declare alike. */
const note = { ...pdfOrConflict, params: IdParam };

export const deliveryNotesEndpoints = defineEndpoints({
  'GET /api/orders/{id}/delivery-note.pdf': {
    ...note,
    access: 'signed-in',
    tags: ['Commandes'],
    summary: `${summary}\u00a0; une commande d’un autre client répond 404`,
  },
  'GET /api/admin/orders/{id}/delivery-note.pdf': {
    ...note,
    access: 'staff',
    tags: ['Boutique'],
    summary: `${summary}\u00a0; une commande d’une autre boutique répond 404`,
  },
});
