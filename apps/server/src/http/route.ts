import {
  type BodyOf,
  ENDPOINTS,
  type EndpointKey,
  type Endpoints,
  type HandlerAnswerOf,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  splitEndpointName,
} from '@boucherie/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** A request to an endpoint of the table, typed by it. */
export type EndpointRequest<N extends EndpointKey> = FastifyRequest<{
  Params: ParamsOf<Endpoints[N]>;
  Querystring: QueryOf<Endpoints[N]>;
  Body: BodyOf<Endpoints[N]>;
  Headers: HeadersOf<Endpoints[N]>;
}>;

/** A handler answers the endpoint's answer, or has sent it itself through the reply (a PDF, a cached buffer). */
export type EndpointHandler<N extends EndpointKey> = (
  req: EndpointRequest<N>,
  reply: FastifyReply,
) => Promise<HandlerAnswerOf<Endpoints[N]> | FastifyReply> | HandlerAnswerOf<Endpoints[N]> | FastifyReply;

export type RouteOptions = {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  config?: Record<string, unknown>;
};

/**
 * Registers an endpoint of the contract's table: its method, path and schemas come from the table, the handler
 * is typed by it, and OpenAPI reads the schemas as before.
 */
export function route<N extends EndpointKey>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  options: RouteOptions = {},
) {
  const endpoint: import('@boucherie/contract').Endpoint = ENDPOINTS[name];
  const { method, path } = splitEndpointName(name);
  app.route({
    method,
    // Fastify writes `:id` where OpenAPI writes `{id}`.
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: endpoint.responses,
    },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
