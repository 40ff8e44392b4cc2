import { SIGNED_IN_HINT_COOKIE } from '@boucherie/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { Role, UserAccountRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isApiRequest } from '../../http/api-route.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import * as repo from './sessions.repository.js';

export const SESSION_COOKIE = 'sid';
/**
 * Over HTTPS the cookie is `__Host-sid`: the browser then takes it only with Secure, path `/` and no
 * domain, so no other site of the domain (a subdomain, plain HTTP) can set or replace it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
const SESSION_DAYS = 30;

/** Who is asking: the logged-in user, or null for a visitor. */
export type Viewer = {
  userId: number;
  userType: number;
  isVerified: boolean;
  role: Role;
  /** A pro account an admin approved: pro prices apply (until then it shops as a particulier). */
  isApprovedPro: boolean;
} | null;

/** Who a user account is, as every request's checks need it. */
export const toViewer = (
  row: Pick<UserAccountRow, 'id' | 'user_type' | 'is_verified' | 'role' | 'pro_approved_at'>,
): NonNullable<Viewer> => ({
  userId: row.id,
  userType: row.user_type,
  isVerified: row.is_verified === 1,
  role: row.role,
  isApprovedPro: row.user_type === 2 && row.pro_approved_at !== null,
});

/** Reads the session cookie of every /api request; `authenticated` follows from it. */
export function registerSessions(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[cookieName(request)];
    if (!token || token.length > 100) return;
    const tokenHash = sha256(token);
    const session = await repo.findSessionUser(app.db, tokenHash, app.clock().toISOString(), app.cacheVersions);
    if (!session) return;
    request.viewer = toViewer(session.user);
    request.favourites = session.favourites;
    request.sessionTokenHash = tokenHash;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionTokenHash: string | null;
    /** The logged-in user's favourite articles as of this request; null for a visitor. */
    favourites: ReadonlySet<number> | null;
  }
}

/** Starts a new session (a fresh id at every login: no fixation), ending the request's previous one. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: NonNullable<Viewer>,
  now: Date,
) {
  if (request.sessionTokenHash) await repo.deleteSession(db, request.sessionTokenHash);
  const token = randomToken();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  const tokenHash = sha256(token);
  await repo.insertSession(db, tokenHash, viewer.userId, now.toISOString(), expires.toISOString());
  // The answer to this very request already speaks for the new session.
  request.viewer = viewer;
  request.sessionTokenHash = tokenHash;
  reply.setCookie(cookieName(request), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

/**
 * Keeps the readable signed-in hint in step with the session, on API answers and pages (not on files).
 * An API answer knows whether the session is valid; a page only sees that the session cookie is there, so
 * a browser given that cookie alone gets the hint with its first page, and the app asks who is logged in
 * (a 401 there drops the hint).
 */
export function keepSignedInHint(request: FastifyRequest, reply: FastifyReply) {
  const isApi = isApiRequest(request);
  if (!isApi && !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
  const signedIn = isApi ? request.viewer !== null : Boolean(request.cookies[cookieName(request)]);
  const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] === '1';
  if (signedIn === hinted) return;
  const secure = request.protocol === 'https';
  if (signedIn) {
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { sameSite: 'lax', secure, path: '/', maxAge: SESSION_DAYS * 86_400 });
  } else {
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', secure });
  }
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionTokenHash) await repo.deleteSession(db, request.sessionTokenHash);
  request.viewer = null;
  request.sessionTokenHash = null;
  reply.clearCookie(cookieName(request), { path: '/', secure: request.protocol === 'https' });
}

export const endAllSessions = (db: Db, userId: number) => repo.deleteUserSessions(db, userId);

/** Ends every session of a user but the kept ones (the one that proved a change of contact). */
export const endOtherSessions = (db: Db, userId: number, kept: readonly (string | null | undefined)[]) =>
  repo.deleteUserSessions(
    db,
    userId,
    kept.filter((hash): hash is string => Boolean(hash)),
  );

/** The logged-in user, or 401. */
export function requireViewer(request: FastifyRequest): NonNullable<Viewer> {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', 'Connectez-vous pour continuer.');
  return request.viewer;
}

/**
 * A plugin of routes for logged-in users only. The check runs on request, before the body or the query is read:
 * a visitor gets 401 whatever they send.
 */
export function behindLogin(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    app.addHook('onRequest', async (req) => {
      requireViewer(req);
    });
    await routes(app, options);
  };
}
