import { lazy, Suspense } from 'react';
import type { StandingOrderFormProps } from './standing-order-form';

// The form, its checks and the contract's schemas load when the customer opens it, not with the cart or the order.
const StandingOrderForm = lazy(() => import('./standing-order-form').then((m) => ({ default: m.StandingOrderForm })));

/** "Commander chaque semaine", loaded on demand; a placeholder of its size meanwhile. */
export function LazyStandingOrderForm(props: StandingOrderFormProps) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-gray-200">
          <span className="sr-only" role="status">
            Chargement du formulaire…
          </span>
        </div>
      }
    >
      <StandingOrderForm {...props} />
    </Suspense>
  );
}
