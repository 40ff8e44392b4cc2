import * as contract from '@boucherie/contract';
import { errorCodesOf, IDEMPOTENCY_KEY_HEADER, NotModified, ProblemDetails } from '@boucherie/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../modules/sessions/sessions.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const SECURITY_SCHEME = 'sessionCookie';

/** The error answers every operation may give, with the one error shape of the API. */
const ERRORS: Record<number, string> = {
  400: 'Données invalides (messages en français par champ)',
  401: 'Non connecté',
  403: 'Action non autorisée',
  404: 'Introuvable',
  429: 'Trop de requêtes (voir Retry-After)',
};
/** And those of an operation that changes something. */
const WRITE_ERRORS: Record<number, string> = {
  409: 'Conflit avec l’état actuel (le message dit quoi faire)',
  413: 'Corps de requête trop volumineux',
  415: 'Type de contenu non pris en charge',
};

const ALL_ERRORS = { ...ERRORS, ...WRITE_ERRORS };

const TAG_DESCRIPTIONS: Record<string, string> = {
  Catalogue: 'Articles, catégories et sous-catégories',
  Boutiques: 'Les boutiques, leurs horaires et leurs zones de livraison',
  Comptes: 'Inscription, connexion, vérification par SMS et profil',
  'Double authentification':
    'Le second facteur (code TOTP, codes de secours) des comptes de l’espace boutique, et l’exigence du gérant',
  Favoris: 'Les articles favoris du client',
  Panier: 'Le panier du client connecté',
  Commandes: 'Dates possibles, passage et suivi des commandes',
  'Commandes récurrentes': 'Les commandes passées automatiquement aux jours choisis par le client',
  Contenu: 'Pages légales',
  Boutique: 'Le back-office du personnel et du gérant',
  Factures: 'Les factures et avoirs du client (PDF, Factur-X pour un professionnel)',
  'Factures (boutique)': 'L’identité de l’entreprise, les factures, les avoirs et l’export comptable',
  'Catalogue (boutique)': 'Le catalogue tenu par le gérant\u00a0: articles, prix, remises, photos, catégories',
  Paiement: 'Les événements du prestataire de paiement (webhook signé)',
  Colis: 'Les colis d’un animal vendus d’avance\u00a0: nombre, poids, acompte, annulation de l’animal',
  Traçabilité: 'Les lots (l’animal, le lot de découpe), leur page publique et le rappel de lot',
};

/**
 * Every exported object schema of the contract is a named component (`Article`, `Order`…), so the
 * document refers to one definition instead of writing a shape out again at each use. (Query and path
 * shapes stay inline, as parameters must; `…Input` names are left to the generator's input variants.)
 */
function registerContractSchemas() {
  for (const [name, value] of Object.entries(contract)) {
    const def = (value as { _zod?: { def?: { type?: string } } })?._zod?.def;
    if (def?.type !== 'object' || !/^[A-Z]/.test(name) || /(Query|Params?|Input)$/.test(name)) continue;
    const schema = value as z.ZodType;
    const meta = z.globalRegistry.get(schema);
    if (!meta?.id) z.globalRegistry.add(schema, { ...meta, id: name });
  }
}

/** "GET /api/articles/:id" → "getApiArticlesById"; unique because method and path are. */
export function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part));
  const camel = words
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');
  return method.toLowerCase() + camel;
}

