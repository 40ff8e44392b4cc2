import type { LotBoxesResponse, LotsResponse } from '@boucherie/contract';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate, formatEuros } from '../../../lib/format';
import { useBoxLots } from '../api/get-box-lots';
import { useLotsBoxes } from '../api/get-lot-boxes';
import { CancelAnimal } from './cancel-animal';

type Lot = LotsResponse['items'][number];
const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'long');
const cell = 'px-3 py-2 text-left';

function AnimalBoxes({ lot, boxes }: { lot: Lot; boxes: LotBoxesResponse }) {
  const left = boxes.boxCount - boxes.sold;
  const cancelled = boxes.items.every((b) => b.cancelledAt !== null);
  return (
    <section
      aria-labelledby={`lot-${lot.id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id={`lot-${lot.id}-title`} className="text-lg font-bold text-gray-900">
        {`${lot.code} — ${lot.breed} (${lot.category}), ${lot.breeder}`}
      </h2>
      <p className="text-gray-700">{`Abattage le ${day(lot.slaughterDate)}`}</p>
      <p className="text-xl font-bold text-gray-900" data-testid="lot-boxes-total">
        {`${boxes.sold}\u00a0colis vendu${boxes.sold > 1 ? 's' : ''} sur ${boxes.boxCount}, ${left}\u00a0restant${left > 1 ? 's' : ''}`}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-gray-900">
          <caption className="sr-only">{`Les colis de l’animal ${lot.code}`}</caption>
          <thead className="bg-gray-50 text-sm text-gray-700">
            <tr>
              <th scope="col" className={cell}>
                Colis
              </th>
              <th scope="col" className={cell}>
                Retrait
              </th>
              <th scope="col" className={cell}>
                Acompte
              </th>
              <th scope="col" className={cell}>
                Vendus
              </th>
              <th scope="col" className={cell}>
                Restants
              </th>
            </tr>
          </thead>
          <tbody>
            {boxes.items.map((box) => (
              <tr key={box.id} className="border-t border-gray-200">
                <th scope="row" className={`${cell} font-semibold`}>
                  <Link to={`/admin/articles/${box.articleId}`} className="text-primary-800 underline">
                    {box.designation}
                  </Link>
                  <span className="block text-sm font-normal text-gray-700">{`${box.nominalWeightText}, ${formatEuros(box.nominalPriceCents / 100)}`}</span>
                </th>
                <td className={cell}>{day(box.distributionDate)}</td>
                <td className={cell}>{`${formatEuros(box.depositCents / 100)} (${box.depositPercent}\u00a0%)`}</td>
                <td className={cell}>{box.sold}</td>
                <td className={cell}>{box.cancelledAt ? 'Annulé' : box.remaining}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cancelled ? (
        <p className="font-semibold text-red-800">
          {'Animal annulé\u00a0: ses commandes de colis sont annulées et remboursées.'}
        </p>
      ) : (
        <CancelAnimal lotId={lot.id} code={lot.code} sold={boxes.sold} />
      )}
    </section>
  );
}

/** The « Colis » page (issue 40, ADR 074): each animal sold in boxes, what is sold and left, its cancelling. */
export function LotsBoxes() {
  const lots = useBoxLots();
  const items = lots.data?.items ?? [];
  const boxes = useLotsBoxes(items.map((lot) => lot.id));
  if (lots.isError || boxes.some((b) => b.isError)) {
    return (
      <LoadError
        title="Colis indisponibles"
        message="Les colis n’ont pas pu être chargés."
        onRetry={() => void lots.refetch()}
      />
    );
  }
  if (!lots.data || boxes.some((b) => !b.data)) return <p className="text-gray-700">Chargement des colis…</p>;
  const withBoxes = items.flatMap((lot, i) => {
    const data = boxes[i]?.data;
    return data && data.items.length > 0 ? [{ lot, data }] : [];
  });
  if (withBoxes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-gray-700">
        {
          'Aucun animal n’est vendu en colis. Sur la page d’un article vendu à la pièce, «\u00a0Faire de cet article un colis\u00a0».'
        }
      </p>
    );
  }
  return (
    <>
      {withBoxes.map(({ lot, data }) => (
        <AnimalBoxes key={lot.id} lot={lot} boxes={data} />
      ))}
    </>
  );
}
