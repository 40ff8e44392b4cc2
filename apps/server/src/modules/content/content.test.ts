import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storyblokSource } from './content.sources.js';

describe('content from the repository’s Markdown files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { GTM_ID: 'GTM-TEST123' } });
  });
  afterAll(() => t.close());

  it.each([
    ['mentions-legales', 'Mentions légales', /Directeur de la publication/],
    ['confidentialite', 'Politique de confidentialité', /CNIL/],
    ['cgv', 'Conditions générales de vente', /rétractation/],
  ] as const)('answers /api/content/%s with its title and its Markdown body as HTML', async (slug, title, text) => {
    const res = await t.call('GET /api/content/{slug}', { params: { slug } });
    expect(res.statusCode).toBe(200);
    const page = res.answer;
    expect(page).toMatchObject({ slug, title });
    expect(page.html).toMatch(text);
    // The file's first line, `# Title`, is the page's title, not a heading of its body.
    expect(page.html).not.toMatch(new RegExp(`^<h[1-4]>${title}<`));
    expect(page.html).toMatch(/^<(h2|p)>/);
    // French typography: a non-breaking space before the colon.
    expect(page.html).toContain('\u00a0:');
  });

  it('answers 400 for a page that does not exist', async () => {
    const res = await t.app.inject('/api/content/secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.Slug[0]).toBe('Cette page n’existe pas.');
  });

  it('tells the browser the tag-manager container, and nothing else; the CSP lets it load', async () => {
    const res = await t.app.inject('/api/site-config');
    expect(res.json()).toEqual({ gtmId: 'GTM-TEST123' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});

describe('content from Storyblok (the real client against a local fake of its API)', () => {
  let server: http.Server;
  let endpoint: string;
  const requests: string[] = [];
  let refuseNext = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.searchParams.get('token') !== 'jeton-public') {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Unauthorized"}');
        return;
      }
      if (refuseNext > 0) {
        refuseNext -= 1;
        res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"Too Many Requests"}');
        return;
      }
      if (url.pathname.endsWith('/cdn/stories/legal/cgv')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            story: {
              name: 'CGV',
              published_at: '2026-11-01T08:00:00.000Z',
              content: { title: 'Conditions générales de vente', body: '## Commande\n\nTexte du CMS.' },
            },
          }),
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the story legal/<slug>, retries when rate-limited, and keeps the answer a while', async () => {
    const source = storyblokSource('jeton-public', endpoint);
    refuseNext = 1;
    const page = await source('cgv');
    expect(page).toEqual({
      slug: 'cgv',
      title: 'Conditions générales de vente',
      markdown: '## Commande\n\nTexte du CMS.',
      updatedAt: '2026-11-01T08:00:00.000Z',
    });
    const calls = requests.filter((r) => r.includes('/cdn/stories/legal/cgv')).length;
    expect(calls).toBe(2);
    await source('cgv');
    expect(requests.filter((r) => r.includes('/cdn/stories/legal/cgv')).length).toBe(calls);
  });

  it('answers null for a story the CMS does not have', async () => {
    expect(await storyblokSource('jeton-public', endpoint)('mentions-legales')).toBeNull();
  });
});
