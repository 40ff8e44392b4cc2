import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { usePublicLot } from '../../features/traceability/api/get-public-lot';
import { LotSheet, lotTitle } from '../../features/traceability/components/lot-sheet';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/tracabilite/{code}` (issue 39): where the label's QR code leads; an unknown code is the route's 404. */
export function TraceabilityPage() {
  // The route loader has already checked the code's shape.
  const code = useParams().code ?? '';
  const { data: lot, isError, refetch } = usePublicLot(code);
  useDocumentTitle(lot ? `${lotTitle(lot)}, lot ${lot.code}` : 'Traçabilité');

  return (
    <div className="flex flex-col gap-6">
      {lot ? (
        <LotSheet lot={lot} />
      ) : isError ? (
        <LoadError
          title="Lot momentanément indisponible"
          message="Nous n’avons pas pu charger la fiche de ce lot."
          onRetry={() => void refetch()}
        />
      ) : (
        <p role="status" className="text-gray-700">
          Chargement de la fiche du lot…
        </p>
      )}
      <p className="mx-auto w-full max-w-2xl">
        <Link to="/products-list" className="inline-flex min-h-11 items-center text-primary-800 underline">
          Voir nos viandes
        </Link>
      </p>
    </div>
  );
}
