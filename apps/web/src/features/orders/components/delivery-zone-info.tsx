import type { OrderSlotsResponse } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { formatEuros } from '../../../lib/format';
import type { PriceBasis } from '../lib/order-totals';

type Props = {
  basis: PriceBasis;
  offer: OrderSlotsResponse | undefined;
  shopName: string | undefined;
  /** The server's reason when the post code is not served. */
  refusal: string | undefined;
  /** The fee in the customer's basis (its HT part for a pro). */
  deliveryFee: number;
  onPickup: () => void;
};

/** Under the post code: who delivers, the zone's fee and minimum order, or why the post code is not served. */
export function DeliveryZoneInfo({ basis, offer, shopName, refusal, deliveryFee, onPickup }: Props) {
  if (refusal) {
    return (
      <div aria-live="polite">
        <FieldError id="postcode-zone-error" message={refusal} />
        <button
          type="button"
          onClick={onPickup}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          Choisir le retrait en boutique
        </button>
      </div>
    );
  }
  if (!offer || offer.deliveryFee === null) return <div aria-live="polite" />;
  const fee =
    basis === 'HT'
      ? `${formatEuros(deliveryFee)} HT (${formatEuros(offer.deliveryFee)} TTC)`
      : `${formatEuros(offer.deliveryFee)} TTC`;
  return (
    <div aria-live="polite" className="mt-2 rounded-lg bg-gray-100 p-3 text-sm text-gray-800">
      <p>
        Livraison assurée par {shopName ?? 'notre boutique'}. Frais de livraison&nbsp;: <strong>{fee}</strong>.
      </p>
      {offer.minimumOrder !== null && (
        <p>
          Minimum de commande&nbsp;:{' '}
          <strong>
            {formatEuros(offer.minimumOrder)} {basis}
          </strong>{' '}
          d’articles, hors frais de livraison.
        </p>
      )}
    </div>
  );
}
