import {
  type AnswerOf,
  AUTHENTICATED_HEADER,
  type CallArgsOf,
  type EndpointKey,
  type Endpoints,
  fillPath,
  generalErrorCode,
  type NeedsArgs,
  type PageRenderFetch,
  type ProblemDetails,
  splitEndpointName,
} from '@boucherie/contract';
import { ApiError } from './api-error';
import { showToast } from './toast';

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export type RequestOptions = {
  signal?: AbortSignal;
  query?: QueryParams;
  /** Statuses the caller expects and handles itself: not reported to the console. */
  quietStatuses?: readonly number[];
  /** Extra request headers, e.g. the Idempotency-Key of an order. */
  headers?: Readonly<Record<string, string>>;
};

export const SERVER_ERROR_MESSAGE = 'Désolé. Un problème est survenu. Veuillez réessayer ultérieurement.';

/** Which request an answer belongs to: requests are numbered 1, 2, 3… as they start. */
export type RequestInfo = { number: number };
type AuthenticatedListener = (authenticated: boolean, request: RequestInfo) => void;
const authenticatedListeners = new Set<AuthenticatedListener>();
let requestsStarted = 0;

let transport: PageRenderFetch = (path, init) => fetch(path, init);

/** While the server renders a page, its API calls are answered in-process (entry-server.tsx). */
export function setApiTransport(next: PageRenderFetch) {
  transport = next;
}

/** How many requests have started so far: a request numbered above it starts after this moment. */
export function startedRequestCount(): number {
  return requestsStarted;
}

/** Called after every /api answer with its `authenticated` header ("true" or anything else). */
export function onAuthenticatedHeader(listener: AuthenticatedListener): () => void {
  authenticatedListeners.add(listener);
  return () => authenticatedListeners.delete(listener);
}

export function toQueryString(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isProblem(body: unknown): body is Omit<ProblemDetails, 'code'> & Partial<ProblemDetails> {
  const b = body as Partial<ProblemDetails> | null;
  return typeof b?.title === 'string' && typeof b.status === 'number';
}

/**
 * The one reader of error bodies. A body that is not the API's problem (a proxy's page) or lacks a `code`
 * gets its status's general code, so that every refusal is told apart by `code` alone (ADR 050).
 */
async function readProblem(response: Response): Promise<ProblemDetails> {
  const code = generalErrorCode(response.status);
  const fallback = { title: response.statusText || 'Erreur', status: response.status, code };
  try {
    const body: unknown = await response.json();
    return isProblem(body) ? { ...body, code: body.code ?? code } : fallback;
  } catch {
    return fallback;
  }
}

/** Retry-After in seconds (the server sends seconds, never an HTTP date). */
function readRetryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** Server failures get the one toast of the specification; everything else goes to the console only. */
function reportFailure(error: unknown, quietStatuses: readonly number[]) {
  // On the server a failed call is the rendered page's error state; the API logs its own failures.
  if (import.meta.env.SSR) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError) {
    if (error.status >= 500) {
      // A fixed id keeps one toast when several calls fail together.
      void showToast('error', SERVER_ERROR_MESSAGE, { id: 'server-error' });
      return;
    }
    if (quietStatuses.includes(error.status)) return;
  }
  console.error(error);
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const { signal, query, quietStatuses = [], headers = {} } = options;
  const info: RequestInfo = { number: ++requestsStarted };
  try {
    const response = await transport(`${path}${toQueryString(query)}`, {
      method,
      signal,
      credentials: 'same-origin',
      // A FormData (a picture's upload) sets its own multipart content type and boundary.
      headers:
        body === undefined || body instanceof FormData
          ? { ...headers, accept: 'application/json' }
          : { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const authenticated = response.headers.get(AUTHENTICATED_HEADER) === 'true';
    for (const listener of authenticatedListeners) listener(authenticated, info);

    if (!response.ok) {
      throw new ApiError(response.status, await readProblem(response), readRetryAfter(response));
    }
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  } catch (error) {
    reportFailure(error, quietStatuses);
    throw error;
  }
}

/**
 * The one way the web app calls the API, typed by the contract's endpoint table:
 * `api.call('GET /api/articles', { query })` answers the endpoint's own answer type.
 * The server validates every answer against the contract's schemas before sending it, so the client
 * does not parse answers again; zod runs in the browser only on what a person types (forms, filters),
 * which keeps it out of the first page's JavaScript.
 */
export const api = {
  call,
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};

/** A call of the endpoint `name`: its path's parameters, query and body, as the contract's table types them. */
export type CallArgs<N extends EndpointKey> = CallArgsOf<Endpoints[N]> & Omit<RequestOptions, 'query'>;

/** The arguments after the name: none where the endpoint takes nothing. */
export type CallRest<N extends EndpointKey> = NeedsArgs<Endpoints[N]> extends true ? [CallArgs<N>] : [CallArgs<N>?];

/** What the endpoint answers on success. */
export type Answer<N extends EndpointKey> = AnswerOf<Endpoints[N]>;

/**
 * Calls an endpoint of the contract's table by its name, `GET /api/orders/{id}`: the path, the query, the body
 * and the answer are typed by the table, and only the name travels to the browser (ADR 063).
 */
export function call<N extends EndpointKey>(name: N, ...[args]: CallRest<N>): Promise<Answer<N>> {
  const { method, path } = splitEndpointName(name);
  const { params, query, body, ...options } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  } & RequestOptions;
  return request<Answer<N>>(method, fillPath(path, params), body, { ...options, query });
}

/**
 * The query key of an endpoint's answer: its name first, so that `[name]` reaches every answer of the endpoint,
 * then what tells one answer from another.
 */
export function queryKeyOf<N extends EndpointKey>(
  name: N,
  args?: Pick<CallArgsOf<Endpoints[N]>, 'params' | 'query'>,
): readonly [N, ...unknown[]] {
  const { params, query } = (args ?? {}) as { params?: unknown; query?: unknown };
  if (params === undefined && query === undefined) return [name];
  return query === undefined ? [name, params] : [name, params ?? null, query];
}

/**
 * The address of an endpoint the browser opens itself (a PDF, a CSV, a JSON download, an event stream) rather
 * than fetches: named by the table all the same.
 */
export function urlOf<N extends EndpointKey>(name: N, args?: Pick<CallArgsOf<Endpoints[N]>, 'params' | 'query'>) {
  const { params, query } = (args ?? {}) as { params?: Record<string, unknown>; query?: QueryParams };
  return `${fillPath(splitEndpointName(name).path, params)}${toQueryString(query)}`;
}
