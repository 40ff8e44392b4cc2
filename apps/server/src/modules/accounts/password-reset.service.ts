import { validation } from '../../errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import * as limits from '../rate-limit/rate-limit.js';
import * as repo from './accounts.repository.js';
import { type AccountDeps, expiresIn, LIMITS } from './accounts.service.js';
import * as texts from './messages.js';
import { hashPassword, isCommonPassword } from './passwords.js';

/** How long a reset link is valid. */
const RESET_VALIDITY_MS = 60 * 60_000;

/**
 * Counts a reset request under its limits and answers the work that mails the link, when the e-mail belongs
 * to an account. The caller runs it after its answer: looked up and mailed before, a known e-mail's answer
 * waited for the mail server and told, by its time, that the account exists.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string, address: string) {
  const { db, now, config } = deps;
  await limits.consume(db, `reset:ip:${address}`, LIMITS.resetPerAddress, now, config.RATE_LIMITS);
  await limits.consume(db, `reset:email:${sha256(email)}`, LIMITS.resetPerEmail, now, config.RATE_LIMITS);
  return async () => {
    const row = await repo.findUserByEmail(db, email);
    if (!row?.email) return;
    const token = randomToken();
    await repo.insertResetToken(db, sha256(token), row.id, now.toISOString(), expiresIn(now, RESET_VALIDITY_MS));
    const link = `${config.PUBLIC_URL}/account/reset-password?token=${encodeURIComponent(token)}`;
    await deps.messenger.sendMail({ to: row.email, ...texts.resetMail(row.first_name ?? '', link) });
  };
}

export async function resetPassword(deps: AccountDeps, token: string, password: string, address: string) {
  const { db, now, config } = deps;
  await limits.consume(db, `reset:ip:${address}`, LIMITS.resetPerAddress, now, config.RATE_LIMITS);
  const invalid = 'Ce lien n’est plus valable. Demandez un nouveau lien de réinitialisation.';
  const stored = await repo.findResetToken(db, sha256(token));
  if (!stored || stored.used_at || stored.expires_at <= now.toISOString())
    throw validation('Token', invalid, 'LINK_EXPIRED');
  if (isCommonPassword(password)) {
    throw validation(
      'Password',
      'Ce mot de passe est trop courant\u00a0: choisissez-en un plus difficile à deviner.',
      'PASSWORD_TOO_COMMON',
    );
  }
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.useResetToken(trx, stored.token_hash, now.toISOString())))
      throw validation('Token', invalid, 'LINK_EXPIRED');
    await repo.updateUser(trx, stored.user_id, { password_hash: passwordHash, updated_at: now.toISOString() });
    await trx.deleteFrom('user_session').where('user_id', '=', stored.user_id).execute();
  });
}
