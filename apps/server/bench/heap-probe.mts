import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './lib/server-process.js';

const dir = '/tmp/mem/snaps';
for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { recursive: true });
const server = await startServer(
  {
    DATABASE_URL: `file:${dir}/shop.sqlite`,
    RATE_LIMITS: 'false',
    OUTBOX_DIR: dir,
    UPLOADS_DIR: dir,
    NODE_OPTIONS: '--heapsnapshot-signal=SIGUSR2',
  },
  process.argv[2],
);
const ids = (
  (await (await fetch(`${server.url}/api/articles?PageSize=100`)).json()) as { items: { id: number }[] }
).items.map((a) => a.id);
const only = process.argv[3];
const paths =
  only === 'api'
    ? [
        '/api/articles',
        '/api/articles?PageSize=24',
        '/api/article-categories',
        '/api/shops',
        ...ids.map((id) => `/api/articles/${id}`),
      ]
    : only === 'pages'
      ? ['/', '/products-list', '/mentions-legales', '/nulle-part', ...ids.map((id) => `/product/${id}`)]
      : ['/api/articles', '/', '/products-list', ...ids.flatMap((id) => [`/api/articles/${id}`, `/product/${id}`])];
const load = () =>
  autocannon({
    url: server.url,
    connections: 10,
    amount: 2400,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
const snap = async (name: string) => {
  const before = new Set(fs.readdirSync(process.cwd()).filter((f) => f.endsWith('.heapsnapshot')));
  server.child.kill('SIGUSR2');
  let file = '';
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    file = fs.readdirSync(process.cwd()).find((f) => f.endsWith('.heapsnapshot') && !before.has(f)) ?? '';
    if (file) {
      const s1 = fs.statSync(file).size;
      await new Promise((r) => setTimeout(r, 1500));
      if (s1 > 0 && fs.statSync(file).size === s1) break;
    }
  }
  fs.renameSync(file, path.join(dir, `${name}.heapsnapshot`));
  console.log(name, JSON.stringify(await server.memory()));
};
await snap('idle');
await load();
await snap('load1');
await load();
await snap('load2');
await load();
await snap('load3');
await server.stop();
