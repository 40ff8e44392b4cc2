// Debian's nginx in front of server processes, with the deployment's own site (deploy/nginx, rendered as
// production renders it) over HTTPS with a certificate made for the run: what customers reach in production.
// Its folder, configuration, certificate, logs and temporary files are the run's own, removed at stop. Used by
// the deployment test (http/behind-nginx.test.ts) and the ten-shop rush (bench/rush-shops.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from '../../../../deploy/nginx/render.mjs';
import { freePort } from './proxy-client.js';

const root = path.resolve(import.meta.dirname, '../../../..');

export type NginxOptions = {
  /** The server processes' ports: nginx's upstream. */
  upstreamPorts: readonly (number | string)[];
  /** nginx's own, HTTPS and plain HTTP (which redirects to HTTPS); the system's pick when absent. */
  ports?: { https: number; http: number };
  /**
   * Its worker processes and the connections of each: Debian's nginx.conf (one worker per core, 4 096) unless
   * told; a test on a busy machine wants one small worker.
   */
  workers?: { processes: number | 'auto'; connections: number };
};

export type NginxProxy = {
  /** https://127.0.0.1:port */
  url: string;
  ports: { https: number; http: number };
  /** The certificate to trust. */
  ca: Buffer;
  /** The site's access log, as production writes it (no query string). */
  accessLog: string;
  /** What nginx wrote on its standard error. */
  log: () => string;
  /** nginx's processes (its master and workers), for their CPU time. */
  pids: () => number[];
  stop: () => Promise<void>;
};

/** Finds nginx (scripts/ensure-nginx.sh, which installs it when it may); answers why not when it cannot. */
export function missingNginx(): string | undefined {
  const found = spawnSync('bash', [path.join(root, 'scripts/ensure-nginx.sh')], { encoding: 'utf8' });
  return found.status === 0 ? undefined : `nginx is not installed and could not be installed (${found.stderr.trim()})`;
}

/** A certificate for localhost and 127.0.0.1, valid a day, written into `dir`. */
function makeCertificate(dir: string) {
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
  return { certificate: path.join(dir, 'cert.pem'), certificateKey: path.join(dir, 'key.pem') };
}

/** nginx.conf as Debian's, its pid, logs and temporary files in `dir`, the site included. */
function mainConfig(dir: string, workers: NonNullable<NginxOptions['workers']>) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  // access_log off: the site's servers write their own log; nothing else is served.
  return `worker_processes ${workers.processes};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${workers.connections}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'site.conf')};
}
`;
}

/** Starts nginx (throws, saying how to install it, when it is missing) and waits until it serves /healthz. */
export async function startNginx(options: NginxOptions): Promise<NginxProxy> {
  const missing = missingNginx();
  if (missing) throw new Error(`nginx is needed for this run: ${missing}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(dir, 0o755); // nginx's workers (nobody) write their temporary files here
  const ports = options.ports ?? { https: await freePort(), http: await freePort() };
  const accessLog = path.join(dir, 'access.log');
  const tls = makeCertificate(dir);
  const ca = fs.readFileSync(tls.certificate);
  const site = renderNginx({
    serverName: 'localhost',
    ports: options.upstreamPorts.map(String),
    ...tls,
    webDist: path.join(root, 'apps/web/dist'),
    pictureCache: path.join(dir, 'picture-cache'),
    httpListen: `127.0.0.1:${ports.http}`,
    httpsListen: `127.0.0.1:${ports.https}`,
    // Production logs each request; so does the run (in its folder).
    accessLog,
  });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    mainConfig(dir, options.workers ?? { processes: 'auto', connections: 4096 }),
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
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
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
      const errors = fs.existsSync(path.join(dir, 'error.log'))
        ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
        : '';
      await stop();
      throw new Error(`nginx did not start:\n${log}${errors}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    ports,
    ca,
    accessLog,
    log: () => log,
    pids: () => [nginx.pid as number, ...childrenOf(nginx.pid as number)],
    stop,
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
