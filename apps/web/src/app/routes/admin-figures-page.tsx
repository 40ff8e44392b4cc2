import { useAdminMe } from '../../features/admin-session/api/get-admin-me';
import { FiguresView } from '../../features/admin-stats/components/figures-view';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The owner's figures (its own chunk, with the charting library: only the owner's /admin loads it). */
export function AdminFiguresPage() {
  useDocumentTitle('Tableau de bord');
  const me = useAdminMe();
  return <FiguresView shops={me.data?.shops ?? []} />;
}
