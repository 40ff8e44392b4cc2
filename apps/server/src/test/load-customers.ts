// Many verified customer accounts at once, written straight into the database (a load run's set-up:
// registering a thousand people through SMS codes would measure the registration, not the run).
import type { Db } from '../db/database.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { hashPassword } from '../modules/accounts/passwords.js';

export const LOAD_PASSWORD = 'Boudin-blanc-de-Noel-2026';

export type LoadCustomer = { id: number; email: string; password: string; sid: string };

/**
 * `count` verified particuliers sharing one password (one argon2 hash for all), each with a live
 * session (`sid`), so a run may start logged in or log in through the API with `password`.
 */
export async function createLoadCustomers(db: Db, count: number, tag: string, now = new Date()) {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const at = now.toISOString();
  const expires = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  const customers: LoadCustomer[] = [];
  // Batches of 200: one statement stays under SQLite's and PostgreSQL's parameter limits.
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, i) => start + i);
    const rows = await db
      .insertInto('user_account')
      .values(
        batch.map((n) => ({
          user_type: 1,
          role: 'customer' as const,
          email: `rush-${tag}-${n}@example.com`,
          email2: null,
          first_name: 'Client',
          last_name: `Numéro ${n}`,
          company: null,
          vat_number: null,
          phone_number: `+336${String(10_000_000 + n).slice(-8)}`,
          phone_number2: null,
          street_and_number: '12 rue Serpenoise',
          post_code: '57000',
          locality: 'Metz',
          country: 'FR',
          favorite_store: null,
          wants_newsletter: 0,
          is_verified: 1,
          password_hash: passwordHash,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    const sessions = rows.map((row) => ({ ...row, sid: randomToken() }));
    await db
      .insertInto('user_session')
      .values(sessions.map((s) => ({ token_hash: sha256(s.sid), user_id: s.id, created_at: at, expires_at: expires })))
      .execute();
    for (const s of sessions) customers.push({ id: s.id, email: s.email ?? '', password: LOAD_PASSWORD, sid: s.sid });
  }
  return customers;
}
