import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { Pagination } from '../../components/ui/pagination';
import { useJournal } from '../../features/admin-journal/api/get-journal';
import { useJournalPeople } from '../../features/admin-journal/api/get-journal-people';
import { JournalFilters, type JournalFilterValues } from '../../features/admin-journal/components/journal-filters';
import { JournalList } from '../../features/admin-journal/components/journal-list';
import { isApiError } from '../../lib/api-error';
import { withParams } from '../../lib/search-params';
import { AdminPage } from './admin-page';

/** /admin/journal: every change made in the back office, newest first; filters live in the address. */
export function AdminJournalPage() {
  const [params, setParams] = useSearchParams();
  const filters: JournalFilterValues = {
    userId: params.get('person') ?? '',
    kind: params.get('kind') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const journal = useJournal({
    userId: filters.userId ? Number(filters.userId) : undefined,
    kind: filters.kind || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
  });
  const people = useJournalPeople();
  const badFilters = isApiError(journal.error, 400) ? (journal.error.problem.errors ?? {}) : {};

  return (
    <AdminPage
      title="Journal des modifications"
      documentTitle="Journal"
      width="max-w-6xl"
      intro={
        'Tout ce qui change dans l’espace boutique\u00a0: qui, quand, quoi, la valeur avant et après. Rien ne s’y efface.'
      }
    >
      <JournalFilters
        key={params.toString()}
        initial={filters}
        people={people.data?.items ?? []}
        errors={badFilters}
        onApply={(values) =>
          setParams(
            withParams(params, {
              person: values.userId,
              kind: values.kind,
              from: values.from,
              to: values.to,
              page: '',
            }),
          )
        }
      />
      {journal.data && !journal.isError ? (
        <div className="flex flex-col gap-3" aria-busy={journal.isFetching}>
          <p role="status" className="text-gray-800">
            {journal.data.totalCount} modification{journal.data.totalCount > 1 ? 's' : ''}
          </p>
          {journal.data.items.length > 0 ? (
            <JournalList entries={journal.data.items} />
          ) : (
            <p className="rounded-xl bg-white p-6 text-lg text-gray-800 ring-1 ring-gray-200">
              Aucune modification ne correspond à ces filtres.
            </p>
          )}
          <Pagination
            pageNumber={journal.data.pageNumber}
            totalPages={journal.data.totalPages}
            hrefFor={(p) => `?${withParams(params, { page: p > 1 ? String(p) : '' }).toString()}`}
          />
        </div>
      ) : journal.isError ? (
        Object.keys(badFilters).length > 0 ? (
          <p role="alert" className="rounded-xl bg-white p-6 font-semibold text-red-800 ring-1 ring-gray-200">
            Corrigez les filtres ci-dessus.
          </p>
        ) : (
          <LoadError message="Le journal n’a pas pu être chargé." onRetry={() => void journal.refetch()} />
        )
      ) : (
        <LoadingBlocks label="Chargement du journal…" blocks={['h-64 animate-pulse rounded-xl bg-gray-200']} />
      )}
    </AdminPage>
  );
}
