import type { Order } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { TrashIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatEuros, formatNumber, formatQuantity, quantityFieldLabel } from '../../../lib/format';
import { isPrepared, stepOf, type TodayArticle, unitPriceAfter } from '../lib/quantity-changes';

type Line = Order['lines'][number];

type Props = {
  line: Line;
  basis: Order['priceBasis'];
  quantity: number;
  today: TodayArticle | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (quantity: number) => void;
};

const small =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400';

/** One line of the order being changed: its stepper and a remove button, or why it cannot change. */
export function QuantityChangeRow({ line, basis, quantity, today, error, disabled, onChange }: Props) {
  const unit = line.saleUnit === 'kg' ? 'kg' : 'pièce(s)';
  const step = stepOf(line, today);
  const errorId = `change-line-${line.articleId}-error`;
  const price = `${formatEuros(unitPriceAfter(line, quantity, today))} ${line.saleUnit === 'kg' ? '/ kg' : '/ pièce'} ${basis}`;
  const priceChanged = quantity > 0 && unitPriceAfter(line, quantity, today) !== line.unitPrice;
  // Withdrawn or out of stock: the ordered quantity stays, or the line goes (a changed line is a new order's).
  const locked = today !== undefined && !today.orderable;

  if (isPrepared(line)) {
    return (
      <li className="py-3">
        <p className="font-semibold text-gray-900">{line.designation}</p>
        <p className="text-sm text-gray-700">
          {formatQuantity(line.quantity, line.saleUnit)}, déjà préparé par la boutique&nbsp;: appelez-la pour le
          changer.
        </p>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={`font-semibold ${quantity === 0 ? 'text-gray-600 line-through' : 'text-gray-900'}`}>
            {line.designation}
          </p>
          <p className="text-sm text-gray-700 tabular-nums">
            {price}
            {priceChanged && ', prix du jour'}
          </p>
        </div>
        {quantity === 0 ? (
          <button
            type="button"
            className={small}
            disabled={disabled}
            onClick={() => onChange(line.quantity)}
            aria-label={`Remettre ${line.designation} dans la commande`}
          >
            Remettre
          </button>
        ) : (
          <button
            type="button"
            className={small}
            disabled={disabled}
            onClick={() => onChange(0)}
            aria-label={`Retirer ${line.designation} de la commande`}
          >
            <TrashIcon className="size-4" />
            Retirer
          </button>
        )}
      </div>
      {quantity === 0 ? (
        <p className="text-sm font-semibold text-gray-800">Retiré de la commande.</p>
      ) : (
        <QuantityStepper
          value={quantity}
          onChange={onChange}
          step={step}
          min={step}
          max={999}
          label={quantityFieldLabel(line.designation, line.saleUnit)}
          unit={unit}
          stepLabel={`${formatNumber(step)}\u00a0${line.saleUnit === 'kg' ? 'kg' : 'pièce'}`}
          disabled={disabled || locked}
          askGrams={line.saleUnit === 'kg'}
          className={`self-start ${error ? 'border-red-700' : ''}`}
        />
      )}
      {locked && quantity > 0 && (
        <p className="text-sm text-gray-800">
          Plus disponible à la vente&nbsp;: vous pouvez garder la quantité commandée ou retirer l’article.
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </li>
  );
}
