import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../lib/api-error';

export type ErrorDescription = { status: number; title: string; description: string };

export const NOT_FOUND_TITLE = 'Page introuvable';
export const SERVER_ERROR_TITLE = 'Erreur interne du serveur';

function describe(status: number, message: string | undefined): ErrorDescription {
  const notFound = status === 404;
  return {
    status,
    title: notFound ? NOT_FOUND_TITLE : SERVER_ERROR_TITLE,
    description:
      message ||
      (notFound
        ? 'La page que vous cherchez n’existe pas ou a été déplacée.'
        : 'Un problème est survenu de notre côté. Veuillez réessayer dans quelques instants.'),
  };
}

/** Whatever reached the error page → status, title (404 or server-error variant) and description. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    return describe(error.status, typeof error.data === 'string' ? error.data : undefined);
  }
  if (error instanceof ApiError) return describe(error.status, error.problem.detail ?? error.problem.title);
  if (error instanceof Error) return describe(500, error.message);
  return describe(500, undefined);
}
