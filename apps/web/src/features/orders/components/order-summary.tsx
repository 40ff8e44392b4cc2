import {
  DEFAULT_WEIGHING_TOLERANCE_PERCENT,
  type OrderMode,
  type PaymentMethod,
  type PaymentTerms,
  type Shop,
} from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { formatEuros, formatQuantity } from '../../../lib/format';
import { holdText } from '../../../lib/payment-text';
import { weighedRangeText } from '../../../lib/weighed-range';
import { formatDay } from '../lib/order-days';
import type { CartLineSummary } from '../lib/order-form';
import type { OrderTotalsValues } from '../lib/order-totals';
import { sectionTitle } from './choice-styles';
import { OrderTotalsList } from './order-totals-list';
import { PaymentChoice } from './payment-choice';

type Props = {
  mode: OrderMode;
  day: string | null;
  shop: Shop | undefined;
  /** Delivery: "57000 Metz". */
  destination: string;
  lines: readonly CartLineSummary[];
  totals: OrderTotalsValues;
  minimumOrder: number | null;
  /** The account's payment terms (an approved pro's), or null: paid at pickup or delivery. */
  paymentTerms: PaymentTerms | null;
  /** What the chosen day offers, the default first; empty before a day is chosen. */
  paymentMethods: readonly PaymentMethod[];
  paymentMethod: PaymentMethod | undefined;
  onPaymentMethod: (method: PaymentMethod) => void;
  /** The server's refusal of the method (the day's rule changed meanwhile). */
  paymentError?: string | undefined;
  cartError?: string;
  generalError?: string;
  sending: boolean;
};

function when(mode: OrderMode, day: string | null, shop: Shop | undefined, destination: string) {
  const on = day ? ` le ${formatDay(day)}` : '';
  if (mode === 'Pickup') return `Retrait${on}${shop ? ` à la boutique ${shop.name}` : ''}.`;
  return `Livraison${on}${destination ? `, ${destination}` : ''}.`;
}

/** The order as it will be placed: when and where, the lines, the totals, and the order button. */
export function OrderSummary({
  mode,
  day,
  shop,
  destination,
  lines,
  totals,
  minimumOrder,
  paymentTerms,
  paymentMethods,
  paymentMethod,
  onPaymentMethod,
  paymentError,
  cartError,
  generalError,
  sending,
}: Props) {
  const basis = totals.priceBasis;
  const missing = minimumOrder !== null ? Math.round((minimumOrder - totals.linesTotal) * 100) / 100 : 0;
  const weighedCents = lines
    .filter((line) => line.isEstimated)
    .reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  const totalCents = Math.round((basis === 'HT' ? totals.totalHT : totals.totalTTC) * 100);
  return (
    <aside
      aria-labelledby="summary-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-32"
    >
      {/* The error summary's link to a refused cart comes here (data-field). */}
      <h2 id="summary-title" data-field="cart" tabIndex={-1} className={`${sectionTitle} focus:outline-none`}>
        Récapitulatif
      </h2>
      <p className="font-medium text-gray-900">{when(mode, day, shop, destination)}</p>
      <ul aria-label="Articles commandés" className="divide-y divide-gray-200 text-sm">
        {lines.map((line) => (
          <li key={line.articleId} className="flex justify-between gap-3 py-2">
            <span>
              <span className="block font-medium text-gray-900">{line.designation}</span>
              <span className="block text-gray-700">
                {formatQuantity(line.quantity, line.saleUnit)} × {formatEuros(line.unitPrice)}{' '}
                {line.saleUnit === 'kg' ? '/ kg' : '/ pièce'} {basis}
              </span>
            </span>
            <span className="text-right font-semibold text-gray-900 tabular-nums">
              {formatEuros(line.lineTotal)}
              {line.isEstimated && <span className="block text-xs font-normal text-gray-600">estimation</span>}
            </span>
          </li>
        ))}
      </ul>
      <FieldError id="cart-error" message={cartError} />
      <OrderTotalsList totals={totals} />
      {missing > 0 && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
          La livraison demande {formatEuros(minimumOrder ?? 0)} {basis} d’articles au minimum&nbsp;: il manque{' '}
          {formatEuros(missing)}. Complétez votre panier ou choisissez le retrait en boutique.
        </p>
      )}
      {weighedCents > 0 && (
        <p className="text-sm text-gray-700">
          {weighedRangeText(totalCents, weighedCents, basis, shop?.weighingTolerancePercent)}
        </p>
      )}
      <PaymentChoice
        methods={paymentMethods}
        value={paymentMethod}
        onChange={onPaymentMethod}
        mode={mode}
        paymentTerms={paymentTerms}
        hold={holdText(totalCents, weighedCents, shop?.weighingTolerancePercent ?? DEFAULT_WEIGHING_TOLERANCE_PERCENT)}
        noShowRule={shop?.noShowRule ?? 'release'}
        error={paymentError}
        day={day}
        totalCents={totalCents}
      />
      <button
        type="submit"
        disabled={sending}
        aria-describedby={generalError ? 'general-error' : undefined}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-5 text-lg font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500"
      >
        Valider ma commande
      </button>
      <p role="status" className="min-h-5 text-sm text-gray-700">
        {sending ? 'Envoi de votre commande…' : ''}
      </p>
      <FieldError id="general-error" message={generalError} />
    </aside>
  );
}
