import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  matchWebRoute,
  type PageRenderFetch,
  type PageRenderModule,
  type PageRenderResult,
  SERVER_RENDERED_PAGES,
  SSR_STATE_ID,
} from '@boucherie/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { escapeHtml } from '../lib/text.js';
import { chooseEncoding } from './encoding.js';
import { problem } from './error-handler.js';

/** Seconds a browser keeps a file of the build that has no hash in its name (images, favicon). */
const UNHASHED_MAX_AGE = 3600;

/** The app's page (index.html) as built, with the build's brotli and gzip copies when there are. */
type Shell = { identity: Buffer; br: Buffer | null; gzip: Buffer | null };

function readOptional(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

function readShell(indexFile: string): Shell {
  return {
    identity: fs.readFileSync(indexFile),
    br: readOptional(`${indexFile}.br`),
    gzip: readOptional(`${indexFile}.gz`),
  };
}

/** The copy of the app's page the client accepts. */
function negotiatedShell(shell: Shell, acceptEncoding: string | undefined) {
  const offered = (['br', 'gzip'] as const).filter((encoding) => shell[encoding]);
  const encoding = chooseEncoding(acceptEncoding, offered);
  return { body: (encoding && shell[encoding]) || shell.identity, encoding };
}

/** Where index.html holds the page's markup: the startup status, or the server-rendered page. */
const APP_MARKUP = /<!--app-->[\s\S]*?<!--\/app-->/;

/** A page's API calls answered by this server in-process, as the visitor's browser would ask them. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): PageRenderFetch {
  return async (apiPath, init) => {
    if (!apiPath.startsWith('/api/')) throw new Error(`A page render may only call the API, not ${apiPath}`);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: apiPath,
      // The protocol travels too: over HTTPS the session cookie has its secure name (read only behind a trusted proxy).
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: request.headers.cookie ?? '',
        'x-forwarded-proto': request.protocol,
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A rendered page, compressed as the client accepts (the compression plugin only sees routes, and
 * pages are answered by the not-found handler). Brotli at a low quality: a few milliseconds a page.
 */
async function compressed(html: string, acceptEncoding: string | undefined) {
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === 'br') {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    return { body, encoding };
  }
  if (encoding === 'gzip') return { body: await gzip(html), encoding };
  return { body: html, encoding };
}

function pageHtml(template: string, page: Extract<PageRenderResult, { kind: 'page' }>) {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace(APP_MARKUP, () => page.html)
    .replace('</body>', () => `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script></body>`);
}

/** The web app's page renderer; without one (or with a broken one) the browser renders every page. */
async function loadRenderer(app: FastifyInstance, ssrDir: string): Promise<PageRenderModule | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as PageRenderModule;
  } catch (error) {
    app.log.error({ err: error }, `the page renderer ${entry} could not be loaded; pages are rendered in the browser`);
    return null;
  }
}

/**
 * Pages rendered at once, at most (a render of the list took ~45 ms of CPU in an ad hoc reading): past that,
 * a page gets the client shell, which the browser renders itself, so a burst of requests cannot
 * queue up renders and slow every visitor and the API down; nobody gets an error for it.
 */
export const MAX_RENDERS_AT_ONCE = 4;

/**
 * Serves the built web app: hashed assets cached for a year, `version.json` (the deployed build's id,
 * polled by open tabs) never cached, pre-compressed copies when the client accepts them, and
 * index.html for every page path, with status 404 where no route of the shop matches (so crawlers
 * and tests see the truth).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, ssrDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // The public pages come rendered, so a phone shows products before any JavaScript runs.
  const renderer = hasBuild ? await loadRenderer(app, ssrDir) : null;
  // This process serves the build it started with, whatever a later build writes beside it: its index.html
  // (in memory, like the page renderer) and its build id. The hashed files of earlier builds stay on disk
  // (apps/web/vite/keep-previous-builds.ts), so the pages of every build still deployed find their scripts.
  const shell = hasBuild ? readShell(indexFile) : null;
  // A shared page's card reads its image at an absolute address (the public pages come rendered).
  const template =
    renderer && shell
      ? shell.identity
          .toString('utf8')
          .replace('content="/images/og-image.png"', () => `content="${app.config.PUBLIC_URL}/images/og-image.png"`)
      : '';
  const version = hasBuild ? readOptional(path.join(distDir, 'version.json')) : null;
  let rendering = 0;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Served below: the hashed files as found on disk at each request, the build id from memory.
      globIgnore: ['assets/**', 'version.json', 'version.json.*'],
      setHeaders(reply) {
        reply.header('cache-control', `public, max-age=${UNHASHED_MAX_AGE}`);
      },
    });
    // Any build's hashed file, even one written after this process started (a newer process's page may be
    // answered here during a rolling restart); a missing one goes to the not-found handler (plain 404).
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    if (version) {
      app.get('/version.json', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(version),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply
        .code(404)
        .send(problem('NOT_FOUND', `Aucune ressource ne correspond à ${request.method} ${pathname}.`));
    }
    // A chunk of an earlier build is gone: a plain 404 (not the app), which the app's chunk reload handles.
    const isAsset = pathname.startsWith('/assets/');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild || isAsset) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Page introuvable');
    }
    const match = matchWebRoute(pathname);
    const routeName = match.kind === 'none' ? 'catch-all' : match.route.name;
    const rendered = renderer && request.method === 'GET' && SERVER_RENDERED_PAGES.includes(routeName);
    if (rendered && rendering >= MAX_RENDERS_AT_ONCE) {
      request.log.debug('as many pages as allowed are being rendered; sending the app to render in the browser');
    } else if (rendered) {
      rendering++;
      try {
        const page = await renderer.renderPage({
          url: request.url,
          cookie: request.headers.cookie ?? '',
          fetch: inProcessFetch(app, request),
        });
        if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
        const { body, encoding } = await compressed(pageHtml(template, page), request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        // The page may show who is logged in: never kept by a shared cache.
        return reply
          .code(page.status)
          .header('cache-control', 'private, no-cache')
          .header('vary', 'cookie, accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      } catch (error) {
        // The browser can still render the page itself: the visitor gets the app, not an error.
        request.log.error({ err: error }, 'server rendering failed; sending the app to render in the browser');
      } finally {
        rendering--;
      }
    }
    const status = match.kind === 'match' ? 200 : 404;
    const { body, encoding } = negotiatedShell(shell as Shell, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
