import type { ServerResponse } from 'node:http';
import { type AdminEvent, AUTHENTICATED_HEADER } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canSeeShop, requireRole, staffScope } from '../admin/staff-scope.js';

/** A comment line now and then keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/admin/events`: a server-sent-events stream of the orders of the viewer's shops
 * (`order-placed`, `order-updated`), from every server process (the event bus). The board refetches
 * what an event names; the stream carries ids, not personal data.
 */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole(app.db, 'staff'));
  const open = new Set<ServerResponse>();

  // On shutdown the streams end first, so that the server can close (browsers reconnect elsewhere).
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    app.metrics.sseClients.dec(open.size);
    open.clear();
  });

  app.get(
    '/api/admin/events',
    {
      schema: {
        tags: ['Boutique'],
        summary: 'Flux d’événements (text/event-stream)\u00a0: order-placed, order-updated',
        produces: ['text/event-stream'],
      },
    },
    async (req, reply) => {
      const scope = staffScope(req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx: pass each event on at once.
        'x-accel-buffering': 'no',
        [AUTHENTICATED_HEADER]: 'true',
      });
      res.write('retry: 3000\n\n');
      open.add(res);
      app.metrics.sseClients.inc();
      const send = (event: AdminEvent) => {
        if (!canSeeShop(scope, event.shopId)) return;
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = app.events.subscribe(send);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        if (open.delete(res)) app.metrics.sseClients.dec();
      });
    },
  );
};
