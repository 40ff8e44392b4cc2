import { Email, Password } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import * as accounts from '../accounts/index.js';
import { hashPassword, isCommonPassword } from '../accounts/passwords.js';
import * as repo from './staff-accounts.repository.js';

export type StaffRole = 'staff' | 'admin';

export type StaffAccountInput = {
  email: string;
  role: StaffRole;
  /** The shops' own codes (METZ-CENTRE …): a staff member's shops; none for an admin. */
  departments: string[];
  firstName?: string;
  lastName?: string;
};

export type StaffAccountResult = { created: boolean; userId: number; email: string; shops: string[] };

/** A refusal worded for the person at the command line. */
export class StaffAccountError extends Error {}

export function checkEmail(email: string): string {
  const parsed = Email.safeParse(email);
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues[0]?.message ?? 'Adresse e-mail invalide.');
  return parsed.data;
}

/** The password rules of registration: length, and not one of the common passwords. */
export function passwordProblem(password: string): string | null {
  const parsed = Password.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Mot de passe invalide.';
  if (isCommonPassword(password)) {
    return 'Ce mot de passe est trop courant\u00a0: choisissez-en un plus difficile à deviner.';
  }
  return null;
}

/**
 * The row of a new back-office account (the command line's and the owner's screen's). Without a password
 * hash, the person chooses their password with the link they receive.
 */
export function newStaffAccount(
  person: { email: string; role: StaffRole; firstName?: string | undefined; lastName?: string | undefined },
  passwordHash: string | null,
  at: string,
) {
  return {
    user_type: 1,
    role: person.role,
    email: person.email,
    email2: null,
    first_name: person.firstName ?? null,
    last_name: person.lastName ?? null,
    ...accounts.NO_CONTACT_DETAILS,
    // Staff log in at once: there is no phone to send a code to.
    is_verified: 1,
    password_hash: passwordHash,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  };
}

/**
 * Creates a staff or admin account, or promotes an existing one (its password stays). The password is
 * asked (askPassword) only when the account is created, after every other check passed.
 */
export async function createOrPromoteStaff(
  db: Db,
  input: StaffAccountInput,
  askPassword: () => Promise<string>,
  now: Date,
): Promise<StaffAccountResult> {
  const email = checkEmail(input.email);
  const departments = [...new Set(input.departments.map((d) => d.trim().toUpperCase()))];
  if (input.role === 'admin' && departments.length > 0) {
    throw new StaffAccountError(
      'Un administrateur voit toutes les boutiques\u00a0: --shop ne s’emploie qu’avec --role staff.',
    );
  }
  if (input.role === 'staff' && departments.length === 0) {
    throw new StaffAccountError('Indiquez au moins une boutique pour un membre du personnel (--shop METZ-CENTRE).');
  }
  const shops = await repo.findShopsByDepartment(db);
  const unknown = departments.filter((d) => !shops.some((s) => s.department === d));
  if (unknown.length > 0) {
    const known = shops.map((s) => s.department).join(', ') || 'aucune';
    throw new StaffAccountError(
      `Boutique inconnue\u00a0: ${unknown.join(', ')}. Boutiques existantes\u00a0: ${known}.`,
    );
  }
  const shopIds = shops.filter((s) => departments.includes(s.department)).map((s) => s.id);

  const existing = await accounts.findUserByEmail(db, email);
  const passwordHash = existing ? null : await hashPassword(await askPassword());
  const at = now.toISOString();
  const userId = await db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await accounts.updateUser(trx, id, {
        role: input.role,
        ...(input.firstName ? { first_name: input.firstName } : {}),
        ...(input.lastName ? { last_name: input.lastName } : {}),
        updated_at: at,
      });
    } else {
      id = await accounts.insertUser(
        trx,
        newStaffAccount(
          { email, role: input.role, firstName: input.firstName, lastName: input.lastName },
          passwordHash,
          at,
        ),
      );
    }
    await repo.replaceStaffShops(trx, id, shopIds);
    return id;
  });
  return { created: !existing, userId, email, shops: departments };
}
