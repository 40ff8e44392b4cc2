import type { ShopCalendar } from '@boucherie/contract';
import { ClosingDaysCard } from './closing-days-card';
import { DeliveryRoundsCard } from './delivery-rounds-card';
import { DeliveryZonesForm } from './delivery-zones-form';
import { HolidaysCard } from './holidays-card';
import { OpeningHoursForm } from './opening-hours-form';
import { OrderRulesForm } from './order-rules-form';
import { PaymentRulesForm } from './payment-rules-form';
import { ShopInfoForm } from './shop-info-form';
import { TimeWindowsCard } from './time-windows-card';

/**
 * One shop's calendar: holiday days and windows first (the season's work), then the rules, the hours,
 * the closing days, delivery and the shop's details. Staff read it; only the owner changes it.
 */
export function ShopCalendarEditor({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  // A new shop (or the owner's change elsewhere) starts the forms from the server's values.
  const key = `${shop.id}`;
  return (
    <div className="flex flex-col gap-4">
      {!canEdit && (
        <p className="rounded-lg bg-blue-50 p-3 text-blue-950 ring-1 ring-blue-200">
          Vous consultez le calendrier de la boutique. Seul le gérant peut le modifier.
        </p>
      )}
      <HolidaysCard key={`h${key}`} shop={shop} canEdit={canEdit} />
      <TimeWindowsCard key={`w${key}`} shop={shop} canEdit={canEdit} />
      <DeliveryRoundsCard key={`t${key}`} shop={shop} canEdit={canEdit} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <OrderRulesForm key={`r${key}`} shop={shop} canEdit={canEdit} />
        <ClosingDaysCard key={`c${key}`} shop={shop} canEdit={canEdit} />
      </div>
      <PaymentRulesForm key={`p${key}`} shop={shop} canEdit={canEdit} />
      <OpeningHoursForm key={`o${key}`} shop={shop} canEdit={canEdit} />
      <DeliveryZonesForm key={`d${key}`} shop={shop} canEdit={canEdit} />
      <ShopInfoForm key={`i${key}`} shop={shop} canEdit={canEdit} />
    </div>
  );
}
