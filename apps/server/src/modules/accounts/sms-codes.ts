import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { sameHash, sha256 } from '../../lib/secrets.js';
import * as repo from './accounts.repository.js';

export const CODE_VALIDITY_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

type OpenCode = { id: number; code_hash: string; expires_at: string; failed_attempts: number };

/**
 * Compares a code sent by SMS with the one typed, and uses it when they match; otherwise throws the French
 * 400 of `field`, `ask` saying how to get a new code. Shared by the account's activation and the proof of a
 * new mobile. The try is counted before the code is compared, so that no more than CODE_MAX_TRIES codes are
 * ever compared, however many arrive together.
 */
export async function spendCode(
  db: Db,
  code: OpenCode | undefined,
  typed: string,
  now: Date,
  { field, ask }: { field: string; ask: string },
) {
  const spent = () => validation(field, `Ce code n’est plus valable. ${ask}`, 'CODE_EXPIRED');
  if (!code || code.failed_attempts >= CODE_MAX_TRIES) throw spent();
  if (code.expires_at <= now.toISOString()) throw validation(field, `Ce code a expiré. ${ask}`, 'CODE_EXPIRED');
  const tries = await repo.countTry(db, code.id, CODE_MAX_TRIES);
  if (tries === null) throw spent();
  if (!sameHash(code.code_hash, sha256(typed))) {
    const left = CODE_MAX_TRIES - tries;
    throw validation(
      field,
      left > 0
        ? `Code incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`
        : `Code incorrect. Trop d’essais\u00a0: ce code n’est plus valable. ${ask}`,
      'WRONG_CODE',
    );
  }
  if (!(await repo.useActivationCode(db, code.id, now.toISOString()))) throw spent();
}
