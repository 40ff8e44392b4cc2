import type { StandingOrder } from '@boucherie/contract';
import { useNavigate } from 'react-router';
import { createdMessage } from '../../features/standing-orders/lib/created-message';
import { showToast } from '../../lib/toast';

/** After a standing order is made from the cart or an order: said, then shown among the customer's. */
export function useStandingCreated() {
  const navigate = useNavigate();
  return (standing: StandingOrder) => {
    void showToast('success', createdMessage(standing));
    void navigate('/account/standing-orders');
  };
}
