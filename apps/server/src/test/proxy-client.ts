import https from 'node:https';
import net from 'node:net';
import type { AdminEvent } from '@boucherie/contract';
import type { Call } from './shop-client.js';

// HTTPS to the proxy of the deployment test (deploy/nginx), trusting the certificate the test made.

/** A port free on loopback now, the system's pick (for nginx, which needs its ports written in its configuration). */
export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Raw = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** A client of https://127.0.0.1:port with the session cookie named `cookie`. */
export function proxyClient(port: number, ca: Buffer, cookie: string) {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 32 });

  function request(method: string, url: string, headers: Record<string, string> = {}, body?: string) {
    return new Promise<Raw>((resolve, reject) => {
      const req = https.request({ host: '127.0.0.1', port, path: url, method, headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The shop's API through the proxy, as a browser would call it. */
  const call: Call = async (method, url, options = {}) => {
    const res = await request(
      method,
      url,
      {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.sid ? { cookie: `${cookie}=${options.sid}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      options.body === undefined ? undefined : JSON.stringify(options.body),
    );
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(', ');
    let body: Record<string, unknown> = {};
    try {
      body = res.text ? JSON.parse(res.text) : {};
    } catch {
      body = { text: res.text };
    }
    return { status: res.status, setCookie, body };
  };

  /** The back office's event stream, read through the proxy. */
  function openEvents(sid: string) {
    const received: AdminEvent[] = [];
    const waiters: (() => void)[] = [];
    let buffer = '';
    const req = https.get(
      { host: '127.0.0.1', port, path: '/api/admin/events', headers: { cookie: `${cookie}=${sid}` }, agent: false, ca },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) received.push(JSON.parse(data) as AdminEvent);
          }
          for (const wake of waiters.splice(0)) wake();
        });
      },
    );
    return {
      async next(match: (e: AdminEvent) => boolean) {
        for (;;) {
          const found = received.find(match);
          if (found) return found;
          await new Promise<void>((resolve) => waiters.push(resolve));
        }
      },
      close: () => req.destroy(),
    };
  }

  return { request, call, openEvents, close: () => agent.destroy() };
}
