import { PaymentChecksList } from '../../features/admin-payment-checks/components/payment-checks-list';
import { AdminPage } from './admin-page';

/** /admin/paiements: what could not follow an order (a capture, a refund, a message), for a person to settle. */
export function AdminPaymentChecksPage() {
  return (
    <AdminPage
      title="Paiements à vérifier"
      width="max-w-5xl"
      intro={
        'La boutique réessaie d’elle-même. Ce qui échoue encore s’affiche ici avec la réponse du prestataire\u00a0: réessayez quand il répond de nouveau, ou notez ce que vous avez réglé à la main.'
      }
    >
      <PaymentChecksList />
    </AdminPage>
  );
}
