import {
  AdminArticleDetail,
  AdminArticlesQuery,
  AdminArticlesResponse,
  CreateArticleRequest,
  UpdateArticleRequest,
} from '../admin-catalogue.js';
import {
  AdminCategoriesResponse,
  CreateCategoryRequest,
  CreateSubCategoryRequest,
  MoveRequest,
  UpdateCategoryRequest,
  UpdateSubCategoryRequest,
} from '../admin-categories.js';
import { IdParam } from '../common.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Catalogue (boutique)'];
/** What the endpoints on one article share: its id in the path, the article as it now stands in the answer. */
const onArticle = { tags, params: IdParam, responses: { 200: AdminArticleDetail } } as const;
/** Every change of a category answers the whole tree, hidden ones included, as the screen shows it. */
const tree = { 200: AdminCategoriesResponse } as const;

/** The catalogue as the shop sees it: staff read it, the owner changes it. */
export const adminCatalogueEndpoints = defineEndpoints({
  'GET /api/admin/articles': {
    access: 'staff',
    tags,
    summary: 'Les articles du catalogue, retirés compris (filtres\u00a0: recherche, catégorie, état)',
    query: AdminArticlesQuery,
    responses: { 200: AdminArticlesResponse },
  },
  'GET /api/admin/articles/{id}': {
    access: 'staff',
    ...onArticle,
    summary: 'Un article, avec l’historique de ses prix',
  },
  'POST /api/admin/articles': {
    access: 'owner',
    tags,
    summary: 'Créer un article',
    body: CreateArticleRequest,
    responses: { 201: AdminArticleDetail },
  },
  'PATCH /api/admin/articles/{id}': {
    access: 'owner',
    ...onArticle,
    summary: 'Modifier un article (tout sous-ensemble des champs\u00a0; chaque prix est gardé dans l’historique)',
    body: UpdateArticleRequest,
  },
  'DELETE /api/admin/articles/{id}': {
    access: 'owner',
    ...onArticle,
    summary: 'Retirer un article de la vente (jamais effacé\u00a0: les commandes et l’historique le gardent)',
  },
  'POST /api/admin/articles/{id}/restore': {
    access: 'owner',
    ...onArticle,
    summary: 'Remettre au catalogue un article retiré',
  },
  // The upload is FormData: the web app's small function sends it, named by this entry.
  'POST /api/admin/articles/{id}/image': {
    access: 'owner',
    ...onArticle,
    summary: 'Nouvelle photo (multipart, champ «\u00a0file\u00a0»\u00a0: JPEG, PNG ou WebP, 10\u00a0Mo au plus)',
    consumes: ['multipart/form-data'],
  },
  'GET /api/admin/categories': {
    access: 'staff',
    tags,
    summary: 'Catégories et sous-catégories, masquées comprises',
    responses: tree,
  },
  'POST /api/admin/categories': {
    access: 'owner',
    tags,
    summary: 'Créer une catégorie',
    body: CreateCategoryRequest,
    responses: { 201: AdminCategoriesResponse },
  },
  'PATCH /api/admin/categories/{id}': {
    access: 'owner',
    tags,
    summary: 'Renommer, décrire, masquer une catégorie',
    params: IdParam,
    body: UpdateCategoryRequest,
    responses: tree,
  },
  'POST /api/admin/categories/{id}/move': {
    access: 'owner',
    tags,
    summary: 'Monter ou descendre une catégorie',
    params: IdParam,
    body: MoveRequest,
    responses: tree,
  },
  'DELETE /api/admin/categories/{id}': {
    access: 'owner',
    tags,
    summary: 'Supprimer une catégorie vide (sinon 409)',
    params: IdParam,
    responses: tree,
  },
  'POST /api/admin/categories/{id}/sub-categories': {
    access: 'owner',
    tags,
    summary: 'Créer une sous-catégorie',
    params: IdParam,
    body: CreateSubCategoryRequest,
    responses: { 201: AdminCategoriesResponse },
  },
  'PATCH /api/admin/sub-categories/{id}': {
    access: 'owner',
    tags,
    summary: 'Renommer, masquer ou changer de catégorie une sous-catégorie',
    params: IdParam,
    body: UpdateSubCategoryRequest,
    responses: tree,
  },
  'POST /api/admin/sub-categories/{id}/move': {
    access: 'owner',
    tags,
    summary: 'Monter ou descendre une sous-catégorie',
    params: IdParam,
    body: MoveRequest,
    responses: tree,
  },
  'DELETE /api/admin/sub-categories/{id}': {
    access: 'owner',
    tags,
    summary: 'Supprimer une sous-catégorie sans article (sinon 409, qui dit quoi faire)',
    params: IdParam,
    responses: tree,
  },
});
