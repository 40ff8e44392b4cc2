#!/usr/bin/env node
// Fills deploy/nginx/boucherie.conf for one machine and prints it:
//   node deploy/nginx/render.mjs --server-name boucherie.example --ports 3001,3002 \
//     --certificate /etc/letsencrypt/live/boucherie.example/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/boucherie.example/privkey.pem \
//     --web-dist /srv/boucherie/apps/web/dist > /etc/nginx/sites-available/boucherie
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const template = path.join(import.meta.dirname, 'boucherie.conf');

/** The configuration text for these values (the test renders it too). */
export function renderNginx({
  serverName,
  ports,
  upstreamHost = '127.0.0.1',
  certificate,
  certificateKey,
  webDist,
  // Debian's nginx owns /var/lib/nginx; nginx makes this last folder itself, for its workers.
  pictureCache = '/var/lib/nginx/boucherie-pictures',
  httpListen = '80',
  httpsListen = '443',
  accessLog = '/var/log/nginx/boucherie.access.log',
}) {
  const values = {
    UPSTREAMS: ports.map((port) => `    server ${upstreamHost}:${port} max_fails=1 fail_timeout=5s;`).join('\n'),
    SERVER_NAME: serverName,
    HTTP_LISTEN: httpListen,
    HTTPS_LISTEN: httpsListen,
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: certificateKey,
    WEB_DIST_DIR: path.resolve(webDist),
    PICTURE_CACHE_DIR: path.resolve(pictureCache),
    ACCESS_LOG: accessLog,
  };
  return fs.readFileSync(template, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${name}`);
    return values[name];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      'server-name': { type: 'string' },
      ports: { type: 'string', default: '3001,3002' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'web-dist': { type: 'string', default: 'apps/web/dist' },
      'picture-cache': { type: 'string' },
      'access-log': { type: 'string' },
    },
  });
  const missing = ['server-name', 'certificate', 'certificate-key'].filter((name) => !values[name]);
  if (missing.length > 0) {
    console.error(`Options manquantes\u00a0: ${missing.map((m) => `--${m}`).join(', ')} (voir docs/deployment.md).`);
    process.exit(1);
  }
  process.stdout.write(
    renderNginx({
      serverName: values['server-name'],
      ports: values.ports.split(',').map((p) => p.trim()),
      certificate: values.certificate,
      certificateKey: values['certificate-key'],
      webDist: values['web-dist'],
      ...(values['picture-cache'] ? { pictureCache: values['picture-cache'] } : {}),
      ...(values['access-log'] ? { accessLog: values['access-log'] } : {}),
    }),
  );
}
