import type { ErrorCode, ProblemDetails } from '@boucherie/contract';

/** A non-2xx answer of the API, with its parsed ProblemDetails body. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: ProblemDetails;
  /** The kind of refusal (`SLOT_FULL`, `CART_EMPTY`…): what the app decides by; the detail is what it says. */
  readonly code: ErrorCode;
  /** From the Retry-After header of a 429 (or 503): how long to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, problem: ProblemDetails, retryAfterSeconds?: number) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.code = problem.code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * A 400's messages by the form's own field names, the first of each: "ProKg" → "proKg" (the server names
 * fields as the request's, capitalised).
 */
export function fieldErrorsOf(error: ApiError): [string, string][] {
  return Object.entries(error.problem.errors ?? {}).flatMap(([key, messages]) =>
    messages[0] ? [[key.replace(/^./, (c) => c.toLowerCase()), messages[0]] as [string, string]] : [],
  );
}
