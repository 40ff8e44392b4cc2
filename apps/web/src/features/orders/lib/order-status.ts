import type { OrderMode, OrderStatus } from '@boucherie/contract';

const LABELS: Record<OrderStatus, string> = {
  Pending: 'Reçue',
  Confirmed: 'Confirmée',
  Ready: 'Prête',
  Completed: 'Retirée',
  Cancelled: 'Annulée',
};

/** The status in French; a delivery that is ready is on its way, and a completed one was delivered. */
export function statusLabel(status: OrderStatus, mode: OrderMode): string {
  if (mode === 'Delivery' && status === 'Ready') return 'En livraison';
  if (mode === 'Delivery' && status === 'Completed') return 'Livrée';
  return LABELS[status];
}

export const modeLabel = (mode: OrderMode) => (mode === 'Pickup' ? 'Retrait en boutique' : 'Livraison');

const HISTORY_LABELS: Record<OrderStatus, string> = {
  Pending: 'Passée',
  Confirmed: 'Confirmée',
  Ready: 'Prête',
  Completed: 'Retirée',
  Cancelled: 'Annulée',
};

/** A step of the order's history as a sentence's start: "Confirmée", "Prête", "Partie en livraison". */
export function historyLabel(status: OrderStatus, mode: OrderMode): string {
  if (mode === 'Delivery' && status === 'Ready') return 'Partie en livraison';
  if (mode === 'Delivery' && status === 'Completed') return 'Livrée';
  return HISTORY_LABELS[status];
}
