// Runs after the web build (scripts/test.mjs, or `npx vitest run --config scripts/vitest.build.config.ts`).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_PAGE_BUDGET_BYTES, kB, measureHomePage } from './bundle-budget';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

describe('the home page JavaScript budget', () => {
  it(`stays under ${kB(HOME_PAGE_BUDGET_BYTES)} gzipped`, () => {
    const measured = measureHomePage(dist);
    const lines = [...measured.initial, ...measured.afterEntry].map(
      (s) => `  ${s.file.padEnd(48)} ${kB(s.bytes).padStart(9)}  ${kB(s.gzipBytes).padStart(8)} gz`,
    );
    console.log(
      [
        'Home page JavaScript (gzip -9):',
        ...lines,
        `  entry + modulepreloads: ${kB(measured.initialGzipBytes)} gz`,
        `  with the app it starts and the home route's chunks: ${kB(measured.totalGzipBytes)} gz (budget ${kB(HOME_PAGE_BUDGET_BYTES)})`,
      ].join('\n'),
    );
    expect(measured.initial.length).toBeGreaterThan(0);
    // React and the app, started by the entry after the first paint, are counted too.
    expect(measured.afterEntry.length).toBeGreaterThan(2);
    expect(measured.totalGzipBytes).toBeLessThan(HOME_PAGE_BUDGET_BYTES);
  });

  it('loads none of the back office’s code (its chunks are named after the admin modules)', () => {
    const measured = measureHomePage(dist);
    const files = [...measured.initial, ...measured.afterEntry].map((s) => s.file);
    expect(files.filter((file) => /admin/i.test(file))).toEqual([]);
  });
});
