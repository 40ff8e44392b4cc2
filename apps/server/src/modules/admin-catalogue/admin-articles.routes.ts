import { ARTICLE_IMAGE_MAX_BYTES } from '@boucherie/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validation } from '../../errors.js';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as service from './admin-articles.service.js';

/** The catalogue's articles: staff read them, the owner (admin) changes them. */
export const adminArticlesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    behindRole('staff', async (r) => {
      route(r, 'GET /api/admin/articles', async (req) => service.listArticles(app.db, req.query, app.clock()));
      route(r, 'GET /api/admin/articles/{id}', async (req) => service.getArticle(app.db, req.params.id, app.clock()));
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

      route(w, 'POST /api/admin/articles', async (req, reply) =>
        reply.code(201).send(await service.createArticle(deps(req), req.body)),
      );
      route(w, 'PATCH /api/admin/articles/{id}', async (req) =>
        service.updateArticle(deps(req), req.params.id, req.body),
      );
      route(w, 'DELETE /api/admin/articles/{id}', async (req) =>
        service.withdrawArticle(deps(req), req.params.id, true),
      );
      route(w, 'POST /api/admin/articles/{id}/restore', async (req) =>
        service.withdrawArticle(deps(req), req.params.id, false),
      );
      route(w, 'POST /api/admin/articles/{id}/image', async (req) => {
        const buffer = await readUpload(req);
        return service.setArticleImage(deps(req), req.params.id, buffer);
      });
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
