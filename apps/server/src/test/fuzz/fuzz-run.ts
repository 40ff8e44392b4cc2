import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { answerChecker } from './answer-check.js';
import { type FuzzRequest, requestArbitrary } from './fuzz-requests.js';
import { createFuzzTarget, FUZZ_TARGETS, type FuzzTarget, LIMITED, type Matched } from './fuzz-targets.js';
import { componentsDocument, type OpenApiDocument, type Operation, operationsOf } from './openapi-document.js';

export type FuzzFailure = { target: string; operationId: string; problem: string; request: FuzzRequest };

export type FuzzReport = {
  runs: number;
  failures: FuzzFailure[];
  /** "operationId status target" → how many answers. */
  statuses: Map<string, number>;
  /** Operations the fuzzer never got a 2xx from. */
  neverSucceeded: string[];
  ms: number;
};

/** No answer within this is a failure too (a stream that never ends, a lock never released). */
const ANSWER_TIMEOUT_MS = 30_000;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The body as the client reads it, decompressed as its content encoding says. */
function decoded(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString();
  return raw.toString();
}

async function send(target: FuzzTarget, operation: Operation, request: FuzzRequest) {
  const sid = request.session === 'own' ? await target.sid() : null;
  const cookie =
    typeof request.session === 'object' ? request.session.cookie : sid ? `sid=${encodeURIComponent(sid)}` : undefined;
  const streams = Object.values(operation.responses).some((types) => 'text/event-stream' in types);
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(streams ? { payloadAsStream: true } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
  });
  try {
    const res = (await Promise.race([target.t.app.inject(options), timeout])) as LightMyRequestResponse;
    const contentType = res.headers['content-type'] as string | undefined;
    let raw: Buffer = Buffer.alloc(0);
    if (!streams) raw = res.rawPayload;
    else if (contentType?.startsWith('text/event-stream')) res.stream().destroy();
    else raw = await readAll(res.stream());
    const body = decoded(raw, res.headers['content-encoding'] as string | undefined);
    if (request.session === 'own' && sid && res.headers.authenticated === 'false') target.lost();
    const matched = (res.raw.res as unknown as { req: Matched }).req;
    return { status: res.statusCode, contentType, body, matched };
  } finally {
    clearTimeout(timer);
  }
}

/** The applications, one per role (and with and without rate limits), ready to be fuzzed. */
export async function createFuzzTargets(): Promise<FuzzTarget[]> {
  const targets: FuzzTarget[] = [];
  for (const [role, limits] of FUZZ_TARGETS) {
    targets.push(await createFuzzTarget(role, limits));
  }
  return targets;
}

/**
 * Sends `runs` generated requests (fixed seed: the same requests each time) spread over the targets,
 * each target's in turn and the targets side by side, and checks every answer against the document.
 */
export async function fuzz(
  targets: FuzzTarget[],
  document: OpenApiDocument,
  { runs, seed }: { runs: number; seed: number },
): Promise<FuzzReport> {
  const started = performance.now();
  const operations = operationsOf(document);
  const byKey = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const components = (componentsDocument(document).components as { schemas: Record<string, never> }).schemas;
  const arbitraries = targets.map((target) =>
    requestArbitrary(target.rateLimits ? operations.filter((op) => LIMITED.test(op.path)) : operations, components),
  );
  const cases = fc
    .nat(targets.length - 1)
    .chain((index) => (arbitraries[index] as fc.Arbitrary<FuzzRequest>).map((request) => [index, request] as const));
  const check = answerChecker(document);
  const failures: FuzzFailure[] = [];
  const statuses = new Map<string, number>();
  const CHUNK = 500;

  for (let done = 0; done < runs; done += CHUNK) {
    const batch = fc.sample(cases, { seed: seed + done, numRuns: Math.min(CHUNK, runs - done) });
    const queues = targets.map((target, index) => ({
      target,
      requests: batch.filter(([i]) => i === index).map(([, request]) => request),
    }));
    await Promise.all(
      queues.map(async ({ target, requests }) => {
        for (const request of requests) {
          const operation = byId.get(request.operationId) as Operation;
          try {
            const answer = await send(target, operation, request);
            // A path that normalises to another route ("..") is answered, and judged, by that route.
            const matched = byKey.get(`${answer.matched.method} ${answer.matched.route}`) ?? operation;
            const key = `${matched.operationId} ${answer.status} ${target.name}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            const problem = check(matched, answer);
            if (problem) failures.push({ target: target.name, operationId: matched.operationId, problem, request });
          } catch (error) {
            const problem = `no answer: ${(error as Error).message}`;
            failures.push({ target: target.name, operationId: operation.operationId, problem, request });
          }
        }
      }),
    );
  }
  const succeeded = new Set([...statuses.keys()].filter((k) => / 2\d\d /.test(k)).map((k) => k.split(' ')[0]));
  return {
    runs,
    failures,
    statuses,
    neverSucceeded: operations.map((op) => op.operationId).filter((id) => !succeeded.has(id)),
    ms: performance.now() - started,
  };
}

/** One line per distinct problem, with the first request that showed it. */
export function describeFailures(failures: FuzzFailure[]): string {
  const seen = new Map<string, { count: number; first: FuzzFailure }>();
  for (const failure of failures) {
    const key = `${failure.operationId}: ${failure.problem.replace(/\(.*$/s, '').slice(0, 160)}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { count: 1, first: failure });
  }
  return [...seen.entries()]
    .map(([key, { count, first }]) => {
      const request = JSON.stringify(first.request);
      const shown = request.length > 600 ? `${request.slice(0, 600)}…` : request;
      return `${count}× ${key}\n   [${first.target}] ${shown}`;
    })
    .join('\n');
}
