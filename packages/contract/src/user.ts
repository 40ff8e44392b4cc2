import { z } from 'zod';
import { PaymentTerms } from './payment-terms.js';

/**
 * The user as the API answers it: the specification's fields, plus two the back office needs:
 * `role` (customer, staff, admin: staff land on /admin) and `proStatus` (a pro account shops as a
 * particulier until an admin approves it: 'pending', then 'approved'; 'none' for a particulier).
 * A new mobile or e-mail given in the profile is used once proven (issue 29): until then `phoneNumber` and
 * `email` stay the old ones, and `pendingPhoneNumber` (waiting for the SMS code) and `pendingEmail` (waiting
 * for the link mailed there) say what is on its way; null when nothing is.
 */
export const User = z.object({
  userType: z.number().int(),
  email: z.string(),
  email2: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  vatNumber: z.string().nullable(),
  phoneNumber: z.string(),
  phoneNumber2: z.string().nullable(),
  streetAndNumber: z.string(),
  postCode: z.string(),
  locality: z.string(),
  country: z.string(),
  favoriteStore: z.string().nullable(),
  wantsNewsletter: z.boolean(),
  isVerified: z.boolean(),
  role: z.enum(['customer', 'staff', 'admin']),
  proStatus: z.enum(['none', 'pending', 'approved']),
  pendingPhoneNumber: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  /**
   * An approved pro's payment terms (their own, or the business's default for pros): the terms their orders
   * are invoiced under and their statement states. Null for everyone else, who pays at pickup or delivery.
   */
  paymentTerms: PaymentTerms.nullable(),
});
export type User = z.infer<typeof User>;
