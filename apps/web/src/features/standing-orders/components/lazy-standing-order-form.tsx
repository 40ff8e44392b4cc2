import { lazy, Suspense } from 'react';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import type { StandingOrderFormProps } from './standing-order-form';

// The form, its checks and the contract's schemas load when the customer opens it, not with the cart or the order.
const StandingOrderForm = lazy(() => import('./standing-order-form').then((m) => ({ default: m.StandingOrderForm })));

/** "Commander chaque semaine", loaded on demand; a placeholder of its size meanwhile. */
export function LazyStandingOrderForm(props: StandingOrderFormProps) {
  return (
    <Suspense
      fallback={
        <LoadingBlocks label="Chargement du formulaire…" className="h-96 animate-pulse rounded-xl bg-gray-200" />
      }
    >
      <StandingOrderForm {...props} />
    </Suspense>
  );
}
