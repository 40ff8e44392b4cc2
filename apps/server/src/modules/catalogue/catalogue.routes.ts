import {
  Article,
  ArticleCategoriesResponse,
  ArticleParams,
  ArticlesQuery,
  ArticlesResponse,
} from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as catalogue from './catalogue.service.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Articles differ by who asks (pro prices, favourites): no shared cache may hand one viewer's answer to another.
  // (Set on request, it replaces the API's no-store default; a route may still set its own.)
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });
  app.addHook('onSend', async (_request, reply) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) reply.header('vary', vary ? `${vary}, cookie` : 'cookie');
  });

  app.get(
    '/api/article-categories',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Catégories et sous-catégories',
        response: { 200: ArticleCategoriesResponse },
      },
    },
    async () => catalogue.getCategoryTree(app.db),
  );

  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Articles, filtrés et paginés',
        querystring: ArticlesQuery,
        response: { 200: ArticlesResponse },
      },
    },
    async (req) => catalogue.listArticles(app.db, req.query, req.viewer, app.clock()),
  );

  app.get(
    '/api/articles/:id',
    { schema: { tags: ['Catalogue'], summary: 'Un article', params: ArticleParams, response: { 200: Article } } },
    async (req) => catalogue.getArticle(app.db, req.params.id, req.viewer, app.clock()),
  );
};
