import fs from 'node:fs';
import path from 'node:path';
import { matchWebRoute } from '@boucherie/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem } from './error-handler.js';

/** Seconds a browser keeps a file of the build that has no hash in its name (images, favicon). */
const UNHASHED_MAX_AGE = 3600;

/** The pre-compressed copy of a file the client accepts (the build writes .br and .gz beside each text file). */
function negotiatedVariant(filePath: string, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && fs.existsSync(filePath + extension)) {
      return { file: filePath + extension, encoding };
    }
  }
  return { file: filePath, encoding: null };
}

/**
 * Serves the built web app: hashed assets cached for a year, `version.json` (the deployed build's id,
 * polled by open tabs) never cached, pre-compressed copies when the client accepts them, and
 * index.html for every page path, with status 404 where no route of the shop matches (so crawlers
 * and tests see the truth).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        if (path.basename(filePath).startsWith('version.json')) reply.header('cache-control', 'no-store');
        else if (immutable) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', `public, max-age=${UNHASHED_MAX_AGE}`);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(problem(404, `Aucune ressource ne correspond à ${request.method} ${pathname}.`));
    }
    // A chunk of an earlier build is gone: a plain 404 (not the app), which the app's chunk reload handles.
    const isAsset = pathname.startsWith('/assets/');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild || isAsset) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Page introuvable');
    }
    const status = matchWebRoute(pathname).kind === 'match' ? 200 : 404;
    const { file, encoding } = negotiatedVariant(indexFile, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(file));
  });
}
