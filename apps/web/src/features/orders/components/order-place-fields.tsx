import { type OrderSlotsResponse, type Shop, USER_TYPE } from '@boucherie/contract';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import type { SessionUser } from '../../session';
import type { useOrderChoices } from '../hooks/use-order-choices';
import type { PlaceErrors } from '../hooks/use-send-order';
import type { OrderFormValues } from '../lib/order-form';
import type { PriceBasis } from '../lib/order-totals';
import { DeliveryAddressFields } from './delivery-address-fields';
import { DeliveryZoneInfo } from './delivery-zone-info';
import { OrderModeChoice } from './order-mode-choice';
import { type OpeningLine, ShopChoice } from './shop-choice';

type Props = {
  user: SessionUser | null;
  form: UseFormReturn<OrderFormValues, unknown, FieldValues>;
  choices: ReturnType<typeof useOrderChoices>;
  shops: readonly Shop[] | undefined;
  hoursOf: (shop: Shop) => OpeningLine[];
  basis: PriceBasis;
  offer: OrderSlotsResponse | undefined;
  shopName: string | undefined;
  refusal: string | undefined;
  deliveryFee: number;
  placeErrors: PlaceErrors;
  clearPlaceError: (...places: (keyof PlaceErrors)[]) => void;
};

/** Pickup or delivery, then the shop (pickup) or the address with its delivery zone (delivery). */
export function OrderPlaceFields({
  user,
  form,
  choices,
  shops,
  hoursOf,
  placeErrors,
  clearPlaceError,
  ...zone
}: Props) {
  const { mode } = choices;
  return (
    <>
      <OrderModeChoice
        mode={mode}
        error={placeErrors.mode}
        onChange={(next) => {
          choices.setMode(next);
          clearPlaceError('mode', 'date', 'shop', 'address');
        }}
      />
      {mode === 'Pickup' ? (
        shops ? (
          <ShopChoice
            shops={shops}
            shopId={choices.shopId}
            hoursOf={hoursOf}
            error={placeErrors.shop}
            onChange={(id) => {
              choices.setShopId(id);
              clearPlaceError('shop', 'date');
            }}
          />
        ) : (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-gray-200" />
        )
      ) : (
        <div>
          <DeliveryAddressFields
            register={form.register}
            errors={form.formState.errors.address}
            postcodeRefused={zone.refusal !== undefined}
            withCompany={user?.userType === USER_TYPE.pro}
            instructionsError={placeErrors.deliveryInstructions}
            zone={
              <DeliveryZoneInfo
                basis={zone.basis}
                offer={zone.offer}
                shopName={zone.shopName}
                refusal={zone.refusal}
                deliveryFee={zone.deliveryFee}
                onPickup={() => choices.setMode('Pickup')}
              />
            }
          />
          <FieldError id="address-error" message={placeErrors.address} />
        </div>
      )}
    </>
  );
}
