import type { OrderStatus } from '@boucherie/contract';
import { formatDate } from '../../../lib/format';

/** The board's words for an order's status (a delivery on its way is "En livraison"). */
export function statusLabel(status: OrderStatus, mode: 'Pickup' | 'Delivery'): string {
  const delivery = mode === 'Delivery';
  const labels: Record<OrderStatus, string> = {
    Pending: 'À confirmer',
    Confirmed: 'À préparer',
    Ready: delivery ? 'En livraison' : 'Prête',
    Completed: delivery ? 'Livrée' : 'Retirée',
    Cancelled: 'Annulée',
  };
  return labels[status];
}

/** "2026-11-21" or an instant → "21 nov. 2026", "1er déc. 2026" (the year matters in a customer's history). */
export function formatShortDate(value: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return formatDate(at, 'short');
}

export const PRO_STATUS_LABELS = {
  none: 'Particulier',
  pending: 'Pro à valider',
  approved: 'Professionnel',
} as const;
