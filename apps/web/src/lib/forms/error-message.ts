import { isApiError } from '../api-error';

export const NETWORK_ERROR = 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.';

/**
 * What to tell a person about a failed call, or undefined when the API client already did
 * (a 5xx has the specification's own toast).
 */
export function failureMessage(error: unknown, fallback: string): string | undefined {
  if (isApiError(error)) return error.status >= 500 ? undefined : error.message || fallback;
  if (error instanceof TypeError) return NETWORK_ERROR;
  return fallback;
}