function transform(input: TransformInput) {
  const { schema, url, route } = input as TransformInput & { route: { method: string | string[] } };
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const writes = !['GET', 'HEAD'].includes(method.toUpperCase());
  const errors = { ...ERRORS, ...(writes ? WRITE_ERRORS : {}) };
  const response = { ...(schema.response as Record<string, unknown>) };
  // With its content type said: a route that produces PDF still answers its errors in JSON; with the codes
  // that status may carry (the schema's enum lists them all, ADR 050).
  const problem = (status: string, description: string) => ({
    description: `${description}. Codes\u00a0: ${errorCodesOf(Number(status)).join(', ')}.`,
    content: { 'application/json': { schema: ProblemDetails } },
  });
  for (const [status, description] of Object.entries(errors)) response[status] ??= problem(status, description);
  // An error a route declares itself (a read that can conflict) is described the same way.
  for (const [status, schema] of Object.entries(response)) {
    if (schema === ProblemDetails) response[status] = problem(status, ALL_ERRORS[Number(status)] ?? 'Erreur');
  }
  // A kept answer's 304 carries no body: described by words alone, without content.
  const notModified = response['304'] === NotModified;
  if (notModified) delete response['304'];
  const extra = url === '/api/orders' && method === 'POST' ? { headers: idempotencyHeader } : {};
  const result = jsonSchemaTransform({ ...input, schema: { ...schema, ...extra, response } } as TransformInput);
  const transformed = result.schema as Record<string, unknown> & { response: Record<string, object> };
  if ((schema.produces as string[] | undefined)?.includes('text/event-stream')) {
    transformed.response['200'] ??= {
      description: 'Flux d’événements',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  }
  if (notModified) {
    transformed.response['304'] = {
      type: 'null',
      description: 'Non modifié\u00a0: la copie du client est à jour (If-None-Match).',
    };
  }
  for (const [status, answer] of Object.entries(transformed.response)) {
    if (status.startsWith('2') && !('description' in answer))
      transformed.response[status] = { ...answer, description: 'Réponse' };
  }
  // Examples for path parameters, so that contract testers (Dredd) can call every path.
  type Property = { type?: string; enum?: unknown[]; minimum?: number; pattern?: string; example?: unknown };
  const params = transformed.params as { properties?: Record<string, Property> } | undefined;
  for (const property of Object.values(params?.properties ?? {})) {
    const number = property.type === 'integer' || property.type === 'number';
    const pattern = property.pattern ? new RegExp(property.pattern) : null;
    const text = ['exemple', '1', '1.pdf', '2026-12-24', '2026-11.pdf'].find(
      (candidate) => !pattern || pattern.test(candidate),
    );
    property.example ??= property.enum?.[0] ?? (number ? Math.max(1, property.minimum ?? 1) : text);
  }
  transformed.operationId ??= operationId(method, url);
  transformed.description ??= schema.summary;
  return result;
}

const idempotencyHeader = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: 'La même clé ne crée jamais une deuxième commande (1 à 200 caractères imprimables).' }),
});

type OpenApiDocument = { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * Three repairs of the generated document: a nullable reference (`{ nullable, allOf: [$ref] }`) gets the
 * `type` OpenAPI 3.0 wants beside `nullable`; a reference wrapped alone (`{ allOf: [$ref] }`, an optional
 * registered schema) is the reference itself; components no operation refers to (the generator writes an
 * input and an output version of each) are dropped.
 */
export function tidyDocument(document: OpenApiDocument): OpenApiDocument {
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const object = node as Record<string, unknown>;
      if (object.nullable === true && object.type === undefined && Array.isArray(object.allOf)) object.type = 'object';
      for (const [key, value] of Object.entries(object)) {
        const only = value as { allOf?: unknown[] } | null;
        if (only && typeof only === 'object' && Object.keys(only).length === 1 && only.allOf?.length === 1)
          object[key] = only.allOf[0];
      }
      Object.values(object).forEach(walk);
    }
  };
  walk(document);
  const schemas = document.components?.schemas ?? {};
  const { components: _components, ...operations } = document;
  const elsewhere = JSON.stringify(operations);
  for (;;) {
    const unused = Object.keys(schemas).filter((name) => {
      const ref = `"#/components/schemas/${name}"`;
      const inOthers = Object.entries(schemas).some(
        ([other, schema]) => other !== name && JSON.stringify(schema).includes(ref),
      );
      return !inOthers && !elsewhere.includes(ref);
    });
    if (unused.length === 0) break;
    for (const name of unused) delete schemas[name];
  }
  return document;
}

/** The OpenAPI document, generated from the contract's schemas; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  registerContractSchemas();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Boucherie en ligne — API',
        version: '1.0.0',
        description: 'API de la boutique en ligne. Montants en euros, dates des boutiques en Europe/Paris.',
        contact: { name: 'Maison Thirion', email: 'contact@example.com' },
        license: { name: 'Propriétaire', url: 'https://example.com/licence' },
      },
      servers: [{ url: '/', description: 'Cette boutique' }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'La session, posée par la connexion (cookie HttpOnly).',
          },
        },
      },
      // Every call works without a session (it then answers as to a visitor, or 401): the cookie is optional.
      security: [{}, { [SECURITY_SCHEME]: [] }],
    },
    transform,
    // biome-ignore lint/suspicious/noExplicitAny: the plugin's document type is a union of three versions.
    transformObject: (input) => tidyDocument(jsonSchemaTransformObject(input) as OpenApiDocument) as any,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
