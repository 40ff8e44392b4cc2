import type { Lot } from '@boucherie/contract';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useLots } from '../../features/admin-lots/api/get-lots';
import { LotForm } from '../../features/admin-lots/components/lot-form';
import { LotTable } from '../../features/admin-lots/components/lot-table';
import { AdminPage } from './admin-page';

/** /admin/lots (issue 39): the animals and batches the meat is sold from; record one, change it, close it. */
export function AdminLotsPage() {
  const lots = useLots();
  // The form shows above the list: a new ticket, or the lot being changed.
  const [editing, setEditing] = useState<Lot | 'new' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  return (
    <AdminPage
      title="Lots"
      width="max-w-6xl"
      intro="L’animal ou le lot de découpe d’où vient la viande en vente, d’après le ticket d’abattage. Son origine suit chaque ligne pesée jusqu’à l’étiquette et la facture."
    >
      {editing ? (
        <section aria-labelledby="lot-form-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="lot-form-title" ref={headingRef} tabIndex={-1} className="mb-3 text-xl font-bold">
            {editing === 'new' ? 'Enregistrer un lot' : `Modifier le lot ${editing.code}`}
          </h2>
          <LotForm
            key={editing === 'new' ? 'new' : editing.id}
            lot={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <button type="button" onClick={() => setEditing('new')} className={buttonClass('primary', 'xl', 'self-start')}>
          Enregistrer un lot
        </button>
      )}
      <section aria-labelledby="lots-title" className="flex flex-col gap-3">
        <h2 id="lots-title" className="text-xl font-bold">
          Les lots
        </h2>
        {lots.isError ? (
          <LoadError message="Les lots n’ont pas pu être chargés." onRetry={() => void lots.refetch()} />
        ) : lots.data ? (
          <LotTable lots={lots.data.items} onEdit={setEditing} />
        ) : (
          <LoadingBlocks label="Chargement des lots…" blocks={['h-48 animate-pulse rounded-xl bg-gray-200']} />
        )}
      </section>
    </AdminPage>
  );
}
