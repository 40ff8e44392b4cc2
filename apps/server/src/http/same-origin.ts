import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { isApiRequest } from './api-route.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only routes that take a multipart body. */
const MULTIPART_ROUTES = new Set(['/api/admin/articles/:id/image']);

/**
 * CSRF defence for the API's state-changing calls: they accept only JSON bodies (a cross-site form cannot
 * send one without a preflight) and only requests from the shop's own origin, when the browser says.
 */
export function registerSameOriginGuard(app: FastifyInstance) {
  // Fastify parses text/plain by default; a cross-site form could send it without a preflight.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    // Keyed on the route that matched, as every other spelling of its path reaches the same handler.
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (fromAnotherSite(request)) throw forbidden();
    const type = request.headers['content-type'];
    // The one upload of the shop (an article's picture) comes as multipart; the origin checks above still hold.
    if (
      type !== undefined &&
      /^multipart\/form-data\s*;/i.test(type) &&
      MULTIPART_ROUTES.has(request.routeOptions.url ?? '')
    ) {
      return;
    }
    if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Ce type de contenu n’est pas accepté\u00a0: envoyez du JSON.');
    }
  });
}

/** What a browser's Fetch Metadata says of a request the shop itself sent, or its visitor typed. */
const OWN_SITES = new Set(['same-origin', 'none']);

/**
 * Whether the browser says the request came from anywhere but the shop: a Sec-Fetch-Site other than
 * same-origin or none (a sibling subdomain is another site too), or an Origin other than the shop's.
 * « null » is refused: it is what a sandboxed frame or a data: page of another site sends.
 */
export function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !OWN_SITES.has(site)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}`;
}

const forbidden = () => new AppError('FORBIDDEN', 'Cette requête doit venir de la boutique elle-même.');
