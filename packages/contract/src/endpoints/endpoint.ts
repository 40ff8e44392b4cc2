import type { z } from 'zod';

/**
 * The endpoint table (issue 42): each endpoint of the API once, with its method and path, what it takes, what it
 * answers by status and who may call it. The server registers its routes from it, OpenAPI is produced from those
 * routes, and the web client and the server tests are typed by it. An endpoint's name is its method and OpenAPI
 * path, `GET /api/orders/{id}`: a call site reads like the request it makes, and the browser needs nothing of the
 * table at run time (it fills the path from the name), so no schema reaches the home page's JavaScript.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone; a signed-in customer (or staff) with a session; the shop's staff (their shops
 * only: another shop's data answers 404); the owner; the payment provider (a signed webhook).
 */
export type Access = 'anyone' | 'signed-in' | 'staff' | 'owner' | 'provider';

export type Endpoint = {
  access: Access;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  consumes?: readonly string[];
  produces?: readonly string[];
  /** The answers this endpoint documents, by status; the errors every endpoint may give are added by OpenAPI. */
  responses: { readonly [status: number]: z.ZodType };
};

export type EndpointName = `${HttpMethod} /api/${string}`;

/** Declares a part of the table, keeping each endpoint's exact types. */
export const defineEndpoints = <const T extends { [N in keyof T]: N extends EndpointName ? Endpoint : never }>(
  table: T,
): T => table;

type SchemaAt<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The statuses that carry an endpoint's answer (the others are problems, ProblemDetails). */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** What an endpoint answers on success, as the client reads it. */
export type AnswerOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: z.output<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

/** What the server's handler may return for it (before the answer's schema shapes it). */
export type HandlerAnswerOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: z.input<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

export type ParamsOf<E> = Output<SchemaAt<E, 'params'>>;
export type QueryOf<E> = Output<SchemaAt<E, 'query'>>;
/** The query as a caller writes it (defaults and coercions not yet applied: `page` may be left out). */
export type QueryInputOf<E> = SchemaAt<E, 'query'> extends infer S extends z.ZodType ? z.input<S> : undefined;
export type HeadersOf<E> = Output<SchemaAt<E, 'headers'>>;
/** The body as the server reads it (defaults filled). */
export type BodyOf<E> = Output<SchemaAt<E, 'body'>>;
/** The body as a caller writes it. */
export type BodyInputOf<E> = SchemaAt<E, 'body'> extends infer S extends z.ZodType ? z.input<S> : undefined;

type Optional<T> = {} extends T ? true : false;

/** What a call passes: the path's parameters, the query and the body, each only where the endpoint has one. */
export type CallArgsOf<E extends Endpoint> = (SchemaAt<E, 'params'> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (SchemaAt<E, 'query'> extends undefined
    ? { query?: undefined }
    : Optional<QueryInputOf<E>> extends true
      ? { query?: QueryInputOf<E> }
      : { query: QueryInputOf<E> }) &
  (SchemaAt<E, 'body'> extends undefined ? { body?: undefined } : { body: BodyInputOf<E> });

/** Whether a call needs arguments at all (`api.call('GET /api/carts')` needs none). */
export type NeedsArgs<E extends Endpoint> = {} extends CallArgsOf<E> ? false : true;

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `GET /api/orders/{id}` → its method and OpenAPI path. */
export function splitEndpointName(name: string): { method: HttpMethod; path: string } {
  const space = name.indexOf(' ');
  const method = name.slice(0, space);
  if (space < 0 || !METHODS.includes(method)) throw new Error(`not an endpoint name: ${name}`);
  return { method: method as HttpMethod, path: name.slice(space + 1) };
}

/** The path with its parameters filled in, each encoded: `/api/orders/{id}` with `{ id: 5 }` → `/api/orders/5`. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
