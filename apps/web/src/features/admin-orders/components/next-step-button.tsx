import type { AdminOrder } from '@boucherie/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast';
import { useChangeStatus } from '../api/change-order-status';
import { hasUnweighedLines, nextStep } from '../lib/admin-status';

/**
 * The order's one primary action: "Confirmer", "Prête", "Remise au client". An order with lines still
 * to weigh cannot be ready: its action is to weigh them, on the order's page. While money is due at hand-over,
 * the till's « À encaisser » is the main action and « Remise au client » steps back to a secondary button.
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
  const variant = step.status === 'Completed' && order.payment.dueAmount > 0 ? 'secondary' : 'primary';
  if (step.status === 'Ready' && hasUnweighedLines(order) && orderHref) {
    return (
      <Link to={orderHref} className={`${buttonClass('primary', 'xl')} ${className}`}>
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
      className={`${buttonClass(variant, 'xl')} ${className}`}
    >
      {step.label}
      <span className="sr-only"> (commande n°&nbsp;{order.number})</span>
    </button>
  );
}
