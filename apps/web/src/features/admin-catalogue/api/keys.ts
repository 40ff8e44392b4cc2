import type { Query } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/api-client';

/** The back office's catalogue queries: every change refreshes them. */
export const ADMIN_CATEGORIES_KEY = queryKeyOf('GET /api/admin/categories');
export const adminArticleKey = (id: number) => queryKeyOf('GET /api/admin/articles/{id}', { params: { id } });

const ARTICLE_READS: readonly unknown[] = ['GET /api/admin/articles', 'GET /api/admin/articles/{id}'];

/** Every cached answer about articles, the lists and each article's page: what a change makes stale. */
export const ADMIN_ARTICLES_QUERIES = { predicate: (query: Query) => ARTICLE_READS.includes(query.queryKey[0]) };
