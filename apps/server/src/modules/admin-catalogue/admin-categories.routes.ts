import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { requireRole, staffScope } from '../admin/staff-scope.js';
import type { CatalogueDeps } from './admin-articles.service.js';
import * as service from './admin-categories.service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What the routes of adminCategoriesRoutes share. */
function sharedAdminCategoriesRoutes(app: App) {
  const admin = requireRole(app.db, 'admin');
  const deps = (req: FastifyRequest): CatalogueDeps => ({
    db: app.db,
    now: app.clock(),
    userId: staffScope(req).userId,
  });
  return { admin, deps };
}

/**
 * Categories and sub-categories: staff read them, the owner changes them. Every change answers the whole
 * tree, hidden ones included, as the screen shows it.
 */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, deps } = sharedAdminCategoriesRoutes(app);
  const onRequest = { onRequest: admin };
  route(app, 'GET /api/admin/categories', async () => service.listCategories(app.db), {
    onRequest: requireRole(app.db, 'staff'),
  });
  route(
    app,
    'POST /api/admin/categories',
    async (req, reply) => reply.code(201).send(await service.createCategory(deps(req), req.body)),
    onRequest,
  );
  route(
    app,
    'PATCH /api/admin/categories/{id}',
    async (req) => service.updateCategory(deps(req), req.params.id, req.body),
    onRequest,
  );
  route(
    app,
    'POST /api/admin/categories/{id}/move',
    async (req) => service.move(deps(req), 'category', req.params.id, req.body.direction),
    onRequest,
  );
  route(
    app,
    'DELETE /api/admin/categories/{id}',
    async (req) => service.deleteCategory(deps(req), req.params.id),
    onRequest,
  );

  adminCategoriesMoreRoutes(app, sharedAdminCategoriesRoutes(app));
};

/** The sub-categories: the owner adds, renames, moves and removes them. */
function adminCategoriesMoreRoutes(app: App, { admin, deps }: ReturnType<typeof sharedAdminCategoriesRoutes>) {
  const onRequest = { onRequest: admin };
  route(
    app,
    'POST /api/admin/categories/{id}/sub-categories',
    async (req, reply) => reply.code(201).send(await service.createSubCategory(deps(req), req.params.id, req.body)),
    onRequest,
  );
  route(
    app,
    'PATCH /api/admin/sub-categories/{id}',
    async (req) => service.updateSubCategory(deps(req), req.params.id, req.body),
    onRequest,
  );
  route(
    app,
    'POST /api/admin/sub-categories/{id}/move',
    async (req) => service.move(deps(req), 'sub_category', req.params.id, req.body.direction),
    onRequest,
  );
  route(
    app,
    'DELETE /api/admin/sub-categories/{id}',
    async (req) => service.deleteSubCategory(deps(req), req.params.id),
    onRequest,
  );
}
