import { AUTHENTICATED_HEADER } from '@boucherie/contract';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { boardStreams } from './board-streams.js';

/**
 * `GET /api/admin/events`: a server-sent-events stream of the orders of the viewer's shops
 * (`order-placed`, `order-updated`), from every server process (the event bus). The board refetches
 * what an event names; the stream carries ids, not personal data. The viewer's access is read again
 * before each event and ends the stream when it ends (board-streams.ts).
 */
export const adminEventsRoutes = behindRole('staff', async (app) => {
  const streams = boardStreams({ db: app.db, now: app.clock, log: app.log, gauge: app.metrics.sseClients });
  const unsubscribe = app.events.subscribe(streams.hear);

  app.addHook('preClose', async () => {
    unsubscribe();
    streams.close();
  });

  route(app, 'GET /api/admin/events', async (req, reply) => {
    const scope = staffScope(req);
    // requireRole passed: the request has a live session.
    const tokenHash = req.sessionTokenHash as string;
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
    const stream = { tokenHash, scope, res };
    streams.add(stream);
    req.raw.on('close', () => streams.remove(stream));
    // Hijacked: Fastify sends nothing more; returning the reply says the handler answered.
    return reply;
  });
});
