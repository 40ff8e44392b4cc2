import { ContentPage, ContentSlugParam, SiteConfig } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { type ContentSource, markdownSource, storyblokSource } from './content.sources.js';
import { withLegalIdentity } from './legal-identity.js';

const tags = ['Contenu'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { STORYBLOK_TOKEN, STORYBLOK_API_URL, CONTENT_DIR, GTM_ID } = app.config;
  const source: ContentSource = STORYBLOK_TOKEN
    ? storyblokSource(STORYBLOK_TOKEN, STORYBLOK_API_URL)
    : markdownSource(CONTENT_DIR);

  app.get(
    '/api/content/:slug',
    {
      schema: {
        tags,
        summary: 'Une page éditoriale (mentions légales, confidentialité, CGV), en Markdown',
        params: ContentSlugParam,
        response: { 200: ContentPage },
      },
    },
    async (req, reply) => {
      const page = await source(req.params.slug);
      if (!page) throw notFound('Cette page n’existe pas.');
      reply.header('cache-control', 'public, max-age=300');
      return withLegalIdentity(app.db, page);
    },
  );

  app.get(
    '/api/site-config',
    { schema: { tags, summary: 'La configuration publique du site', response: { 200: SiteConfig } } },
    async () => ({ gtmId: GTM_ID ?? null }),
  );
};
