import { PendingProsList } from '../../features/admin-pros/components/pending-pros-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/pros: the owner approves the accounts that asked for pro prices. */
export function AdminProsPage() {
  useDocumentTitle('Pros à valider');
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">Pros à valider</h1>
      <p className="text-gray-700">
        Ces comptes ont demandé les prix professionnels. Vérifiez la société et son numéro de TVA avant d’approuver.
      </p>
      <PendingProsList />
    </div>
  );
}
