// Debian's nginx in front of a bench's server processes, with the deployment's own site (deploy/nginx, rendered
// as production renders it) over HTTPS with a certificate made for the run: what customers reach in production.
// Its folder, configuration, logs and temporary files are the run's own, removed at stop.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from '../../../../deploy/nginx/render.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

export type NginxProxy = {
  /** https://127.0.0.1:port */
  url: string;
  /** The certificate to trust. */
  ca: Buffer;
  /** nginx's processes (its master and workers), for their CPU time. */
  pids: () => number[];
  stop: () => Promise<void>;
};

/** Finds nginx (scripts/ensure-nginx.sh) or throws, saying how to install it. */
function ensureNginx() {
  const found = spawnSync('bash', [path.join(root, 'scripts/ensure-nginx.sh')], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(`nginx is needed for this run: ${found.stderr.trim()}`);
}

export async function startNginx(upstreamPorts: number[], ports: { https: number; http: number }): Promise<NginxProxy> {
  ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.chmodSync(dir, 0o755); // nginx's workers (nobody) write their temporary files here
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  const ca = fs.readFileSync(path.join(dir, 'cert.pem'));
  const site = renderNginx({
    serverName: 'localhost',
    ports: upstreamPorts.map(String),
    certificate: path.join(dir, 'cert.pem'),
    certificateKey: path.join(dir, 'key.pem'),
    webDist: path.join(root, 'apps/web/dist'),
    pictureCache: path.join(dir, 'picture-cache'),
    httpListen: `127.0.0.1:${ports.http}`,
    httpsListen: `127.0.0.1:${ports.https}`,
    // Production logs each request; so does the run (in its folder).
    accessLog: path.join(dir, 'access.log'),
  });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  // As Debian's nginx.conf: one worker per core.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'site.conf')};
}
`,
  );
  const nginx: ChildProcess = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  nginx.stderr?.on('data', (d) => {
    log += d;
  });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const url = `https://127.0.0.1:${ports.https}`;
  const healthy = () =>
    new Promise<boolean>((resolve) => {
      https
        .get(`${url}/healthz`, { ca, agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
  for (let i = 0; !(await healthy()); i++) {
    if (nginx.exitCode !== null || i > 500) {
      throw new Error(`nginx did not start:\n${log}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    ca,
    pids: () => [nginx.pid as number, ...childrenOf(nginx.pid as number)],
    stop: async () => {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The processes whose parent is `pid` (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
