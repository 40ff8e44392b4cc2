import { ConfigError } from '../../config.js';
import { verifyPassword } from '../../modules/accounts/passwords.js';
import type { Db } from '../database.js';
import { accounts, DEMO_PASSWORD } from './accounts.data.js';

/**
 * The demo accounts that the README's password still opens (a revoked or password-less one does not count).
 * On a production database each is a way in for anyone who read the README.
 */
export async function demoAccountsWithPublishedPassword(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('user_account')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      accounts.map((a) => a.email),
    )
    .where('password_hash', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const open: string[] = [];
  for (const row of rows) {
    if (row.email && (await verifyPassword(row.password_hash, DEMO_PASSWORD))) open.push(row.email);
  }
  return open;
}

/** A production start stops here, with what to do, while the README's password opens an account. */
export async function refusePublishedPasswords(db: Db) {
  const open = await demoAccountsWithPublishedPassword(db);
  if (open.length === 0) return;
  const several = open.length > 1;
  throw new ConfigError(
    `Démarrage refusé en production (NODE_ENV=production ou PUBLIC_URL en https)\u00a0: ${open.join(', ')} ` +
      `${several ? 's’ouvrent' : 's’ouvre'} encore avec le mot de passe de démonstration publié dans le README. ` +
      `Retirez-${several ? 'leur' : 'lui'} ce mot de passe (docs/deployment.md, «\u00a0Demo accounts\u00a0»), puis relancez.`,
  );
}
