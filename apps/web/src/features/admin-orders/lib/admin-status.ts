import type { AdminOrder, OrderStatus } from '@boucherie/contract';

type Mode = AdminOrder['mode'];

/** The board's columns, in the order of the day's work. */
export const BOARD_COLUMNS = [
  { status: 'Pending', title: 'À confirmer' },
  { status: 'Confirmed', title: 'À préparer' },
  { status: 'Ready', title: 'Prêtes' },
  { status: 'Completed', title: 'Retirées/Livrées' },
] as const satisfies readonly { status: OrderStatus; title: string }[];

/** A status as staff say it, for this mode of order (a delivery on its way is "En livraison"). */
export function statusLabel(status: OrderStatus, mode: Mode): string {
  switch (status) {
    case 'Pending':
      return 'À confirmer';
    case 'Confirmed':
      return 'À préparer';
    case 'Ready':
      return mode === 'Delivery' ? 'En livraison' : 'Prête';
    case 'Completed':
      return mode === 'Delivery' ? 'Livrée' : 'Retirée';
    case 'Cancelled':
      return 'Annulée';
  }
}

/** Word and colour go together: the colour is never the only sign. Contrast AA on each tint. */
export const STATUS_TONE: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  Ready: 'bg-primary-100 text-primary-900 ring-primary-200',
  Completed: 'bg-gray-200 text-gray-800 ring-gray-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

/** A weighed line still to weigh (not weighed, not unavailable): the order cannot be ready yet. */
/** A line still to weigh: a weighed article's, or a pre-sold box's (sold by the piece, settled by weight). */
export const isUnweighed = (line: AdminOrder['lines'][number]) =>
  (line.saleUnit === 'kg' || line.pricePerKg !== undefined) && line.weighedQuantity === null && !line.isUnavailable;

export const hasUnweighedLines = (order: Pick<AdminOrder, 'lines'>) => order.lines.some(isUnweighed);

export type NextStep = { status: OrderStatus; label: string; done: string };

/** The one step forward from here, worded as the button says it; null once the order is over. */
export function nextStep(order: Pick<AdminOrder, 'status' | 'mode'>): NextStep | null {
  switch (order.status) {
    case 'Pending':
      return { status: 'Confirmed', label: 'Confirmer', done: 'confirmée' };
    case 'Confirmed':
      return { status: 'Ready', label: 'Prête', done: order.mode === 'Delivery' ? 'en livraison' : 'prête' };
    case 'Ready':
      return order.mode === 'Delivery'
        ? { status: 'Completed', label: 'Livrée', done: 'livrée' }
        : { status: 'Completed', label: 'Remise au client', done: 'remise au client' };
    default:
      return null;
  }
}

export const modeLabel = (mode: Mode) => (mode === 'Delivery' ? 'Livraison' : 'Retrait');

export const customerName = (customer: AdminOrder['customer']) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
