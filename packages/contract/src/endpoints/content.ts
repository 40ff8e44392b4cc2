import { ContentPage, ContentSlugParam, SiteConfig } from '../content.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Contenu'];

export const contentEndpoints = defineEndpoints({
  'GET /api/content/{slug}': {
    access: 'anyone',
    tags,
    summary: 'Une page éditoriale (mentions légales, confidentialité, CGV), écrite en Markdown, rendue en HTML sûr',
    params: ContentSlugParam,
    responses: { 200: ContentPage },
  },
  'GET /api/site-config': {
    access: 'anyone',
    tags,
    summary: 'La configuration publique du site',
    responses: { 200: SiteConfig },
  },
});
