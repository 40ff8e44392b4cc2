import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { insertSession } from '../../modules/sessions/sessions.repository.js';
import { DEMO_PASSWORD } from '../accounts-helpers.js';
import { placeOrder, userIdOf } from '../people-helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';

export type Role = 'anonymous' | 'customer' | 'pro' | 'staff' | 'admin';

export const ROLE_EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  customer: 'marie@example.com',
  pro: 'chef@example.com',
  staff: 'staff@example.com',
  admin: 'admin@example.com',
};

/** One application fuzzed in one role: its own database, so that no role's actions spoil another's. */
export type FuzzTarget = {
  name: string;
  role: Role;
  rateLimits: boolean;
  t: TestApp;
  /** The role's session cookie value (refreshed when the fuzzer logged it out). */
  sid: () => Promise<string | null>;
  /** Forgets the session: the next request logs in again. */
  lost: () => void;
};

async function login(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: '127.0.0.9',
  });
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  if (res.statusCode !== 200 || !sid) throw new Error(`login of ${email}: ${res.statusCode} ${res.body}`);
  return sid;
}

/** A database with something in it: orders of the customer and the pro, one completed by the staff. */
async function furnish(t: TestApp) {
  const customer = await login(t.app, ROLE_EMAILS.customer);
  const pro = await login(t.app, ROLE_EMAILS.pro);
  await placeOrder(t, customer, 'METZ-CENTRE');
  await placeOrder(t, pro, 'METZ-CENTRE');
  await placeOrder(t, customer, 'WOIPPY');
}

export type Matched = { route?: string; method?: string };

/** Notes on each raw request the route that answered it, as the document spells its path. */
function rememberRoutes(app: FastifyInstance) {
  app.addHook('onResponse', async (request) => {
    const matched = request.raw as unknown as Matched;
    matched.route = request.routeOptions.url?.replace(/:([A-Za-z]+)/g, '{$1}');
    matched.method = request.method;
  });
}

/**
 * A fresh session of the account as it was at the start, written as login writes it: the fuzzer may have
 * logged it out, changed its e-mail or password, or deleted it, and the role must go on being fuzzed.
 */
async function newSession(t: TestApp, userId: number, account: object): Promise<string> {
  await t.database.db.updateTable('user_account').set(account).where('id', '=', userId).execute();
  const token = randomToken();
  const expires = new Date(t.now().getTime() + 86_400_000).toISOString();
  await insertSession(t.database.db, sha256(token), userId, t.now().toISOString(), expires);
  return token;
}

export async function createFuzzTarget(role: Role, rateLimits: boolean): Promise<FuzzTarget> {
  const t = await createTestApp({ config: { RATE_LIMITS: rateLimits } });
  rememberRoutes(t.app);
  await furnish(t);
  const userId = role === 'anonymous' ? 0 : await userIdOf(t, ROLE_EMAILS[role]);
  const { id: _id, ...account } = await t.database.db
    .selectFrom('user_account')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
    .catch(() => ({ id: 0 }));
  let sid: string | null = null;
  return {
    name: `${role}${rateLimits ? ' (limits on)' : ''}`,
    role,
    rateLimits,
    t,
    sid: async () => {
      if (role === 'anonymous') return null;
      sid ??= await newSession(t, userId, account);
      return sid;
    },
    lost: () => {
      sid = null;
    },
  };
}

/** The calls that rate limits guard: accounts (register, verify, login, reset, SMS) and placing orders. */
export const LIMITED = /^\/api\/(accounts|orders)/;

/**
 * Every role with the rate limits off (the services are reached), and the visitor and the customer with
 * them on, sent only the limited calls so that the limits are reached (a 429 is a documented answer).
 */
export const FUZZ_TARGETS: [Role, boolean][] = [
  ['anonymous', false],
  ['customer', false],
  ['pro', false],
  ['staff', false],
  ['admin', false],
  ['anonymous', true],
  ['customer', true],
];
