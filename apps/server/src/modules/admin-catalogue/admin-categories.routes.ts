import {
  AdminCategoriesResponse,
  CreateCategoryRequest,
  CreateSubCategoryRequest,
  IdParam,
  MoveRequest,
  UpdateCategoryRequest,
  UpdateSubCategoryRequest,
} from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, staffScope } from '../admin/staff-scope.js';
import type { CatalogueDeps } from './admin-articles.service.js';
import * as service from './admin-categories.service.js';

const tags = ['Catalogue (boutique)'];
const tree = { 200: AdminCategoriesResponse };

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
  app.get(
    '/api/admin/categories',
    {
      onRequest: requireRole(app.db, 'staff'),
      schema: { tags, summary: 'Catégories et sous-catégories, masquées comprises', response: tree },
    },
    async () => service.listCategories(app.db),
  );

  app.post(
    '/api/admin/categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Créer une catégorie',
        body: CreateCategoryRequest,
        response: { 201: AdminCategoriesResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createCategory(deps(req), req.body)),
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Renommer, décrire, masquer une catégorie',
        params: IdParam,
        body: UpdateCategoryRequest,
        response: tree,
      },
    },
    async (req) => service.updateCategory(deps(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/categories/:id/move',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Monter ou descendre une catégorie',
        params: IdParam,
        body: MoveRequest,
        response: tree,
      },
    },
    async (req) => service.move(deps(req), 'category', req.params.id, req.body.direction),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'Supprimer une catégorie vide (sinon 409)', params: IdParam, response: tree },
    },
    async (req) => service.deleteCategory(deps(req), req.params.id),
  );

  adminCategoriesMoreRoutes(app, sharedAdminCategoriesRoutes(app));
};

/** The sub-categories: the owner adds, renames, moves and removes them. */
function adminCategoriesMoreRoutes(app: App, { admin, deps }: ReturnType<typeof sharedAdminCategoriesRoutes>) {
  app.post(
    '/api/admin/categories/:id/sub-categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Créer une sous-catégorie',
        params: IdParam,
        body: CreateSubCategoryRequest,
        response: { 201: AdminCategoriesResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createSubCategory(deps(req), req.params.id, req.body)),
  );

  app.patch(
    '/api/admin/sub-categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Renommer, masquer ou changer de catégorie une sous-catégorie',
        params: IdParam,
        body: UpdateSubCategoryRequest,
        response: tree,
      },
    },
    async (req) => service.updateSubCategory(deps(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/sub-categories/:id/move',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Monter ou descendre une sous-catégorie',
        params: IdParam,
        body: MoveRequest,
        response: tree,
      },
    },
    async (req) => service.move(deps(req), 'sub_category', req.params.id, req.body.direction),
  );

  app.delete(
    '/api/admin/sub-categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Supprimer une sous-catégorie sans article (sinon 409, qui dit quoi faire)',
        params: IdParam,
        response: tree,
      },
    },
    async (req) => service.deleteSubCategory(deps(req), req.params.id),
  );
}
