import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('kept catalogue answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/articles', '/api/articles/{id}', '/api/article-categories', '/api/shops'])(
    'document their 304 without a body (%s)',
    async (path) => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      expect(doc.paths[path].get.responses['304']).toEqual({
        description: 'Non modifié\u00a0: la copie du client est à jour (If-None-Match).',
      });
    },
  );

  it('answer 304 without a body to If-None-Match: *', async () => {
    const answer = await t.app.inject({ url: '/api/shops', headers: { 'if-none-match': '*' } });
    expect(answer.statusCode).toBe(304);
    expect(answer.body).toBe('');
  });
});
