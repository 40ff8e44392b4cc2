import type { AdminOrderDetail, AdminOrderLine } from '@boucherie/contract';
import { formatEuros, formatKilograms, formatQuantity } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useUpdateLine } from '../api/update-order-line';
import { AgreementFlag } from './agreement-flag';
import { WeightForm } from './weight-form';

type Props = { order: AdminOrderDetail; line: AdminOrderLine; editable: boolean };

/** A pre-sold box (ADR 074): sold by the piece, weighed all the same, priced by its weight. */
const isBox = (line: AdminOrderLine) => line.pricePerKg !== undefined;

function lineState(line: AdminOrderLine): { word: string; tone: string } {
  if (line.isUnavailable) return { word: 'Indisponible', tone: 'text-red-800' };
  if (line.saleUnit !== 'kg' && !isBox(line)) return { word: '', tone: '' };
  return line.weighedQuantity === null
    ? { word: isBox(line) ? 'À peser · prix du colis nominal' : 'À peser · montant estimé', tone: 'text-amber-800' }
    : { word: `Pesé\u00a0: ${formatKilograms(line.weighedQuantity)}`, tone: 'text-primary-800' };
}

/** One line of the order: what was ordered, its weighing, its amount, and "Indisponible". */
export function OrderLineItem({ order, line, editable }: Props) {
  const update = useUpdateLine(order.id);
  const state = lineState(line);
  const struck = line.isUnavailable ? 'line-through decoration-2' : '';
  const unit = line.saleUnit === 'kg' ? 'kg' : 'pièce';

  async function toggleUnavailable() {
    try {
      await update.mutateAsync({ lineId: line.id, unavailable: !line.isUnavailable });
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'La ligne n’a pas pu être modifiée.');
    }
  }

  return (
    <li
      className={`flex flex-col gap-3 rounded-xl p-4 ring-1 ${line.isUnavailable ? 'bg-gray-50 ring-gray-300' : 'bg-white ring-gray-200'}`}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className={`text-xl font-bold text-gray-900 ${struck}`}>{line.designation}</h3>
          <p className={`text-gray-800 tabular-nums ${struck}`}>
            Commandé&nbsp;: {formatQuantity(line.quantity, line.saleUnit)} × {formatEuros(line.unitPrice)}&nbsp;/&nbsp;
            {unit} {order.priceBasis}
          </p>
          {line.pricePerKg !== undefined && (
            <p className="text-gray-800 tabular-nums">
              Colis au poids réel&nbsp;: {formatEuros(line.pricePerKg)}&nbsp;/&nbsp;kg
            </p>
          )}
          {line.lotNumber && <p className="text-gray-800">Lot&nbsp;: {line.lotNumber}</p>}
          {line.preparationNote && (
            <p className="mt-1 inline-block rounded bg-sky-50 px-2 py-0.5 font-semibold text-sky-900">
              Préparation&nbsp;: {line.preparationNote}
            </p>
          )}
        </div>
        <div className="shrink-0 text-right">
          <p className={`text-2xl font-bold text-gray-900 tabular-nums ${struck}`}>{formatEuros(line.lineTotal)}</p>
          {state.word && <p className={`text-sm font-semibold ${state.tone}`}>{state.word}</p>}
        </div>
      </div>
      {order.agreementNotNoted.includes(line.id) && (
        <AgreementFlag orderId={order.id} line={line} editable={editable} />
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {(line.saleUnit === 'kg' || isBox(line)) && !line.isUnavailable ? (
          <WeightForm orderId={order.id} line={line} disabled={!editable} />
        ) : (
          <span />
        )}
        {editable && (
          <button
            type="button"
            aria-pressed={line.isUnavailable}
            disabled={update.isPending}
            onClick={() => void toggleUnavailable()}
            className="inline-flex min-h-12 items-center gap-2 self-end rounded-lg border-2 border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 aria-pressed:border-red-700 aria-pressed:bg-red-50 aria-pressed:text-red-900 disabled:cursor-wait"
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded border-2 ${line.isUnavailable ? 'border-red-700 bg-red-700' : 'border-gray-500'}`}
            />
            Indisponible
            <span className="sr-only"> («&nbsp;{line.designation}&nbsp;»)</span>
          </button>
        )}
      </div>
    </li>
  );
}
