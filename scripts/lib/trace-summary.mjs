// Reads a Chrome trace of a page's load (scripts/trace-pages.mjs): the main thread's tasks, what kind of work
// filled them, and, from the CPU profile's samples, the functions that ran in the long ones, named through the
// build's source maps.
import fs from 'node:fs';
import path from 'node:path';
// source-map-js comes with Vite (through PostCSS): the one source-map reader already installed.
import sourceMapJs from 'source-map-js';

const LONG_TASK_MS = 50;
const KIND_OF = [
  [
    /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|FireIdleCallback|RunMicrotasks|EventDispatch|v8\.run|v8\.callFunction|V8\.Execute|v8\.evaluateModule|V8\.StackGuard)$/,
    'script',
  ],
  [
    /^(v8\.compile|v8\.compileModule|CompileScript|v8\.parseOnBackground|v8\.produceCache|v8\.produceModuleCache|CacheScript)$/,
    'compile',
  ],
  [
    /^(UpdateLayoutTree|RecalculateStyles|Layout|InvalidateLayout|PrePaint|Layerize|HitTest|ScheduleStyleRecalculation)$/,
    'style & layout',
  ],
  [/^(Paint|PaintImage|CompositeLayers|UpdateLayer|Commit|Decode Image|ImageDecodeTask|Rasterize)$/, 'paint'],
  [
    /^(ParseHTML|ParseAuthorStyleSheet|DocumentLoader::|NavigationBodyLoader::|HTMLDocumentParser|DecodedDataDocumentParser)/,
    'document',
  ],
  [/(GC|Gc)/, 'collection'],
];
const kindOf = (name) => KIND_OF.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';

/** The renderer's main thread of the page: the CrRendererMain thread with the most work. */
function mainThread(events) {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((s, e) => s + (e.dur ?? 0), 0);
  return threads.map((t) => ({ pid: t.pid, tid: t.tid, busy: busy(t) })).sort((a, b) => b.busy - a.busy)[0];
}

/** Self time (µs) of each complete event on one thread, nested by time. */
function withSelfTimes(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const event of sorted) {
    event.self = event.dur;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length) stack.at(-1).self -= event.dur;
    stack.push(event);
  }
  return sorted;
}

/** The CPU profile's samples of that thread: [time in µs, call frame]. */
function samples(events, thread) {
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === thread.pid);
  const result = [];
  for (const profile of profiles) {
    const nodes = new Map();
    let time = profile.args.data.startTime;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
      const ids = data.cpuProfile?.samples ?? [];
      ids.forEach((id, i) => {
        time += data.timeDeltas[i];
        result.push([time, nodes.get(id)]);
      });
    }
  }
  return result.sort((a, b) => a[0] - b[0]);
}

/** Names a call frame by its original source through the chunk's source map, when there is one. */
function namer(distDir, origin) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!url?.startsWith(origin)) return undefined;
    const file = path.join(distDir, `${new URL(url).pathname}.map`);
    if (!maps.has(file)) {
      maps.set(
        file,
        fs.existsSync(file) ? new sourceMapJs.SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : undefined,
      );
    }
    return maps.get(file);
  };
  return (frame) => {
    if (!frame?.url) return frame?.functionName || '(native)';
    const map = mapOf(frame.url);
    const position = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!position?.source)
      return `${path.basename(new URL(frame.url).pathname)} ${frame.functionName || '(anonymous)'}`;
    const source = position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${source}:${position.line} ${position.name ?? frame.functionName ?? '(anonymous)'}`;
  };
}

const ms = (us) => Math.round(us / 1000);
const chunkOf = (url) => (url ? path.basename(new URL(url, 'http://x').pathname) : undefined);

function byKind(events) {
  const kinds = {};
  for (const e of events) kinds[kindOf(e.name)] = (kinds[kindOf(e.name)] ?? 0) + e.self;
  return Object.entries(kinds)
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${ms(us)}`)
    .join(', ');
}

function topOf(entries, count) {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, us]) => us >= 1000)
    .map(([name, us]) => `${name} ${ms(us)} ms`);
}

/** The text scripts/trace-pages.mjs prints for one page. */
export function summariseTrace(trace, { distDir, origin }) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThread(events);
  const mine = withSelfTimes(
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur),
  );
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? tasks[0]?.ts ?? 0;
  const name = namer(distDir, origin);
  const profile = samples(events, thread);
  const long = tasks.filter((t) => t.dur > LONG_TASK_MS * 1000);
  const blocking = long.reduce((sum, t) => sum + t.dur - LONG_TASK_MS * 1000, 0);
  const lines = [
    `busy ${ms(tasks.reduce((s, t) => s + t.dur, 0))} ms (${byKind(mine)}); ${long.length} tasks over ${LONG_TASK_MS} ms, blocking ${ms(blocking)} ms beyond ${LONG_TASK_MS} ms each`,
  ];
  for (const task of long) {
    const inside = mine.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
    const scripts = {};
    for (const e of inside) {
      const url = e.args?.data?.url;
      if (url && /^(EvaluateScript|FunctionCall|v8\.compile|v8\.compileModule|v8\.evaluateModule)$/.test(e.name)) {
        scripts[chunkOf(url)] = (scripts[chunkOf(url)] ?? 0) + e.dur;
      }
    }
    const functions = new Map();
    const within = profile.filter(([t]) => t >= task.ts && t < task.ts + task.dur);
    within.forEach(([t, frame], i) => {
      const next = within[i + 1]?.[0] ?? task.ts + task.dur;
      const label = name(frame);
      if (/^\((idle|program)\)/.test(label)) return;
      functions.set(label, (functions.get(label) ?? 0) + Math.min(next - t, 10_000));
    });
    lines.push(
      `  ${String(ms(task.ts - start)).padStart(6)} ms +${String(ms(task.dur)).padStart(4)} ms: ${byKind(inside)}` +
        (Object.keys(scripts).length ? `; scripts ${topOf(Object.entries(scripts), 3).join(', ')}` : ''),
      ...topOf(functions.entries(), 5).map((f) => `        ${f}`),
    );
  }
  return { text: lines.join('\n'), blockingMs: ms(blocking), longTasks: long.length };
}
