import type { Shop } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { choiceCard, radio, sectionTitle } from './choice-styles';

export type OpeningLine = { days: string; hours: string };

type Props = {
  shops: readonly Shop[];
  shopId: number | null;
  onChange: (id: number) => void;
  /** The shop's opening hours as lines ("Mardi – vendredi", "8 h – 12 h 30, 14 h 30 – 19 h"). */
  hoursOf: (shop: Shop) => OpeningLine[];
  error?: string;
};

/** The shop where the order is picked up, with its address and opening hours. */
export function ShopChoice({ shops, shopId, onChange, hoursOf, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'shop-error' : undefined}>
      <legend className={sectionTitle}>Votre boutique</legend>
      <div className="mt-3 flex flex-col gap-3">
        {shops.map((shop) => (
          <label key={shop.id} className={`${choiceCard} p-4`}>
            <input
              type="radio"
              name="shopId"
              value={shop.id}
              checked={shopId === shop.id}
              onChange={() => onChange(shop.id)}
              className={radio}
            />
            <span className="grid min-w-0 flex-1 gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto]">
              <span>
                <span className="block font-semibold text-gray-900">{shop.name}</span>
                <span className="block text-sm text-gray-700">
                  {shop.address.street}, {shop.address.postCode} {shop.address.city}
                </span>
              </span>
              <span className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {hoursOf(shop).map((line) => (
                  <span key={line.days} className="contents">
                    <span className="text-gray-600">{line.days}</span>
                    <span className="text-gray-900">{line.hours}</span>
                  </span>
                ))}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="shop-error" message={error} />
    </fieldset>
  );
}
