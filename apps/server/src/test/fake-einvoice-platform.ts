import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EINVOICE_STATUS_CODES, type EinvoiceStatus } from '@boucherie/contract';

// A stand-in for a plateforme agréée (issue 41, ADR 071), over real HTTP on a port the system chooses: the
// flow service of AFNOR XP Z12-013 as the connector uses it (a multipart deposit, the flow's lifecycle read
// back), the same trackingId answering the same flow. The tests move each flow's lifecycle by hand.

type Step = { statusCode: string; at: string; reason: string | null };
export type FakeFlow = {
  flowId: string;
  trackingId: string;
  name: string;
  /** `flowSyntax` of the flowInfo: Factur-X, or E-reporting. */
  syntax: string;
  bytes: number;
  /** A JSON file's text (an e-reporting); null for a PDF. */
  text: string | null;
  lifecycle: Step[];
};

export type FakeEinvoicePlatform = {
  url: string;
  token: string;
  /** The flows deposited, in order. */
  flows: () => FakeFlow[];
  /** Deposit requests received (a repeated trackingId included). */
  depositRequests: () => number;
  /** Adds a lifecycle status to a flow, as the platform would once the buyer's side moves. */
  advance: (flowId: string, status: Exclude<EinvoiceStatus, 'Pending'>, reason?: string) => void;
  /** The next deposit is refused with this reason (422), as a platform refuses a file it cannot read. */
  rejectNext: (reason: string) => void;
  /** The next `count` requests fail with 503. */
  failNext: (count: number) => void;
  close: () => Promise<void>;
};

export async function startFakeEinvoicePlatform(token = 'fake-platform-token'): Promise<FakeEinvoicePlatform> {
  const flows = new Map<string, FakeFlow>();
  const byTracking = new Map<string, string>();
  let requests = 0;
  let reject: string | null = null;
  let failures = 0;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function deposit(req: http.IncomingMessage, res: http.ServerResponse) {
    requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const info = JSON.parse(String(form.get('flowInfo') ?? '{}')) as {
      trackingId?: string;
      name?: string;
      flowSyntax?: string;
    };
    const file = form.get('file');
    if (!info.trackingId || !(file instanceof Blob)) return json(res, 400, { message: 'flowInfo or file missing' });
    const known = byTracking.get(info.trackingId);
    if (known) return json(res, 200, { flowId: known, trackingId: info.trackingId });
    if (reject !== null) {
      const message = reject;
      reject = null;
      return json(res, 422, { message });
    }
    const flowId = randomUUID();
    const at = new Date().toISOString();
    flows.set(flowId, {
      flowId,
      trackingId: info.trackingId,
      name: info.name ?? '',
      syntax: info.flowSyntax ?? '',
      bytes: file.size,
      text: file.type === 'application/json' ? await file.text() : null,
      lifecycle: [{ statusCode: EINVOICE_STATUS_CODES.Deposited, at, reason: null }],
    });
    byTracking.set(info.trackingId, flowId);
    return json(res, 202, { flowId, trackingId: info.trackingId });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { message: 'bad token' });
      if (failures > 0) {
        failures--;
        return json(res, 503, { message: 'maintenance' });
      }
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'POST' && path === '/flow-service/v1/flows') return deposit(req, res);
      const match = /^\/flow-service\/v1\/flows\/([^/]+)$/.exec(path);
      const flow = match && req.method === 'GET' ? flows.get(decodeURIComponent(match[1] as string)) : undefined;
      if (!flow) return json(res, 404, { message: 'no such flow' });
      return json(res, 200, { flowId: flow.flowId, trackingId: flow.trackingId, lifecycle: flow.lifecycle });
    })().catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    flows: () => [...flows.values()],
    depositRequests: () => requests,
    advance: (flowId, status, reason) => {
      const flow = flows.get(flowId);
      if (!flow) throw new Error(`no flow ${flowId}`);
      flow.lifecycle.push({
        statusCode: EINVOICE_STATUS_CODES[status],
        at: new Date().toISOString(),
        reason: reason ?? null,
      });
    },
    rejectNext: (reason) => {
      reject = reason;
    },
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
