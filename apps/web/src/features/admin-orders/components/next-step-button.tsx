import type { AdminOrder } from '@boucherie/contract';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useChangeStatus } from '../hooks/use-order-updates';
import { hasUnweighedLines, nextStep } from '../lib/admin-status';

export const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-5 text-lg font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500';

/**
 * The order's one primary action: "Confirmer", "Prête", "Remise au client". An order with lines still
 * to weigh cannot be ready: its action is to weigh them, on the order's page.
 */
export function NextStepButton({
  order,
  orderHref,
  className = '',
}: {
  order: AdminOrder;
  /** Where the order's page is (the board keeps its shop and day in the address). */
  orderHref?: string;
  className?: string;
}) {
  const change = useChangeStatus(order.id);
  const step = nextStep(order);
  if (!step) return null;
  if (step.status === 'Ready' && hasUnweighedLines(order) && orderHref) {
    return (
      <Link to={orderHref} className={`${primaryButton} ${className}`}>
        Peser
        <span className="sr-only"> la commande n°&nbsp;{order.number}</span>
      </Link>
    );
  }

  async function move() {
    if (!step) return;
    try {
      await change.mutateAsync({ status: step.status });
      void showToast('success', `Commande n°\u00a0${order.number} ${step.done}.`);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'La commande n’a pas pu changer de statut.');
    }
  }

  return (
    <button
      type="button"
      disabled={change.isPending}
      onClick={() => void move()}
      className={`${primaryButton} ${className}`}
    >
      {step.label}
      <span className="sr-only"> (commande n°&nbsp;{order.number})</span>
    </button>
  );
}
