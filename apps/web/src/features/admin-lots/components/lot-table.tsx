import type { ListedLot, Lot } from '@boucherie/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { capitalize, formatDate } from '../../../lib/format';
import { SPECIES_NAMES } from '../lib/lot-form-values';
import { CloseLotAction } from './close-lot-action';

const pill = 'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold';

/** One lot: what animal, from whom, when slaughtered, what is sold from it, and what the owner can do. */
function LotRow({ lot, onEdit }: { lot: ListedLot; onEdit: (lot: Lot) => void }) {
  const closed = lot.closedAt !== null;
  return (
    <tr className="border-b border-gray-100 align-top last:border-0">
      <th scope="row" className="p-3 text-left">
        <a
          href={`/tracabilite/${lot.code}`}
          className="inline-flex min-h-12 items-center font-semibold text-primary-800 tabular-nums underline"
        >
          {lot.code}
        </a>
        {lot.nationalId && <span className="block text-sm font-normal text-gray-700">{lot.nationalId}</span>}
      </th>
      <td className="p-3">
        <span className="font-semibold">
          {SPECIES_NAMES[lot.species]} · {lot.breed}
        </span>
        <span className="block text-sm text-gray-700">{capitalize(lot.category)}</span>
      </td>
      <td className="p-3">
        {lot.breeder}
        <span className="block text-sm text-gray-700">{lot.breederTown}</span>
      </td>
      <td className="p-3 tabular-nums">{formatDate(lot.slaughterDate, 'short')}</td>
      <td className="max-w-64 p-3">
        {lot.articles.length === 0 ? (
          <span className="text-gray-700">Aucun</span>
        ) : (
          <>
            <span className="font-semibold">
              {lot.articles.length} article{lot.articles.length > 1 ? 's' : ''}
            </span>
            {/* Links within a sentence: the names stay one short paragraph however many they are. */}
            <p className="text-sm leading-6">
              {lot.articles.map((article, index) => (
                <span key={article.id}>
                  {index > 0 && ', '}
                  <Link to={`/admin/articles/${article.id}`} className="text-primary-800 underline">
                    {article.designation}
                  </Link>
                </span>
              ))}
            </p>
          </>
        )}
      </td>
      <td className="p-3">
        {closed ? (
          <span className={`${pill} bg-gray-200 text-gray-800`}>Clos</span>
        ) : (
          <span className={`${pill} bg-green-100 text-green-900`}>Ouvert</span>
        )}
      </td>
      <td className="p-3">
        <div className="flex min-w-32 flex-col items-stretch gap-2">
          <button type="button" onClick={() => onEdit(lot)} className={buttonClass('secondary', 'lg')}>
            Modifier<span className="sr-only"> le lot {lot.code}</span>
          </button>
          <Link to={`/admin/lots/${lot.id}/rappel`} className={buttonClass('secondary', 'lg')}>
            Rappel<span className="sr-only"> du lot {lot.code}</span>
          </Link>
          {!closed && <CloseLotAction lot={lot} articleCount={lot.articles.length} />}
        </div>
      </td>
    </tr>
  );
}

/** Every lot as one table, the open ones first (the server's order). */
export function LotTable({ lots, onEdit }: { lots: ListedLot[]; onEdit: (lot: Lot) => void }) {
  if (lots.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-gray-700 shadow-sm">
        Aucun lot pour l’instant. Enregistrez le premier d’après son ticket d’abattage.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Les lots ({lots.length}), les ouverts d’abord</caption>
        <ColumnHeaders
          className="border-b border-gray-200 text-sm text-gray-700"
          cellClass="p-3"
          columns={[
            { label: 'Lot' },
            { label: 'Animal' },
            { label: 'Éleveur' },
            { label: 'Abattu le' },
            { label: 'Articles vendus de ce lot' },
            { label: 'État' },
            { label: <span className="sr-only">Actions</span> },
          ]}
        />
        <tbody>
          {lots.map((lot) => (
            <LotRow key={lot.id} lot={lot} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
