import { PendingProsList } from '../../features/admin-pros/components/pending-pros-list';
import { AdminPage } from './admin-page';

/** /admin/pros: the owner approves the accounts that asked for pro prices. */
export function AdminProsPage() {
  return (
    <AdminPage
      title="Pros à valider"
      width="max-w-4xl"
      intro="Ces comptes ont demandé les prix professionnels. Vérifiez la société et son numéro de TVA avant d’approuver."
    >
      <PendingProsList />
    </AdminPage>
  );
}
