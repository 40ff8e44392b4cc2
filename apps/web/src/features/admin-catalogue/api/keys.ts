/** The back office's catalogue queries: every change refreshes them. */
export const ADMIN_ARTICLES_KEY = ['admin', 'articles'] as const;
export const adminArticleKey = (id: number) => ['admin', 'articles', id] as const;
export const ADMIN_CATEGORIES_KEY = ['admin', 'categories'] as const;
