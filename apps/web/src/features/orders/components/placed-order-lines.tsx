import type { Order } from '@boucherie/contract';
import { formatEuros, formatQuantity } from '../../../lib/format';

/** The lines of a placed order, with their preparation notes and, once weighed, the real weight. */
export function PlacedOrderLines({ order }: { order: Order }) {
  const basis = order.priceBasis;
  return (
    <ul aria-label="Articles de la commande" className="divide-y divide-gray-200">
      {order.lines.map((line) => (
        <li key={line.articleId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{line.designation}</p>
            <p className="text-sm text-gray-700">
              {formatQuantity(line.quantity, line.saleUnit)} × {formatEuros(line.unitPrice)}{' '}
              {line.saleUnit === 'kg' ? '/ kg' : '/ pièce'} {basis}
            </p>
            {line.weighedQuantity !== null && (
              <p className="text-sm text-gray-700">Pesé&nbsp;: {formatQuantity(line.weighedQuantity, 'kg')}</p>
            )}
            {line.preparationNote && <p className="text-sm text-gray-800">Préparation&nbsp;: {line.preparationNote}</p>}
          </div>
          <p className="text-right font-semibold text-gray-900 tabular-nums">
            {formatEuros(line.lineTotal)}
            {line.isEstimated && line.weighedQuantity === null && (
              <span className="block text-xs font-normal text-gray-600">estimation</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
