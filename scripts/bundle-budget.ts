// What the home page's JavaScript weighs, read from a Vite build (dist/index.html and dist/.vite/manifest.json).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The home page's JavaScript, gzipped, every script it loads before it is idle (issue 28, ADR 035). */
export const HOME_PAGE_BUDGET_BYTES = 124 * 1000;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type ScriptSize = { file: string; bytes: number; gzipBytes: number };
export type HomePageScripts = {
  /** The entry and the chunks index.html modulepreloads: what every page loads first. */
  initial: ScriptSize[];
  /**
   * What / loads on top, right after the entry: the app the entry starts with dynamic imports
   * (after the first paint of a server-rendered page) and the home route's own chunks.
   */
  afterEntry: ScriptSize[];
  initialGzipBytes: number;
  totalGzipBytes: number;
};

function size(distDir: string, file: string): ScriptSize {
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
}

/** The scripts index.html loads: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function initialScripts(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url && !/^(https?:)?\/\//.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** A manifest entry's file and, transitively, the files of its static imports. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => staticClosure(manifest, dep, seen))];
}

export function measureHomePage(distDir: string, homeModule = 'src/app/routes/home-page.tsx'): HomePageScripts {
  const initialFiles = initialScripts(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  if (!manifest[homeModule]) throw new Error(`${homeModule} is not in the build manifest`);
  const started = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
  const laterFiles = [...new Set([...started, homeModule].flatMap((key) => staticClosure(manifest, key)))].filter(
    (file) => !initialFiles.includes(file),
  );
  const initial = initialFiles.map((file) => size(distDir, file));
  const afterEntry = laterFiles.map((file) => size(distDir, file));
  const sum = (list: ScriptSize[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
  return { initial, afterEntry, initialGzipBytes: sum(initial), totalGzipBytes: sum(initial) + sum(afterEntry) };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
