import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { getArticle } from '../catalogue/catalogue.service.js';
import { requireViewer } from '../sessions/sessions.js';
import { addFavorite, removeFavorite } from './favorites.repository.js';

/** Both calls answer the article as the user now sees it (isFavorite true or false). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/articles/favorites/{id}', async (req) => {
    const viewer = requireViewer(req);
    const now = app.clock();
    await getArticle(app.db, req.params.id, viewer, now); // 404 for an unknown or withdrawn article
    await addFavorite(app.db, viewer.userId, req.params.id, now.toISOString());
    return getArticle(app.db, req.params.id, viewer, now);
  });

  route(app, 'DELETE /api/articles/favorites/{id}', async (req) => {
    const viewer = requireViewer(req);
    await removeFavorite(app.db, viewer.userId, req.params.id);
    return getArticle(app.db, req.params.id, viewer, app.clock());
  });
};
