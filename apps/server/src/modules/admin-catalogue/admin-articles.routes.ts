import {
  AdminArticleDetail,
  AdminArticlesQuery,
  AdminArticlesResponse,
  ARTICLE_IMAGE_MAX_BYTES,
  CreateArticleRequest,
  IdParam,
  UpdateArticleRequest,
} from '@boucherie/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validation } from '../../errors.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as service from './admin-articles.service.js';

const tags = ['Catalogue (boutique)'];
/** What the routes on one article share: its id in the path, the article as it now stands in the answer. */
const onArticle = { tags, params: IdParam, response: { 200: AdminArticleDetail } };

/** The catalogue's articles: staff read them, the owner (admin) changes them. */
export const adminArticlesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    behindRole('staff', async (r) => {
      r.get(
        '/api/admin/articles',
        {
          schema: {
            tags,
            summary: 'Les articles du catalogue, retirés compris (filtres\u00a0: recherche, catégorie, état)',
            querystring: AdminArticlesQuery,
            response: { 200: AdminArticlesResponse },
          },
        },
        async (req) => service.listArticles(app.db, req.query, app.clock()),
      );

      r.get(
        '/api/admin/articles/:id',
        { schema: { ...onArticle, summary: 'Un article, avec l’historique de ses prix' } },
        async (req) => service.getArticle(app.db, req.params.id, app.clock()),
      );
    }),
  );

  await app.register(
    behindRole('admin', async (w) => {
      await w.register(multipart, {
        limits: { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      });
      const deps = (req: FastifyRequest): service.CatalogueDeps => ({
        db: app.db,
        now: app.clock(),
        userId: staffScope(req).userId,
      });

      w.post(
        '/api/admin/articles',
        {
          schema: {
            tags,
            summary: 'Créer un article',
            body: CreateArticleRequest,
            response: { 201: AdminArticleDetail },
          },
        },
        async (req, reply) => reply.code(201).send(await service.createArticle(deps(req), req.body)),
      );

      w.patch(
        '/api/admin/articles/:id',
        {
          schema: {
            ...onArticle,
            summary:
              'Modifier un article (tout sous-ensemble des champs\u00a0; chaque prix est gardé dans l’historique)',
            body: UpdateArticleRequest,
          },
        },
        async (req) => service.updateArticle(deps(req), req.params.id, req.body),
      );

      w.delete(
        '/api/admin/articles/:id',
        {
          schema: {
            ...onArticle,
            summary: 'Retirer un article de la vente (jamais effacé\u00a0: les commandes et l’historique le gardent)',
          },
        },
        async (req) => service.withdrawArticle(deps(req), req.params.id, true),
      );

      w.post(
        '/api/admin/articles/:id/restore',
        { schema: { ...onArticle, summary: 'Remettre au catalogue un article retiré' } },
        async (req) => service.withdrawArticle(deps(req), req.params.id, false),
      );

      w.post(
        '/api/admin/articles/:id/image',
        {
          schema: {
            ...onArticle,
            summary:
              'Nouvelle photo (multipart, champ «\u00a0file\u00a0»\u00a0: JPEG, PNG ou WebP, 10\u00a0Mo au plus)',
            consumes: ['multipart/form-data'],
          },
        },
        async (req) => {
          const buffer = await readUpload(req);
          return service.setArticleImage(deps(req), req.params.id, buffer);
        },
      );
    }),
  );
};

const noFile = () => validation('File', 'Aucune image reçue\u00a0: envoyez la photo dans le champ «\u00a0file\u00a0».');

/** The one file of the upload, in memory (10 MB at most); any other shape answers 400 in French. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw noFile();
  try {
    const file = await req.file();
    if (file?.fieldname !== 'file') throw noFile();
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validation('File', 'Fichier trop lourd\u00a0: 10\u00a0Mo au plus.');
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw noFile();
    throw error;
  }
}
