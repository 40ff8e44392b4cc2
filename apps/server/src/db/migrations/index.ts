import type { Migration } from 'kysely';

/**
 * Every migration, by its file's name, one line each; names sort in the order they run. Each module is read on
 * first use (the migrator asks for them all at once), so a new migration is this one line and its file.
 */
const MIGRATIONS: Record<string, () => Promise<Migration>> = {
  '2026-11-22-01-catalogue': () => import('./2026-11-22-01-catalogue.js'),
  '2026-11-22-02-accounts': () => import('./2026-11-22-02-accounts.js'),
  '2026-11-22-03-orders': () => import('./2026-11-22-03-orders.js'),
  '2026-11-22-04-order-vat': () => import('./2026-11-22-04-order-vat.js'),
  '2026-11-23-01-back-office': () => import('./2026-11-23-01-back-office.js'),
  '2026-11-23-02-pro-approval': () => import('./2026-11-23-02-pro-approval.js'),
  '2026-11-23-03-audit': () => import('./2026-11-23-03-audit.js'),
  '2026-11-23-10-catalogue-choice': () => import('./2026-11-23-10-catalogue-choice.js'),
  '2026-11-23-11-delivery-details': () => import('./2026-11-23-11-delivery-details.js'),
  '2026-11-24-01-catalogue-admin': () => import('./2026-11-24-01-catalogue-admin.js'),
  '2026-11-24-02-shops-calendar': () => import('./2026-11-24-02-shops-calendar.js'),
  '2026-11-24-05-invoices': () => import('./2026-11-24-05-invoices.js'),
  '2026-11-24-20-standing-orders': () => import('./2026-11-24-20-standing-orders.js'),
  '2026-11-24-30-lots-and-payments': () => import('./2026-11-24-30-lots-and-payments.js'),
  '2026-11-24-40-cache-versions': () => import('./2026-11-24-40-cache-versions.js'),
  '2026-11-27-21-open-orders-per-customer': () => import('./2026-11-27-21-open-orders-per-customer.js'),
  '2026-11-27-30-customer-idempotency-keys': () => import('./2026-11-27-30-customer-idempotency-keys.js'),
  '2026-11-28-40-stored-images': () => import('./2026-11-28-40-stored-images.js'),
  '2026-11-28-50-quantity-limits': () => import('./2026-11-28-50-quantity-limits.js'),
  '2026-11-28-60-contact-changes': () => import('./2026-11-28-60-contact-changes.js'),
  '2026-11-28-70-delivery-rounds': () => import('./2026-11-28-70-delivery-rounds.js'),
  '2026-11-28-80-weighing-tolerance': () => import('./2026-11-28-80-weighing-tolerance.js'),
  '2026-11-29-10-two-factor': () => import('./2026-11-29-10-two-factor.js'),
  '2026-11-30-10-online-payment': () => import('./2026-11-30-10-online-payment.js'),
  '2026-12-01-10-order-effects': () => import('./2026-12-01-10-order-effects.js'),
  '2026-12-01-20-hold-raise': () => import('./2026-12-01-20-hold-raise.js'),
  '2026-12-02-10-counter-payments': () => import('./2026-12-02-10-counter-payments.js'),
  '2026-12-03-10-lots': () => import('./2026-12-03-10-lots.js'),
  '2026-12-03-20-article-quotas': () => import('./2026-12-03-20-article-quotas.js'),
  '2026-12-03-30-till-journal': () => import('./2026-12-03-30-till-journal.js'),
  '2026-12-03-40-einvoice-deposits': () => import('./2026-12-03-40-einvoice-deposits.js'),
  '2026-12-03-50-lot-bumps-catalogue': () => import('./2026-12-03-50-lot-bumps-catalogue.js'),
  '2026-12-03-50-shelf-life': () => import('./2026-12-03-50-shelf-life.js'),
  '2026-12-03-60-boxes': () => import('./2026-12-03-60-boxes.js'),
  '2026-12-04-20-box-balance': () => import('./2026-12-04-20-box-balance.js'),
  '2026-12-04-30-box-bumps-catalogue': () => import('./2026-12-04-30-box-bumps-catalogue.js'),
  '2026-12-04-50-meal-vouchers': () => import('./2026-12-04-50-meal-vouchers.js'),
  '2026-12-04-60-meal-voucher-page': () => import('./2026-12-04-60-meal-voucher-page.js'),
};

/** The migrations, loaded, by name (what Kysely's migrator is given). */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  const loaded = await Promise.all(Object.entries(MIGRATIONS).map(async ([name, load]) => [name, await load()]));
  return Object.fromEntries(loaded);
}
