import {
  ERROR_STATUS,
  type ErrorCode,
  generalErrorCode,
  type ProblemAmounts,
  type ProblemDetails,
} from '@boucherie/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TITLE_BY_STATUS } from '../errors.js';

/** `email` → `Email`, `address.street` → `Address.Street`, `lines.0.quantity` → `Lines[0].Quantity`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part).replace(/^./, (c) => c.toUpperCase())))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** French descriptions of the framework's own client errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Ce type de contenu n’est pas accepté\u00a0: envoyez du JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée du corps de la requête est incorrecte.',
};

/** The one error body of the API; its status is the code's own (ADR 050). */
export function problem(
  code: ErrorCode,
  detail?: string,
  errors?: Record<string, string[]>,
  amounts?: ProblemAmounts,
): ProblemDetails {
  const status = ERROR_STATUS[code];
  return {
    title: TITLE_BY_STATUS[status] ?? 'Erreur',
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
    ...amounts,
  };
}

/**
 * Errors the router raises before any route or hook runs (a path parameter past `maxParamLength`, a
 * malformed percent-encoding in the path): the one French 400 of the API instead of Fastify's English
 * body, which also echoed the whole path back and answered 414, a status the API never documents.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'Un paramètre du chemin est trop long.'
      : 'Le chemin de la requête est mal formé.';
  reply
    .code(400)
    .header('cache-control', 'no-store')
    .send(problem('VALIDATION', 'Certaines valeurs sont invalides.', { Request: [detail] }));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath ?? '')
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        const key = fieldName(path) || 'Request';
        errors[key] = [...(errors[key] ?? []), issue.message ?? 'Valeur invalide.'];
      }
      return reply.code(400).send(problem('VALIDATION', 'Certaines valeurs sont invalides.', errors));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(problem(error.code, error.message, error.fieldErrors, error.amounts));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The framework's refusal gets its status's general code; a 4xx the table lacks is answered as a 400.
      const code = generalErrorCode(status);
      const detail = FRAMEWORK_MESSAGES[error.code] ?? TITLE_BY_STATUS[ERROR_STATUS[code]];
      return reply.code(ERROR_STATUS[code]).send(problem(code, detail));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(problem('INTERNAL_ERROR', 'Une erreur inattendue est survenue. Veuillez réessayer.'));
  });
}
