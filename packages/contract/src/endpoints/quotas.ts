import { IdParam } from '../common.js';
import { ArticleQuotasResponse, PutArticleQuotasRequest } from '../quotas.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Catalogue (boutique)'];

/** The owner's quotas per article and day (issue 40): a staff member or a customer gets 403, a visitor 401. */
export const quotasEndpoints = defineEndpoints({
  'GET /api/admin/articles/{id}/quotas': {
    access: 'owner',
    tags,
    summary: 'Les quantités à vendre d’un article par jour, et ce qu’il en reste',
    params: IdParam,
    responses: { 200: ArticleQuotasResponse },
  },
  'PUT /api/admin/articles/{id}/quotas': {
    access: 'owner',
    tags,
    summary: 'Fixer les quantités à vendre d’un article par jour ou jour de fête (la liste remplace la précédente)',
    params: IdParam,
    body: PutArticleQuotasRequest,
    responses: { 200: ArticleQuotasResponse },
  },
});
