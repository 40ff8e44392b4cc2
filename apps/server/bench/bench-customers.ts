// Logged-in customers for the benchmark, written straight into the database: an account, a live session
// (the cookie's token), and optionally a cart of 5 lines (to order) or 3 favourites.
import type { Db } from '../src/db/database.js';
import { randomToken, sha256 } from '../src/lib/secrets.js';

export type BenchCustomer = { userId: number; token: string };

export async function seedCustomers(
  db: Db,
  count: number,
  options: { prefix: string; cartLines?: number; favourites?: number },
): Promise<BenchCustomer[]> {
  const now = new Date();
  const at = now.toISOString();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const articles = await db
    .selectFrom('article')
    .select(['id', 'sale_unit'])
    .where('is_active', '=', 1)
    .where('withdrawn_at', 'is', null)
    .where('is_out_of_stock', '=', 0)
    .orderBy('id')
    .execute();
  const customers: BenchCustomer[] = [];
  for (let start = 0; start < count; start += 200) {
    const size = Math.min(200, count - start);
    const rows = await db
      .insertInto('user_account')
      .values(
        Array.from({ length: size }, (_, i) => ({
          user_type: 1,
          role: 'customer' as const,
          email: `${options.prefix}${start + i}@example.com`,
          first_name: 'Client',
          last_name: `Banc ${start + i + 1}`,
          phone_number: `+336${String(20_000_000 + start + i).slice(-8)}`,
          wants_newsletter: 0,
          is_verified: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    const batch = rows.map((r) => ({ userId: r.id, token: randomToken() }));
    await db
      .insertInto('user_session')
      .values(
        batch.map((c) => ({ token_hash: sha256(c.token), user_id: c.userId, created_at: at, expires_at: expires })),
      )
      .execute();
    const lines = batch.flatMap((c, i) =>
      articles
        .slice((i * 5) % (articles.length - 5), ((i * 5) % (articles.length - 5)) + (options.cartLines ?? 0))
        .map((a) => ({
          user_id: c.userId,
          article_id: a.id,
          quantity_hundredths: a.sale_unit === 'kg' ? 100 : 200,
          updated_at: at,
        })),
    );
    if (lines.length > 0) await db.insertInto('cart_item').values(lines).execute();
    const favourites = batch.flatMap((c) =>
      articles.slice(0, options.favourites ?? 0).map((a) => ({ user_id: c.userId, article_id: a.id, created_at: at })),
    );
    if (favourites.length > 0) await db.insertInto('favorite').values(favourites).execute();
    customers.push(...batch);
  }
  return customers;
}
