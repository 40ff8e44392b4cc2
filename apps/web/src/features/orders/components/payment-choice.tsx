import { howYouPay, type OrderMode, type PaymentMethod, type PaymentTerms } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { choiceCard, radio } from './choice-styles';

type Props = {
  /** What the chosen day offers, the default first (GET /api/orders/slots). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  mode: OrderMode;
  paymentTerms: PaymentTerms | null;
  /** « Montant maximum bloqué sur votre carte : 61,00 €. … » */
  hold: string;
  error?: string;
};

/**
 * How the order is paid (ADR 049): a card online (its hold said beside the €/kg), at the shop, or a pro's
 * terms. A choice only when the owner offers both for the day; otherwise one sentence.
 */
export function PaymentChoice({ methods, value, onChange, mode, paymentTerms, hold, error }: Props) {
  if (!methods.includes('online')) return <p className="text-sm text-gray-700">{howYouPay(paymentTerms, mode)}</p>;
  if (methods.length === 1)
    return (
      <div className="flex flex-col gap-1 text-sm text-gray-700">
        <p className="font-medium text-gray-900">Paiement par carte à la commande.</p>
        <p>{hold}</p>
      </div>
    );
  const atShop = mode === 'Pickup' ? 'À la boutique, au retrait' : 'Au livreur, à la livraison';
  return (
    <fieldset aria-describedby={error ? 'payment-error' : undefined} className="flex flex-col gap-2">
      <legend className="font-semibold text-gray-900">Paiement</legend>
      <label className={`${choiceCard} p-3`}>
        <input
          type="radio"
          name="paymentMethod"
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
          aria-describedby="payment-hold"
          className={radio}
        />
        <span>
          <span className="block font-medium text-gray-900">Par carte, maintenant</span>
          <span id="payment-hold" className="block text-sm text-gray-700">
            {hold}
          </span>
        </span>
      </label>
      <label className={`${choiceCard} p-3`}>
        <input
          type="radio"
          name="paymentMethod"
          value="counter"
          checked={value === 'counter'}
          onChange={() => onChange('counter')}
          className={radio}
        />
        <span className="font-medium text-gray-900">{atShop}</span>
      </label>
      <FieldError id="payment-error" message={error} />
    </fieldset>
  );
}
