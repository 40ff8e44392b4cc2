import { howYouPay, type NoShowRule, type OrderMode, type PaymentMethod, type PaymentTerms } from '@boucherie/contract';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { choiceCard, radio } from './choice-styles';
import { MealVoucherSplit } from './meal-voucher-split';

type Props = {
  /** What the chosen day offers, the default first (GET /api/orders/slots). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  mode: OrderMode;
  paymentTerms: PaymentTerms | null;
  /** « Montant maximum bloqué sur votre carte : 61,00 €. … » */
  hold: string;
  /** What becomes of the hold when nobody collects the order (the shop's rule, said before paying). */
  noShowRule: NoShowRule;
  /** The server's refusal of the method, shown whichever way the day's payment reads now. */
  error?: string | undefined;
  /** The chosen day and the order's total in cents: the titres' split is said for them (ADR 073). */
  day?: string | null;
  totalCents?: number;
};

/**
 * How the order is paid (ADR 049): a card online (its hold said beside the €/kg), at the shop, or a pro's
 * terms. A choice only when the owner offers both for the day; otherwise one sentence.
 */
export function PaymentChoice({
  methods,
  value,
  onChange,
  mode,
  paymentTerms,
  hold,
  noShowRule,
  error,
  day = null,
  totalCents = 0,
}: Props) {
  if (!methods.includes('online'))
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm text-gray-700">{howYouPay(paymentTerms, mode)}</p>
        <FieldError id="payment-error" message={error} />
      </div>
    );
  if (methods.length === 1)
    return (
      <div className="flex flex-col gap-1 text-sm text-gray-700">
        <p className="font-medium text-gray-900">Paiement par carte à la commande.</p>
        <p>{hold}</p>
        <CardTerms noShowRule={noShowRule} />
        <FieldError id="payment-error" message={error} />
      </div>
    );
  const atShop = mode === 'Pickup' ? 'À la boutique, au retrait' : 'Au livreur, à la livraison';
  return (
    <fieldset aria-describedby={error ? 'payment-error' : undefined} className="flex flex-col gap-2">
      <legend className="font-semibold text-gray-900">Paiement</legend>
      {(['online', 'meal_voucher', 'counter'] as const)
        .filter((m) => methods.includes(m))
        .map((method) => (
          <label key={method} className={`${choiceCard} p-3`}>
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={method === 'online' ? 'payment-hold' : undefined}
              className={radio}
            />
            {method === 'online' ? (
              <span>
                <span className="block font-medium text-gray-900">Par carte, maintenant</span>
                <span id="payment-hold" className="block text-sm text-gray-700">
                  {hold}
                </span>
                {value === 'online' && <CardTerms noShowRule={noShowRule} />}
              </span>
            ) : method === 'meal_voucher' ? (
              <span>
                <span className="block font-medium text-gray-900">Titre-restaurant, et le reste par carte</span>
                {value === 'meal_voucher' && (
                  <>
                    <MealVoucherSplit day={day} totalCents={totalCents} />
                    <CardTerms noShowRule={noShowRule} />
                  </>
                )}
              </span>
            ) : (
              <span className="font-medium text-gray-900">{atShop}</span>
            )}
          </label>
        ))}
      <FieldError id="payment-error" message={error} />
    </fieldset>
  );
}

/** The no-show rule and the conditions of sale, said before the customer pays. */
function CardTerms({ noShowRule }: { noShowRule: NoShowRule }) {
  return (
    <span className="mt-1 block text-sm text-gray-700">
      {noShowRule === 'capture'
        ? 'Commande non retirée le jour prévu\u00a0: le montant bloqué est prélevé.'
        : 'Commande non retirée le jour prévu\u00a0: le blocage est levé.'}{' '}
      <Link to="/cgv" className="font-semibold text-primary-800 underline">
        Conditions générales de vente
      </Link>
    </span>
  );
}
