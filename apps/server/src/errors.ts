import { ERROR_STATUS, type ErrorCode, type ErrorCodeOf, type ProblemAmounts } from '@boucherie/contract';

/**
 * The closed set of failures a service may raise is the contract's `ErrorCode` (ADR 050): its table gives
 * each code its one HTTP status, which the error handler answers.
 */
export type { ErrorCode };

export const TITLE_BY_STATUS: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Connexion requise',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  406: 'Réponse non acceptable',
  409: 'Conflit',
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non pris en charge',
  429: 'Trop de requêtes',
  500: 'Erreur interne du serveur',
  503: 'Service momentanément indisponible',
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
    /** Amounts the answer carries beside the detail (a hold too small: held and needed). */
    readonly amounts?: ProblemAmounts,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** A 400 on one field; `code` says the kind of refusal when it has one (a full slot, an empty cart…). */
export const validation = (field: string, message: string, code: ErrorCodeOf<400> = 'VALIDATION') =>
  new AppError(code, message, { [field]: [message] });
