import type { CustomerDetail } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDate, formatEuros } from '../../../lib/format';

/**
 * The orders handed over without payment (issue 45), on the customer's file: the day, the staff's reason and
 * what was due then, each linked to its order (whose page says what is still due).
 */
export function UnpaidHandovers({ customer }: { customer: CustomerDetail }) {
  if (customer.unpaidHandovers.length === 0) return null;
  return (
    <section aria-labelledby="customer-unpaid" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <h2 id="customer-unpaid" className="mb-2 text-xl font-bold text-amber-950">
        Remises sans paiement
      </h2>
      <ul className="flex flex-col gap-1 text-gray-900">
        {customer.unpaidHandovers.map((handover) => (
          <li key={handover.orderId}>
            Remise sans paiement le {formatDate(handover.at, 'dayMonth')}&nbsp;: {handover.reason} (
            {formatEuros(handover.amount)})
            {handover.number && (
              <>
                {' · '}
                <Link to={`/admin/orders/${handover.orderId}`} className="underline">
                  commande n°&nbsp;{handover.number}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
