import fs from 'node:fs';
import path from 'node:path';
import { matchWebRoute } from '@boucherie/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem } from './error-handler.js';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every page path,
 * with status 404 where no route of the shop matches (so crawlers and tests see the truth).
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
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(problem(404, `Aucune ressource ne correspond à ${request.method} ${pathname}.`));
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Page introuvable');
    }
    const status = matchWebRoute(pathname).kind === 'match' ? 200 : 404;
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  });
}
