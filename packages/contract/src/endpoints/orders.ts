import { ChangeOrderLinesRequest } from '../change-order.js';
import { IdParam } from '../common.js';
import { MealVoucherSplitAnswer, MealVoucherSplitQuery } from '../meal-vouchers.js';
import { OrderSlotsQuery, OrderSlotsResponse } from '../order-slots.js';
import { Order, OrdersQuery, OrdersResponse } from '../orders.js';
import { OrderPayment } from '../payments.js';
import { PlaceOrderRequest } from '../place-order.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Commandes'];
/** What the endpoints on one of the customer's orders share: its id in the path, the order as it now stands. */
const onMyOrder = { access: 'signed-in', tags, params: IdParam, responses: { 200: Order } } as const;

export const ordersEndpoints = defineEndpoints({
  // Anyone: a visitor sees the days before signing in (a pro signed in is offered the on-account payment).
  'GET /api/orders/slots': {
    access: 'anyone',
    tags,
    summary: 'Les prochaines dates de retrait ou de livraison possibles (Europe/Paris)',
    query: OrderSlotsQuery,
    responses: { 200: OrderSlotsResponse },
  },
  'GET /api/orders/meal-voucher-split': {
    access: 'signed-in',
    tags,
    summary: 'Ce que les titres-restaurant paieraient du panier ce jour-là (le reste par carte)',
    query: MealVoucherSplitQuery,
    responses: { 200: MealVoucherSplitAnswer },
  },
  'POST /api/orders': {
    access: 'signed-in',
    tags,
    summary: 'Commander le panier (retrait ou livraison)',
    description:
      'Un en-tête Idempotency-Key rend la commande sûre à renvoyer\u00a0: la même clé ne crée jamais une deuxième commande.',
    body: PlaceOrderRequest,
    responses: { 201: Order },
  },
  'GET /api/orders': {
    access: 'signed-in',
    tags,
    summary: 'Mes commandes, les plus récentes d’abord',
    query: OrdersQuery,
    responses: { 200: OrdersResponse },
  },
  'GET /api/orders/{id}': { ...onMyOrder, summary: 'Une de mes commandes' },
  'POST /api/orders/{id}/payment/retry': {
    access: 'signed-in',
    tags,
    summary: 'Reprendre le paiement en ligne refusé ou abandonné de ma commande (dans son délai)',
    description:
      'Ouvre une nouvelle page de paiement du prestataire (checkoutUrl) pour une commande dont le paiement a été refusé ou abandonné, tant que la commande garde sa place (15\u00a0minutes, ou 24\u00a0heures après le refus d’une carte enregistrée). Une commande déjà autorisée renvoie son paiement tel quel\u00a0; 409 une fois le délai passé.',
    params: IdParam,
    responses: { 200: OrderPayment },
  },
  'POST /api/orders/{id}/cancel': {
    ...onMyOrder,
    summary: 'Annuler ma commande (avant l’heure limite de son jour)',
    description:
      'Possible tant que la commande est à confirmer ou confirmée et que l’heure limite de commande de son jour n’est pas passée (409 sinon). Annuler une commande déjà annulée la renvoie telle quelle.',
  },
  'PUT /api/orders/{id}/lines': {
    ...onMyOrder,
    summary: 'Changer les quantités de ma commande (avant l’heure limite de son jour)',
    description:
      'Les nouvelles quantités par article de la commande\u00a0: une quantité 0, ou une ligne absente, retire la ligne. Une ligne dont la quantité ne change pas garde son prix\u00a0; une ligne changée passe les contrôles d’une nouvelle commande et prend le prix du jour. Possible tant que la commande peut être annulée (409 sinon). Envoyer deux fois les mêmes quantités ne change la commande qu’une fois.',
    body: ChangeOrderLinesRequest,
  },
  'POST /api/orders/{id}/payment/raise': {
    access: 'signed-in',
    tags,
    summary: 'Autoriser un nouveau montant pour changer les quantités d’une commande payée par carte',
    description:
      'Pour un changement de quantités refusé en 409 HOLD_TOO_SMALL\u00a0: ouvre la page du prestataire pour un nouveau blocage de toute la commande (`raise.checkoutUrl`, `raise.amount`). Une fois autorisé, l’ancien blocage est levé et le changement est fait. Un changement qui tient dans le blocage est fait tout de suite. La même demande deux fois, ou en même temps, donne la même page.',
    params: IdParam,
    body: ChangeOrderLinesRequest,
    responses: { 200: OrderPayment },
  },
});
