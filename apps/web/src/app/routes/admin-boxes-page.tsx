import { LotsBoxes } from '../../features/admin-boxes/components/lots-boxes';
import { AdminPage } from './admin-page';

/** /admin/colis: the animals sold in boxes before slaughter, what is sold of each (issue 40, ADR 074). */
export function AdminBoxesPage() {
  return (
    <AdminPage
      title="Colis"
      width="max-w-5xl"
      intro={
        'Chaque animal vendu en colis avant l’abattage\u00a0: les colis vendus et ce qu’il reste. Un animal annulé rend chaque acompte.'
      }
    >
      <LotsBoxes />
    </AdminPage>
  );
}
