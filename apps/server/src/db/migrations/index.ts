import type { Migration } from 'kysely';
import * as catalogue from './2026-11-22-01-catalogue.js';
import * as accounts from './2026-11-22-02-accounts.js';
import * as orders from './2026-11-22-03-orders.js';
import * as orderVat from './2026-11-22-04-order-vat.js';
import * as backOffice from './2026-11-23-01-back-office.js';
import * as proApproval from './2026-11-23-02-pro-approval.js';
import * as audit from './2026-11-23-03-audit.js';
import * as catalogueChoice from './2026-11-23-10-catalogue-choice.js';
import * as deliveryDetails from './2026-11-23-11-delivery-details.js';
import * as catalogueAdmin from './2026-11-24-01-catalogue-admin.js';
import * as shopsCalendar from './2026-11-24-02-shops-calendar.js';
import * as invoices from './2026-11-24-05-invoices.js';
import * as standingOrders from './2026-11-24-20-standing-orders.js';
import * as lotsAndPayments from './2026-11-24-30-lots-and-payments.js';
import * as cacheVersions from './2026-11-24-40-cache-versions.js';
import * as openOrdersPerCustomer from './2026-11-27-21-open-orders-per-customer.js';
import * as customerIdempotencyKeys from './2026-11-27-30-customer-idempotency-keys.js';
import * as storedImages from './2026-11-28-40-stored-images.js';
import * as quantityLimits from './2026-11-28-50-quantity-limits.js';
import * as contactChanges from './2026-11-28-60-contact-changes.js';
import * as deliveryRounds from './2026-11-28-70-delivery-rounds.js';
import * as weighingTolerance from './2026-11-28-80-weighing-tolerance.js';
import * as twoFactor from './2026-11-29-10-two-factor.js';
import * as onlinePayment from './2026-11-30-10-online-payment.js';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-01-catalogue': catalogue,
  '2026-11-22-02-accounts': accounts,
  '2026-11-22-03-orders': orders,
  '2026-11-22-04-order-vat': orderVat,
  '2026-11-23-01-back-office': backOffice,
  '2026-11-23-02-pro-approval': proApproval,
  '2026-11-23-03-audit': audit,
  '2026-11-23-10-catalogue-choice': catalogueChoice,
  '2026-11-23-11-delivery-details': deliveryDetails,
  '2026-11-24-01-catalogue-admin': catalogueAdmin,
  '2026-11-24-02-shops-calendar': shopsCalendar,
  '2026-11-24-05-invoices': invoices,
  '2026-11-24-20-standing-orders': standingOrders,
  '2026-11-24-30-lots-and-payments': lotsAndPayments,
  '2026-11-24-40-cache-versions': cacheVersions,
  '2026-11-27-21-open-orders-per-customer': openOrdersPerCustomer,
  '2026-11-27-30-customer-idempotency-keys': customerIdempotencyKeys,
  '2026-11-28-40-stored-images': storedImages,
  '2026-11-28-50-quantity-limits': quantityLimits,
  '2026-11-28-60-contact-changes': contactChanges,
  '2026-11-28-70-delivery-rounds': deliveryRounds,
  '2026-11-28-80-weighing-tolerance': weighingTolerance,
  '2026-11-29-10-two-factor': twoFactor,
  '2026-11-30-10-online-payment': onlinePayment,
};
