import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { MESSAGES } from './two-factor.messages.js';
import * as repo from './two-factor.repository.js';

// Between the password and the second factor, a login waits a few minutes under a cookie of its own (ADR 045):
// no session, no access to anything; the code step alone reads it.

const PENDING_COOKIE = 'tfa';
const SECURE_PENDING_COOKIE = `__Host-${PENDING_COOKIE}`;
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_PENDING_COOKIE : PENDING_COOKIE);
const PENDING_MS = 5 * 60_000;

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
  path: '/',
});

export async function startPendingLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: Date,
) {
  const token = randomToken();
  const expires = new Date(now.getTime() + PENDING_MS);
  await repo.insertPendingLogin(db, sha256(token), userId, now.toISOString(), expires.toISOString());
  reply.setCookie(cookieName(request), token, { ...cookieOptions(request), expires });
}

/** The account whose password was given, or 401 when the wait is over (or never began). */
export async function pendingLoginUser(db: Db, request: FastifyRequest, now: Date) {
  const token = request.cookies[cookieName(request)];
  const row = token && token.length <= 100 ? await repo.findPendingLogin(db, sha256(token), now.toISOString()) : null;
  if (!row || !token) throw new AppError('LOGIN_STEP_EXPIRED', MESSAGES.pendingExpired);
  return { userId: row.user_id, tokenHash: sha256(token) };
}

/** Ends the wait; false when another request with the same cookie ended it first. */
export async function finishPendingLogin(db: Db, request: FastifyRequest, reply: FastifyReply, tokenHash: string) {
  reply.clearCookie(cookieName(request), cookieOptions(request));
  return repo.deletePendingLogin(db, tokenHash);
}
