import type { ContentSlug } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { route } from '../../http/route.js';
import { type ContentSource, markdownSource, storyblokSource } from './content.sources.js';
import { withLegalIdentity } from './legal-identity.js';
import { renderMarkdown } from './markdown.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { STORYBLOK_TOKEN, STORYBLOK_API_URL, CONTENT_DIR, GTM_ID } = app.config;
  const source: ContentSource = STORYBLOK_TOKEN
    ? storyblokSource(STORYBLOK_TOKEN, STORYBLOK_API_URL)
    : markdownSource(CONTENT_DIR);
  // A page's HTML is kept until its text changes (a render takes about a millisecond).
  const rendered = new Map<ContentSlug, { markdown: string; html: string }>();
  const htmlOf = (slug: ContentSlug, markdown: string) => {
    const kept = rendered.get(slug);
    if (kept?.markdown === markdown) return kept.html;
    const html = renderMarkdown(markdown);
    rendered.set(slug, { markdown, html });
    return html;
  };

  route(app, 'GET /api/content/{slug}', async (req, reply) => {
    const page = await source(req.params.slug);
    if (!page) throw notFound('Cette page n’existe pas.');
    reply.header('cache-control', 'public, max-age=300');
    const { markdown, ...rest } = await withLegalIdentity(app.db, page);
    return { ...rest, html: htmlOf(req.params.slug, markdown) };
  });

  route(app, 'GET /api/site-config', async () => ({ gtmId: GTM_ID ?? null }));
};
