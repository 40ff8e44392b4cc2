import {
  AdminMeResponse,
  AdminOrderDetail,
  AdminOrdersQuery,
  AdminOrdersResponse,
  ChangeOrderStatusRequest,
  OrderLineParams,
  PreparationQuery,
  PreparationResponse,
  UpdateOrderLineRequest,
} from '../admin-orders.js';
import { IdParam } from '../common.js';
import { CounterPaymentParams, CounterPaymentRequest, PaidAtCounterRequest } from '../payments.js';
import { Csv, Pdf } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];
/** What the endpoints on one order share: its id in the path, the order as it now stands in the answer. */
const onOrder = { access: 'staff', tags, params: IdParam, responses: { 200: AdminOrderDetail } } as const;

/** The counter's board: the orders of the staff's shops, their weighing and payments, the day's lists. */
export const adminOrdersEndpoints = defineEndpoints({
  'GET /api/admin/me': {
    access: 'staff',
    tags,
    summary: 'Qui travaille dans l’espace boutique, et dans quelles boutiques',
    responses: { 200: AdminMeResponse },
  },
  'GET /api/admin/orders': {
    access: 'staff',
    tags,
    summary: 'Les commandes des boutiques de l’utilisateur (filtres\u00a0: boutique, jour, statut, recherche)',
    query: AdminOrdersQuery,
    responses: { 200: AdminOrdersResponse },
  },
  'GET /api/admin/orders/{id}': { ...onOrder, summary: 'Une commande, avec son historique' },
  'PUT /api/admin/orders/{id}/lines/{lineId}': {
    ...onOrder,
    summary: 'Peser une ligne ou la marquer indisponible (la commande est recalculée)',
    description:
      'Un poids plus loin de la quantité commandée que la tolérance de la boutique (`weighingTolerancePercent`, 10\u00a0% par défaut) répond 409, sauf avec `confirm: true`\u00a0; quand le prix monte, `agreement` (`phone`, `counter`) note comment le client a donné son accord, sinon l’historique dit qu’il n’est pas noté. `agreement` seul le note pour le poids déjà enregistré.',
    params: OrderLineParams,
    body: UpdateOrderLineRequest,
  },
  'POST /api/admin/orders/{id}/status': {
    ...onOrder,
    summary: 'Faire avancer une commande (Confirmed, Ready, Completed) ou l’annuler (avec un motif)',
    body: ChangeOrderStatusRequest,
  },
  'POST /api/admin/orders/{id}/payment/paid-at-counter': {
    ...onOrder,
    summary: 'Payée au comptoir au lieu de la carte\u00a0: le blocage de la carte est levé',
    description:
      'Ce qui reste dû est noté comme un encaissement au comptoir (`method`, carte bancaire par défaut), puis le blocage de la carte est levé. Une commande annulée ou déjà réglée répond 409.',
    body: PaidAtCounterRequest,
  },
  'POST /api/admin/orders/{id}/counter-payments': {
    ...onOrder,
    responses: { 201: AdminOrderDetail },
    summary: 'Encaisser au comptoir (espèces, carte, chèque, titre-restaurant)',
    description:
      '`amount` en euros, plus de 0 et au plus `payment.dueAmount`. 400 sinon\u00a0; 409 pour une commande annulée ou déjà réglée. Rien n’est écrit dans ces cas.',
    body: CounterPaymentRequest,
  },
  'POST /api/admin/orders/{id}/counter-payments/{paymentId}/reversal': {
    access: 'staff',
    tags,
    params: CounterPaymentParams,
    responses: { 201: AdminOrderDetail },
    summary: 'Annuler un encaissement par une écriture inverse (jamais une modification)',
    description: 'Une fois par encaissement\u00a0; 409 s’il est déjà annulé.',
  },
  // Server-sent events: the stream is written by the handler, no answer schema.
  'GET /api/admin/events': {
    access: 'staff',
    tags,
    summary: 'Flux d’événements (text/event-stream)\u00a0: order-placed, order-updated',
    produces: ['text/event-stream'],
    responses: {},
  },
  'GET /api/admin/preparation.pdf': {
    access: 'staff',
    tags,
    produces: ['application/pdf'],
    summary: 'La liste de découpe du jour et une feuille par commande, en PDF A4 à imprimer',
    query: PreparationQuery,
    responses: { 200: Pdf },
  },
  'GET /api/admin/orders/{id}/label.pdf': {
    access: 'staff',
    tags,
    produces: ['application/pdf'],
    summary: 'L’étiquette de la commande (100 × 150 mm)\u00a0: QR code du numéro, poids nets, prix, origines',
    params: IdParam,
    responses: { 200: Pdf },
  },
  'GET /api/admin/preparation': {
    access: 'staff',
    tags,
    summary: 'La liste de découpe du jour d’une boutique (commandes à confirmer et confirmées)',
    query: PreparationQuery,
    responses: { 200: PreparationResponse },
  },
  'GET /api/admin/preparation.csv': {
    access: 'staff',
    tags,
    summary: 'La liste de découpe pour un tableur (séparateur point-virgule, UTF-8 avec BOM)',
    query: PreparationQuery,
    produces: ['text/csv'],
    responses: { 200: Csv },
  },
});
