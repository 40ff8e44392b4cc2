import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { lockAndCountAdmins } from './accounts.repository.js';
import { findOpenOrders } from './contact-changes.repository.js';

const LAST_OWNER =
  'Vous êtes le dernier gérant de la boutique\u00a0: sans vous, plus personne ne pourrait gérer le catalogue, le personnel ni les factures. Nommez d’abord un autre gérant (Personnel), puis supprimez votre compte.';

/**
 * Refuses, with a French 409 that says why, to close an account the shop still needs (issue 29): the last
 * owner's, which would leave the back office without anyone to run it, and a customer's while an order is
 * still to prepare or hand over, which the shop would no longer know whose it is (as the owner's
 * anonymisation refuses it). Runs in the closing transaction: the live owners' rows are locked before they
 * are counted, so two owners closing at once leave one; the account's row is locked before its orders are
 * read, so an order placed meanwhile (it locks the same row) either shows here or finds the account gone.
 */
export async function assertAccountCanClose(trx: Db, account: Pick<UserAccountRow, 'id' | 'role'>) {
  // The owners' rows first, then the account's own (an owner's is among them): taken the other way round, two
  // owners closing at once each held their own row and waited for the other's.
  if (account.role === 'admin' && (await lockAndCountAdmins(trx)) <= 1) throw new AppError('LAST_ADMIN', LAST_OWNER);
  await lockRow(trx, 'user_account', account.id);
  const open = await findOpenOrders(trx, account.id);
  if (open.length === 0) return;
  const first = open[0] as (typeof open)[number];
  if (open.length === 1) {
    throw new AppError(
      'ORDERS_IN_PROGRESS',
      `Votre commande n°\u00a0${first.number} est en cours\u00a0: vous pourrez supprimer votre compte une fois qu’elle vous aura été remise. Pour l’annuler plus tôt, appelez la boutique ${first.shop_name} au ${first.shop_phone}.`,
    );
  }
  const orders = open.map((o) => `n°\u00a0${o.number}`).join(', ');
  const shops = [...new Map(open.map((o) => [o.shop_name, `${o.shop_name} au ${o.shop_phone}`])).values()];
  throw new AppError(
    'ORDERS_IN_PROGRESS',
    `Vos commandes ${orders} sont en cours\u00a0: vous pourrez supprimer votre compte une fois qu’elles vous auront été remises. Pour les annuler plus tôt, appelez ${shops.length > 1 ? 'les boutiques' : 'la boutique'} ${shops.join(', ')}.`,
  );
}
