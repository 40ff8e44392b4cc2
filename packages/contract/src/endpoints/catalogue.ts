import {
  Article,
  ArticleCategoriesResponse,
  ArticleDayQuery,
  ArticleParams,
  ArticlesQuery,
  ArticlesResponse,
} from '../catalogue.js';
import { NotModified } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Catalogue'];

// Answered from memory with an entity tag (ADR 026): 304 when the client's copy is current.
export const catalogueEndpoints = defineEndpoints({
  'GET /api/article-categories': {
    access: 'anyone',
    tags,
    summary: 'Catégories et sous-catégories',
    responses: { 200: ArticleCategoriesResponse, 304: NotModified },
  },
  'GET /api/articles': {
    access: 'anyone',
    tags,
    summary: 'Articles, filtrés et paginés',
    query: ArticlesQuery,
    responses: { 200: ArticlesResponse, 304: NotModified },
  },
  'GET /api/articles/{id}': {
    access: 'anyone',
    tags,
    summary: 'Un article',
    params: ArticleParams,
    query: ArticleDayQuery,
    responses: { 200: Article, 304: NotModified },
  },
});
