import type { Db } from '../../db/database.js';
import { forgetCardHolder } from '../payments/index.js';
import { eraseUser } from './accounts.repository.js';

/**
 * Erases a customer's personal data (GDPR erasure): one rule for their own deletion and for the owner's
 * anonymisation at their request. Gone: the account's details, sessions, cart, favourites and codes; the
 * orders' names, street, comments, delivery instructions and preparation notes (an allergy, a door's code);
 * the standing orders, their lines and dated occurrences; the payment provider's Customers and saved cards,
 * deleted there after the commit (ADR 061). Kept, as accounting must for ten years: the orders' articles and
 * amounts, their payments' amounts, and the invoices and credit notes as issued (confidentialite.md says so).
 */
export async function eraseCustomer(trx: Db, userId: number, at: string) {
  // One statement list in the repository, across the tables that hold personal data (the standing orders'
  // included): erasure is this module's rule, so that no module it uses has to call back into it (ADR 048).
  await eraseUser(trx, userId, at);
  await forgetCardHolder(trx, userId, new Date(at));
}
