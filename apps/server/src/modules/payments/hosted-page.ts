import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { fromAnotherSite } from '../../http/same-origin.js';

// The demo providers' hosted pages, served by the shop itself (the card's, ADR 049; the titres', ADR 073): one
// plain HTML shell with no script and no outside resource, answered never cached.

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f5f4; color: #1c1917; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 0.75rem; padding: 2rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  .note { color: #44403c; }
  .alert { background: #fef2f2; color: #991b1b; border-radius: 0.5rem; padding: 0.75rem; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { min-height: 48px; font: inherit; font-size: 1rem; border-radius: 0.5rem; border: 1px solid #78716c; background: #fff;
           color: #1c1917; cursor: pointer; }
  button.primary { background: #7f1d1d; border-color: #7f1d1d; color: #fff; font-weight: 600; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }`;

/** A hosted page's whole document: its title (the h1 too), its body's HTML (escaped by the caller), extra CSS. */
export function hostedPage(title: string, body: string, style = ''): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}${style}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The page as HTML, never cached. Its own Referrer-Policy: under the shop's `no-referrer` a form's POST says
 * Origin « null » even to its own page; `same-origin` lets it say the shop's origin (and still tells no other site
 * where the customer comes from, nor the page's address, which is its capability).
 */
export const hostedPageAnswer = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'same-origin');

/** A hosted page's buttons post a plain form: its fields as strings. */
export function acceptPageForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * A button of the page only: another site's form, or a sandboxed frame's (Origin « null »), cannot authorise a
 * payment, nor spend or turn down the customer's titres.
 */
export function refuseAnotherSite(request: FastifyRequest) {
  if (fromAnotherSite(request))
    throw new AppError('FORBIDDEN', 'Cette requête doit venir de la page de paiement elle-même.');
}
