import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { requireViewer } from '../sessions/sessions.js';

/**
 * Who works in the back office, and where: an admin sees every shop (`shopIds` null), a staff member
 * only the shops stored for them. Every back-office query filters by it at the source.
 */
export type StaffScope = { userId: number; role: Exclude<Role, 'customer'>; shopIds: number[] | null };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffScope | null;
  }
}

export function findStaffShopIds(db: Db, userId: number) {
  return db.selectFrom('staff_shop').select('shop_id').where('user_id', '=', userId).execute();
}

/**
 * The preHandler of every /api/admin route: a visitor gets 401, a customer 403; staff and admins pass,
 * with their shops read from the database on each request (a revoked shop ends at once).
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
    const shopIds =
      viewer.role === 'admin' ? null : (await findStaffShopIds(db, viewer.userId)).map((row) => row.shop_id);
    request.staff = { userId: viewer.userId, role: viewer.role, shopIds };
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
