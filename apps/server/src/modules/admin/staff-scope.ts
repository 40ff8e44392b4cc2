import { TWO_FACTOR_NEEDED_MESSAGE } from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { requireViewer } from '../sessions/sessions.js';
import { mustEnrolFirst } from '../two-factor/two-factor.service.js';

/**
 * Who works in the back office, and where: an admin sees every shop (`shopIds` null), a staff member
 * only the shops stored for them. Every back-office query filters by it at the source.
 */
export type StaffScope = { userId: number; role: Exclude<Role, 'customer'>; shopIds: number[] | null };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffScope | null;
  }
  interface FastifyContextConfig {
    /** A back-office route an account the owner's two-factor requirement holds may call before it complies. */
    beforeSecondFactor?: boolean;
  }
}

export function findStaffShopIds(db: Db, userId: number) {
  return db.selectFrom('staff_shop').select('shop_id').where('user_id', '=', userId).execute();
}

/**
 * The preHandler of every /api/admin route: a visitor gets 401, a customer 403; staff and admins pass,
 * with their shops read from the database on each request (a revoked shop ends at once). When the owner
 * requires a second factor of everyone who can refund, such an account without one gets 403 (ADR 045) on
 * every route but those marked `beforeSecondFactor`.
 */
export function requireRole(db: Db, minimum: 'staff' | 'admin') {
  return async (request: FastifyRequest) => {
    const viewer = requireViewer(request);
    if (viewer.role === 'customer') {
      throw new AppError('FORBIDDEN', 'Cet espace est réservé au personnel des boutiques.');
    }
    if (minimum === 'admin' && viewer.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Cette action est réservée au gérant de la boutique.');
    }
    if (!request.routeOptions.config.beforeSecondFactor && (await mustEnrolFirst(db, viewer.userId, viewer.role))) {
      throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_NEEDED_MESSAGE);
    }
    const shopIds =
      viewer.role === 'admin' ? null : (await findStaffShopIds(db, viewer.userId)).map((row) => row.shop_id);
    request.staff = { userId: viewer.userId, role: viewer.role, shopIds };
  };
}

/**
 * A plugin of back-office routes, every one behind requireRole. The check runs on request, before the body or
 * the query is read: a visitor gets 401 and a customer 403 whatever they send, and no route of the plugin can be
 * declared without it.
 */
export function behindRole(minimum: 'staff' | 'admin', routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    app.addHook('onRequest', requireRole(app.db, minimum));
    await routes(app, options);
  };
}

/** The scope set by requireRole (a route without it is a programming error). */
export function staffScope(request: FastifyRequest): StaffScope {
  if (!request.staff) throw new Error('requireRole preHandler missing on this route');
  return request.staff;
}

export const canSeeShop = (scope: StaffScope, shopId: number) =>
  scope.shopIds === null || scope.shopIds.includes(shopId);

/** Another shop's data answers exactly as a missing one. */
export function checkShop(scope: StaffScope, shopId: number) {
  if (!canSeeShop(scope, shopId)) throw notFound('Cette boutique n’existe pas.');
}
