import { EINVOICE_STATUS_CODES, type EinvoiceStatus, type EinvoiceStep } from '@boucherie/contract';

// The plateforme agréée's API as this shop uses it (issue 41, ADR 071), shaped after the flow service of AFNOR
// XP Z12-013: a document is a flow deposited as multipart (`flowInfo` in JSON, the file), our idempotency key as
// its `trackingId`; its lifecycle is read back as the standard's status codes (200 déposée … 213 rejetée).

export type Platform = { url: string; token: string };

/** What a deposit came to: the platform's flow, or its refusal of the file (never retried: a person must look). */
export type Deposit = { flowId: string } | { rejected: string };

/** A platform's answer this connector cannot use: thrown, so the effect is tried again later (ADR 051). */
export class PlatformError extends Error {}

const TIMEOUT_MS = 30_000;

async function send(platform: Platform, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${platform.url}/flow-service/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${platform.token}`, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformError(`platform unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The reason a platform gives in a problem body (`message`, `detail` or `title`), else its status. */
async function reasonOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  const text = [body.message, body.detail, body.title].find((v) => typeof v === 'string' && v.trim() !== '');
  return (text as string | undefined) ?? `HTTP ${res.status}`;
}

/** What a flow carries: a pro's Factur-X (B2B), or a period's e-reporting of sales to particuliers (B2C). */
export type FlowFile = { name: string; bytes: Buffer; kind: 'invoice' | 'ereporting' };

/** Deposits a flow; the same `trackingId` twice answers the same flow (the platform's dedupe). */
export async function depositFlow(platform: Platform, flow: FlowFile & { trackingId: string }): Promise<Deposit> {
  const invoice = flow.kind === 'invoice';
  const form = new FormData();
  form.set(
    'flowInfo',
    JSON.stringify({
      trackingId: flow.trackingId,
      name: flow.name,
      flowSyntax: invoice ? 'Factur-X' : 'E-reporting',
      processingRule: invoice ? 'B2B' : 'B2C',
    }),
  );
  const type = invoice ? 'application/pdf' : 'application/json';
  form.set('file', new Blob([new Uint8Array(flow.bytes)], { type }), flow.name);
  const res = await send(platform, '/flows', { method: 'POST', body: form });
  // 400 and 422: the platform read the file and refuses it (a rejection); anything else is tried again.
  if (res.status === 400 || res.status === 422) return { rejected: await reasonOf(res) };
  if (!res.ok) throw new PlatformError(`deposit answered ${res.status}: ${await reasonOf(res)}`);
  const body = (await res.json()) as { flowId?: unknown };
  if (typeof body.flowId !== 'string' || body.flowId === '') throw new PlatformError('deposit answered no flowId');
  return { flowId: body.flowId };
}

const STATUS_OF_CODE = new Map(
  Object.entries(EINVOICE_STATUS_CODES).map(([status, code]) => [code, status as EinvoiceStatus]),
);

/** The flow's lifecycle as the platform knows it, oldest first; codes this connector does not know are left out. */
export async function readLifecycle(platform: Platform, flowId: string): Promise<EinvoiceStep[]> {
  const res = await send(platform, `/flows/${encodeURIComponent(flowId)}`, { method: 'GET' });
  if (!res.ok) throw new PlatformError(`lifecycle answered ${res.status}: ${await reasonOf(res)}`);
  const body = (await res.json()) as { lifecycle?: { statusCode?: unknown; at?: unknown; reason?: unknown }[] };
  if (!Array.isArray(body.lifecycle)) throw new PlatformError('lifecycle answered no list');
  return body.lifecycle.flatMap((step) => {
    const status = STATUS_OF_CODE.get(String(step.statusCode));
    if (!status || typeof step.at !== 'string') return [];
    return [{ status, at: step.at, reason: typeof step.reason === 'string' ? step.reason : null }];
  });
}
