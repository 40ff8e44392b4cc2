import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useAdminMe } from '../../features/admin-session/api/get-admin-me';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName } from '../../features/admin-session/lib/admin-days';
import { tillArchiveUrl, useTillJournal } from '../../features/admin-till-journal/api/get-till-journal';
import { TillDayView } from '../../features/admin-till-journal/components/till-day-view';
import { AdminPage } from './admin-page';

/** /admin/caisse: the counter journal of the shop's day (ADR 068), read by its staff, archived by the owner. */
export function AdminTillJournalPage() {
  const { shop, date, today } = useAdminDay();
  const me = useAdminMe();
  const journal = useTillJournal({ shopId: shop?.id ?? 0, date });
  const isOwner = me.data?.role === 'admin';
  return (
    <AdminPage
      title={`Caisse · ${dayName(date, today)}`}
      documentTitle="Caisse"
      width="max-w-5xl"
      intro={
        'Chaque encaissement au comptoir est une écriture chaînée à la précédente et scellée\u00a0: rien ne s’y modifie ni ne s’efface. Une erreur se corrige par une écriture d’annulation, depuis la commande.'
      }
    >
      {!shop ? null : journal.data ? (
        <TillDayView
          journal={journal.data}
          date={date}
          today={today}
          archiveUrl={isOwner ? tillArchiveUrl(shop.id, date.slice(0, 7)) : null}
        />
      ) : journal.isError ? (
        <LoadError message="Le journal de caisse n’a pas pu être chargé." onRetry={() => void journal.refetch()} />
      ) : (
        <LoadingBlocks label="Chargement de la caisse…" blocks={['h-48 animate-pulse rounded-xl bg-gray-200']} />
      )}
    </AdminPage>
  );
}
