import type { Db } from '../../db/database.js';
import { deleteUserStandingOrders } from '../standing-orders/index.js';
import { eraseUser } from './accounts.repository.js';

/**
 * Erases a customer's personal data (GDPR erasure): one rule for their own deletion and for the owner's
 * anonymisation at their request. Gone: the account's details, sessions, cart, favourites and codes; the
 * orders' names, street, comments, delivery instructions and preparation notes (an allergy, a door's code);
 * the standing orders, their lines and dated occurrences. Kept, as accounting must for ten years: the orders'
 * articles and amounts, and the invoices and credit notes as issued (confidentialite.md says so).
 */
export async function eraseCustomer(trx: Db, userId: number, at: string) {
  await eraseUser(trx, userId, at);
  // A standing order holds a delivery address, a door's code and comments, and would go on ordering.
  await deleteUserStandingOrders(trx, userId);
}
