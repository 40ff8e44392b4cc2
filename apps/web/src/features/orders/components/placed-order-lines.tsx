import { bestBeforeText, type Order } from '@boucherie/contract';
import { formatEuros, formatKilograms, formatQuantity } from '../../../lib/format';

type Line = Order['lines'][number];

/**
 * "1,5 kg × 30,00 € / kg TTC", or once weighed "1,620 kg pesés, commandé 1,5 kg × 30,00 € / kg TTC". A weighed
 * box (ADR 074) is priced by its weight, not by the piece: "5,400 kg pesés × 18,90 € / kg TTC, commandé 1 pièce".
 */
function quantityText(line: Line, basis: Order['priceBasis']) {
  if (line.weighedQuantity !== null && line.pricePerKg !== undefined) {
    return `${formatKilograms(line.weighedQuantity)} pesés × ${formatEuros(line.pricePerKg)} / kg ${basis}, commandé ${formatQuantity(line.quantity, line.saleUnit)}`;
  }
  const price = `${formatEuros(line.unitPrice)} ${line.saleUnit === 'kg' ? '/ kg' : '/ pièce'} ${basis}`;
  if (line.weighedQuantity !== null) {
    return `${formatKilograms(line.weighedQuantity)} pesés, commandé ${formatQuantity(line.quantity, line.saleUnit)} × ${price}`;
  }
  return `${formatQuantity(line.quantity, line.saleUnit)} × ${price}`;
}

/**
 * The lines of a placed order, with their preparation notes. Once the shop weighed a line, its real weight
 * and final amount; a line the shop could not supply is struck out, out of the totals.
 */
export function PlacedOrderLines({ order }: { order: Order }) {
  return (
    <ul aria-label="Articles de la commande" className="divide-y divide-gray-200">
      {order.lines.map((line) => (
        <li key={line.articleId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">
              {line.isUnavailable ? <s className="text-gray-600">{line.designation}</s> : line.designation}
              {line.isUnavailable && (
                <span className="ml-2 inline-flex rounded-full border border-gray-400 bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                  Indisponible
                </span>
              )}
            </p>
            <p className={`text-sm ${line.isUnavailable ? 'text-gray-600 line-through' : 'text-gray-700'}`}>
              {quantityText(line, order.priceBasis)}
            </p>
            {line.isUnavailable && (
              <p className="text-sm text-gray-800">
                La boutique n’a pas pu le fournir&nbsp;: il ne vous est pas facturé.
              </p>
            )}
            {line.preparationNote && <p className="text-sm text-gray-800">Préparation&nbsp;: {line.preparationNote}</p>}
            {line.bestBefore && !line.isUnavailable && (
              <p className="text-sm font-semibold text-gray-900">{bestBeforeText(line.bestBefore)}</p>
            )}
          </div>
          <p className="text-right font-semibold text-gray-900 tabular-nums">
            {line.isUnavailable ? (
              <>
                <span className="sr-only">Non facturé, au lieu de </span>
                <s className="font-normal text-gray-600">{formatEuros(line.lineTotal)}</s>
              </>
            ) : (
              formatEuros(line.lineTotal)
            )}
            {!line.isUnavailable && line.isEstimated && line.weighedQuantity === null && (
              <span className="block text-xs font-normal text-gray-600">estimation</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
