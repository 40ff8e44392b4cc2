// The benchmark's yardstick, in a process of its own; prints its port on stdout. `bare FILE`: plain Fastify
// routes answering the bytes listed in FILE (the same bytes as the shop, no plugin, no database).
import fs from 'node:fs';
import Fastify from 'fastify';

export type BareRoute = { method: 'GET' | 'PUT' | 'POST'; path: string; status: number; body: string };

const [mode, arg] = process.argv.slice(2) as [string, string];

if (mode === 'bare') {
  const bare = Fastify({ logger: false });
  for (const route of JSON.parse(fs.readFileSync(arg, 'utf8')) as BareRoute[]) {
    // PUT and POST parse their JSON body, as the shop's routes do; every route sends its bytes as they are.
    bare.route({
      method: route.method,
      url: route.path,
      handler: async (_request, reply) =>
        reply.code(route.status).type('application/json; charset=utf-8').send(route.body),
    });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (bare.server.address() as { port: number }).port }));
}
process.on('SIGTERM', () => process.exit(0));
