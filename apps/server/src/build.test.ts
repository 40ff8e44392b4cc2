import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_BUILD_DIR } from './test/spawn-server.js';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The packages a compiled module imports at start: its static imports, through the chunks they name. */
function packagesImportedAtStart(dir: string, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s)?"([^"]+)";?$/gms)) {
      if (specifier.startsWith('./')) visit(specifier.slice(2));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('the production build', () => {
  it('loads the PDF, barcode, picture and mail libraries on first use, not at start', () => {
    const atStart = packagesImportedAtStart(TEST_BUILD_DIR, 'main.js');
    expect(atStart).toContain('fastify');
    expect(atStart).toContain('better-sqlite3');
    for (const lazy of ['pdfkit', 'bwip-js', 'nodemailer', 'sharp', '@e-invoice-eu/core']) {
      expect(atStart, lazy).not.toContain(lazy);
    }
    // …and they are in the build, behind a dynamic import.
    const chunks = fs.readdirSync(TEST_BUILD_DIR).filter((name) => name.endsWith('.js'));
    const all = chunks.map((name) => fs.readFileSync(path.join(TEST_BUILD_DIR, name), 'utf8')).join('\n');
    expect(all).toMatch(/^import PDFDocument from "pdfkit";$/m);
    expect(all).toMatch(/import\("\.\/label-pdf-[A-Z0-9]+\.js"\)/);
  });

  it('keeps the chunks of the two builds before it, for processes still running them', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
    try {
      const old = ['chunk-OLD1.js', 'chunk-OLD2.js', 'chunk-OLD3.js'];
      for (const name of old) {
        fs.writeFileSync(path.join(outdir, name), '');
        fs.writeFileSync(path.join(outdir, `${name}.map`), '');
      }
      fs.writeFileSync(path.join(outdir, '.builds.json'), JSON.stringify(old.map((name) => [name])));

      execFileSync(process.execPath, ['build.mjs', outdir], { cwd: serverDir, stdio: 'ignore' });

      const builds = JSON.parse(fs.readFileSync(path.join(outdir, '.builds.json'), 'utf8')) as string[][];
      expect(builds.slice(0, 2)).toEqual([['chunk-OLD2.js'], ['chunk-OLD3.js']]);
      const current = builds[2] ?? [];
      expect(current.length).toBeGreaterThan(0);
      const onDisk = fs.readdirSync(outdir);
      expect(onDisk).not.toContain('chunk-OLD1.js');
      expect(onDisk).not.toContain('chunk-OLD1.js.map');
      expect(onDisk).toEqual(expect.arrayContaining(['chunk-OLD2.js', 'chunk-OLD3.js.map', 'main.js', ...current]));
      // Every chunk an entry imports is one of this build's.
      const main = fs.readFileSync(path.join(outdir, 'main.js'), 'utf8');
      for (const [, chunk] of main.matchAll(/from "\.\/([^"]+)"/g)) expect(current).toContain(chunk);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  });
});
