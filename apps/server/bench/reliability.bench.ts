// `npm run bench:reliability`: the heavy counts of the proofs that run smaller in `npm test`.
//  1. 100 000 requests generated from the OpenAPI document (fast-check), valid and hostile, in every role,
//     with and without rate limits, each answer checked against the document (api-fuzz.test.ts sends 5 000).
//  2. 2 000 parallel order attempts with replayed idempotency keys over two server processes on PostgreSQL:
//     500 customers for a day of 300 places (order-rush.test.ts sends 200).
// FUZZ_RUNS, FUZZ_SEED, RUSH_CUSTOMERS, RUSH_CAPACITY change the counts; the fuzzing runs on SQLite in memory
// (TEST_DATABASE_URL=postgres://… runs it on PostgreSQL), the rush on TEST_PG_URL (127.0.0.1:5432/test).
import { spawnSync } from 'node:child_process';

const part = process.argv[2];
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function fuzzPart() {
  const { createFuzzTargets, describeFailures, fuzz } = await import('../src/test/fuzz/fuzz-run.js');
  const { TEST_ENGINE } = await import('../src/test/test-app.js');
  const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  const targets = await createFuzzTargets();
  try {
    const document = (await targets[0]?.t.app.inject('/api/docs/json'))?.json();
    const report = await fuzz(targets, document, { runs, seed });
    const byStatus = new Map<string, number>();
    for (const [key, count] of report.statuses) {
      const status = key.split(' ')[1] as string;
      byStatus.set(status, (byStatus.get(status) ?? 0) + count);
    }
    const operations = new Set([...report.statuses.keys()].map((key) => key.split(' ')[0])).size;
    console.log(`\nFuzzing (${TEST_ENGINE}, seed ${seed}): ${runs} requests in ${(report.ms / 1000).toFixed(1)} s`);
    console.log(
      `  answers: ${[...byStatus.entries()]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    console.log(`  operations called: ${operations}, with a 2xx: ${operations - report.neverSucceeded.length}`);
    console.log(`  wrong answers: ${report.failures.length}`);
    if (report.failures.length) console.log(describeFailures(report.failures));
    return report.failures.length === 0;
  } finally {
    for (const target of targets) await target.t.close();
  }
}

async function rushPart() {
  process.env.TEST_DATABASE_URL ??= pgUrl;
  const { orderRush, percentile, rushProblems } = await import('../src/test/order-rush.js');
  const options = {
    customers: Number(process.env.RUSH_CUSTOMERS ?? 500),
    capacity: Number(process.env.RUSH_CAPACITY ?? 300),
  };
  const result = await orderRush(options);
  const problems = rushProblems(result, options);
  const count = (status: number) => result.attempts.filter((a) => a.status === status).length;
  console.log(
    `\nOrder rush (PostgreSQL, two processes): ${result.attempts.length} attempts by ${options.customers} customers in ${(result.ms / 1000).toFixed(1)} s`,
  );
  console.log(`  201×${count(201)} 400×${count(400)} other×${result.attempts.length - count(201) - count(400)}`);
  console.log(`  orders for the day: ${result.ordersThatDay} of ${options.capacity} places`);
  console.log(
    `  attempt p50 ${percentile(result.attempts, 50).toFixed(0)} ms, p99 ${percentile(result.attempts, 99).toFixed(0)} ms`,
  );
  console.log(
    problems.length ? `  PROBLEMS:\n  ${problems.join('\n  ')}` : '  no duplicate, no day over capacity, no cart twice',
  );
  return problems.length === 0;
}

if (part === 'fuzz') process.exit((await fuzzPart()) ? 0 : 1);
else if (part === 'rush') process.exit((await rushPart()) ? 0 : 1);
else {
  // Each part in its own process: the engine under test is read once, at import.
  const self = import.meta.filename;
  const run = (name: string, env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', self, name], {
      stdio: 'inherit',
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    }).status === 0;
  const fuzzed = run('fuzz', {});
  const rushed = run('rush', {});
  process.exit(fuzzed && rushed ? 0 : 1);
}
