import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Builds whose hashed files stay on disk: the one deployed and the two before it. */
export const KEPT_BUILDS = 3;

/** The record of recent builds and their hashed files, kept in the output folder. */
export const BUILDS_FILE = '.builds.json';

type BuildRecord = { buildId: string; files: string[] };

function readBuilds(outDir: string): BuildRecord[] {
  try {
    const builds = JSON.parse(fs.readFileSync(path.join(outDir, BUILDS_FILE), 'utf8')) as unknown;
    return Array.isArray(builds) ? (builds as BuildRecord[]) : [];
  } catch {
    return [];
  }
}

/**
 * A new build leaves the hashed files of the previous builds where they are (`assets/`), so a page opened
 * before a deployment, or rendered by a process that has not restarted yet, still loads its scripts and
 * lazy chunks. Files of builds older than the last `keep` are removed (with their .br/.gz copies).
 */
export function keepPreviousBuilds(buildId: string, keep = KEPT_BUILDS): Plugin {
  let outDir = 'dist';
  return {
    name: 'boucherie:keep-previous-builds',
    apply: 'build',
    config() {
      return { build: { emptyOutDir: false } };
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/'));
      const assetsDir = path.join(outDir, 'assets');
      const onDisk = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : [];
      let earlier = readBuilds(outDir).filter((b) => b.buildId !== buildId);
      // A folder built before this record existed: what it holds counts as one earlier build.
      if (earlier.length === 0 && onDisk.length > 0) {
        earlier = [
          { buildId: 'earlier', files: onDisk.filter((n) => !/\.(br|gz)$/.test(n)).map((n) => `assets/${n}`) },
        ];
      }
      const builds = [...earlier, { buildId, files }].slice(-keep);
      const kept = new Set(builds.flatMap((b) => b.files));
      for (const name of onDisk) {
        const original = `assets/${name.replace(/\.(br|gz)$/, '')}`;
        if (!kept.has(original)) fs.rmSync(path.join(assetsDir, name), { force: true });
      }
      fs.writeFileSync(path.join(outDir, BUILDS_FILE), `${JSON.stringify(builds, null, 1)}\n`);
    },
  };
}
