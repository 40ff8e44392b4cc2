#!/usr/bin/env node
// Where `npm test`'s time goes, file by file: read from the reports it leaves in .reports/ (vitest's JSON
// reports and Playwright's). `node scripts/test-durations.mjs [count] [folder]` prints the slowest files after a run;
// scripts/test.mjs prints the first ones itself. Shares, not seconds, compare between runs on a busy machine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Seconds each test file cost its worker, imports and hooks included (scripts/vitest-file-durations.mjs). */
function wholeFiles(report) {
  return report.fileDurations.map((file) => ({ file: path.relative(root, file.name), seconds: file.total / 1000 }));
}

/** Seconds from each test file's first test to its last, from a vitest JSON report (without the above). */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** Seconds each spec file took, from Playwright's JSON report (its tests' durations, retries included). */
function playwrightFiles(report) {
  const sum = (suite) =>
    (suite.specs ?? []).reduce(
      (total, spec) =>
        total + spec.tests.reduce((t, test) => t + test.results.reduce((r, result) => r + result.duration, 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((total, inner) => total + sum(inner), 0);
  return report.suites.map((suite) => ({ file: path.join('e2e/tests', suite.file), seconds: sum(suite) / 1000 }));
}

/** Every file of every report in `reports`, slowest first, with the report (the step) it belongs to. */
export function fileDurations(reports) {
  const rows = [];
  for (const name of fs.existsSync(reports) ? fs.readdirSync(reports) : []) {
    if (!name.endsWith('.json') || name === 'durations.json' || name.endsWith('.files.json')) continue;
    const read = (file) => JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
    const whole = name.replace(/\.json$/, '.files.json');
    const report = read(name);
    const files = fs.existsSync(path.join(reports, whole))
      ? wholeFiles(read(whole))
      : Array.isArray(report.testResults)
        ? vitestFiles(report)
        : report.suites
          ? playwrightFiles(report)
          : [];
    for (const row of files) rows.push({ report: name.replace(/\.json$/, ''), ...row });
  }
  return rows.sort((a, b) => b.seconds - a.seconds);
}

/** The slowest files as printable lines: seconds, share of all the files' time, report, file. */
export function slowestFiles(reports, count) {
  const rows = fileDurations(reports);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  return rows
    .slice(0, count)
    .map(
      (row) =>
        `${row.seconds.toFixed(1).padStart(8)} s ${((100 * row.seconds) / total).toFixed(1).padStart(5)} %  ${row.report.padEnd(16)} ${row.file}`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 30);
  console.log(slowestFiles(path.resolve(process.argv[3] ?? path.join(root, '.reports')), count).join('\n'));
}
