import {
  Article,
  ArticleCategoriesResponse,
  ArticleDayQuery,
  ArticleParams,
  ArticlesQuery,
  ArticlesResponse,
} from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, NotModified, sendCached } from '../../http/cached-answer.js';
import { askerOf } from '../sessions/asker.js';
import { orderableDay } from './catalogue-day.js';

// Answered from memory, exact on every process (ADR 026). Articles differ by who asks (pro prices,
// favourites): private, varying with the session cookie. The categories are the same for everyone.
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogue;

  app.get(
    '/api/article-categories',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['Catalogue'],
        summary: 'Catégories et sous-catégories',
        response: { 200: ArticleCategoriesResponse, 304: NotModified },
      },
    },
    async (req, reply) => sendCached(req, reply, await cache.categories(app.clock(), req.arrival), 'public'),
  );

  app.get(
    '/api/articles',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['Catalogue'],
        summary: 'Articles, filtrés et paginés',
        querystring: ArticlesQuery,
        response: { 200: ArticlesResponse, 304: NotModified },
      },
    },
    async (req, reply) => {
      const day = await orderableDay(app, req.query, req.arrival);
      return sendCached(req, reply, await cache.articles(req.query, askerOf(req, app.clock()), day), 'private');
    },
  );

  app.get(
    '/api/articles/:id',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['Catalogue'],
        summary: 'Un article',
        params: ArticleParams,
        querystring: ArticleDayQuery,
        response: { 200: Article, 304: NotModified },
      },
    },
    async (req, reply) => {
      const day = await orderableDay(app, req.query, req.arrival);
      return sendCached(req, reply, await cache.article(req.params.id, askerOf(req, app.clock()), day), 'private');
    },
  );
};
