import {
  type AnswerOf,
  type CallArgsOf,
  type EndpointKey,
  type Endpoints,
  fillPath,
  type NeedsArgs,
  type ProblemDetails,
  splitEndpointName,
} from '@boucherie/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A test's call: the endpoint's own arguments, plus the session cookies and headers a test sends, and the
 * address it comes from (the limits per address: sign-in, two-factor, rate limits).
 */
export type TestCallArgs<N extends EndpointKey> = CallArgsOf<Endpoints[N]> & {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type TestCallRest<N extends EndpointKey> =
  NeedsArgs<Endpoints[N]> extends true ? [TestCallArgs<N>] : [TestCallArgs<N>?];

/**
 * The answer, with its body read as the table types it. `answer` is the success body and fails the test (with
 * the body in the message) on any other status; `problem` is the error body and fails on a success.
 */
export type TestAnswer<N extends EndpointKey> = LightMyRequestResponse & {
  readonly answer: AnswerOf<Endpoints[N]>;
  readonly problem: ProblemDetails & { errors?: Record<string, string[]> };
};

/** Calls an endpoint of the contract's table by its name, as the web app does, through `inject`. */
export async function callEndpoint<N extends EndpointKey>(
  app: FastifyInstance,
  name: N,
  ...[args]: TestCallRest<N>
): Promise<TestAnswer<N>> {
  const { method, path } = splitEndpointName(name);
  const { params, query, body, cookies, headers, remoteAddress } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
    remoteAddress?: string;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const url = `${fillPath(path, params)}${search.size > 0 ? `?${search}` : ''}`;
  const res = await app.inject({
    method,
    url,
    ...(cookies ? { cookies } : {}),
    ...(headers ? { headers } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  // Getters, not values: reading one is the test's claim about the status.
  Object.defineProperties(res, {
    answer: {
      get() {
        if (!ok) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
        return res.body === '' ? undefined : res.json();
      },
    },
    problem: {
      get() {
        if (ok) throw new Error(`${name} answered ${res.statusCode}, not a problem: ${res.body.slice(0, 300)}`);
        return res.json();
      },
    },
  });
  return res as TestAnswer<N>;
}
