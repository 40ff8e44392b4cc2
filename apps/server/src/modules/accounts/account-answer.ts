import type { PaymentTerms, User } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import type { UserAccountRow } from '../../db/schema.js';
import { readIdentity } from '../identity/identity.service.js';

// An account as the API answers it, for the customer's profile and the back office's customer pages alike.

/** A new mobile and e-mail waiting for their proof (contact-changes.service.ts); null when none is. */
export type PendingContacts = { phoneNumber: string | null; email: string | null };
const NONE_PENDING: PendingContacts = { phoneNumber: null, email: null };

/** An approved pro: invoiced under payment terms, on a monthly statement. */
const isApprovedPro = (row: UserAccountRow) => row.user_type === 2 && row.pro_approved_at !== null;

/** Where an account stands as a pro: not one, waiting for the owner's approval, or approved. */
export const proStatusOf = (row: Pick<UserAccountRow, 'user_type' | 'pro_approved_at'>) =>
  row.user_type !== 2 ? 'none' : row.pro_approved_at ? 'approved' : 'pending';

/** Who the account is, as every answer names them (an unknown name is empty): names, company, VAT number. */
export const namesOf = (row: Pick<UserAccountRow, 'first_name' | 'last_name' | 'company' | 'vat_number'>) => ({
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  company: row.company,
  vatNumber: row.vat_number,
});

/** The account's address and choices, as the customer's profile and the back office's customer page show them. */
export const addressAndChoicesOf = (row: UserAccountRow) => ({
  streetAndNumber: row.street_and_number ?? '',
  postCode: row.post_code ?? '',
  locality: row.locality ?? '',
  country: row.country ?? '',
  favoriteStore: row.favorite_store,
  wantsNewsletter: row.wants_newsletter === 1,
  isVerified: row.is_verified === 1,
});

/**
 * The terms an account's orders are settled under: an approved pro's own, else the business's default for
 * pros (read only when needed); null for everyone else, who pays at pickup or delivery.
 */
export async function effectivePaymentTerms(db: Db, row: UserAccountRow): Promise<PaymentTerms | null> {
  if (!isApprovedPro(row)) return null;
  return (row.payment_terms ?? (await readIdentity(db)).default_pro_terms) as PaymentTerms;
}

export function toUser(
  row: UserAccountRow,
  pending: PendingContacts = NONE_PENDING,
  paymentTerms: PaymentTerms | null = null,
): User {
  return {
    userType: row.user_type,
    email: row.email ?? '',
    email2: row.email2,
    ...namesOf(row),
    phoneNumber: row.phone_number ?? '',
    phoneNumber2: row.phone_number2,
    ...addressAndChoicesOf(row),
    role: row.role,
    proStatus: proStatusOf(row),
    pendingPhoneNumber: pending.phoneNumber,
    pendingEmail: pending.email,
    paymentTerms,
  };
}
