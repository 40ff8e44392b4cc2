import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { initialScripts, measureHomePage, staticClosure } from './bundle-budget';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('measuring the home page JavaScript of a build', () => {
  it('reads the entry and the modulepreloads of index.html, not styles or other sites', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" href="/assets/index-c.css">
      <script src="https://example.com/tag.js"></script>`;
    expect(initialScripts(html)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('follows static imports through the manifest, once each', () => {
    const manifest = {
      'src/home.tsx': { file: 'assets/home.js', imports: ['_grid.js', 'index.html'] },
      '_grid.js': { file: 'assets/grid.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_grid.js'] },
      'index.html': { file: 'assets/index.js', isEntry: true },
    };
    expect(staticClosure(manifest, 'src/home.tsx')).toEqual([
      'assets/home.js',
      'assets/grid.js',
      'assets/shared.js',
      'assets/index.js',
    ]);
  });

  it('adds the app the entry starts and the home route’s chunks to the initial scripts, counting each file once', () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    const write = (file: string, text: string) => fs.writeFileSync(path.join(dist, file), text);
    write('index.html', '<script type="module" src="/assets/index.js"></script>');
    write('assets/index.js', 'x'.repeat(5000));
    write('assets/home.js', 'export const a = 1;');
    write('assets/start.js', 'export const b = 2;');
    write('assets/react.js', 'export const c = 3;');
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
        'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js'], dynamicImports: ['src/other.tsx'] },
        '_react.js': { file: 'assets/react.js' },
        'src/other.tsx': { file: 'assets/other.js' },
        'src/app/routes/home-page.tsx': { file: 'assets/home.js', imports: ['index.html', '_react.js'] },
      }),
    );
    const measured = measureHomePage(dist);
    expect(measured.initial.map((s) => s.file)).toEqual(['assets/index.js']);
    expect(measured.afterEntry.map((s) => s.file)).toEqual(['assets/start.js', 'assets/react.js', 'assets/home.js']);
    expect(measured.initialGzipBytes).toBeLessThan(5000);
    const later = measured.afterEntry.reduce((total, s) => total + s.gzipBytes, 0);
    expect(measured.totalGzipBytes).toBe(measured.initialGzipBytes + later);
  });
});
