import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { keepPreviousBuilds } from './vite/keep-previous-builds';

/**
 * One id per build (or BUILD_ID from the deployment): compiled into the app and written to
 * /version.json, which the running app polls to learn that a newer build is deployed.
 */
const buildId = process.env.BUILD_ID ?? `${new Date().toISOString()}-${Math.random().toString(36).slice(2, 8)}`;

function versionFile(): Plugin {
  return {
    name: 'boucherie:version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

const reactRouterBuild = (mode: 'production' | 'development') =>
  path.resolve(import.meta.dirname, `../../node_modules/react-router/dist/${mode}/index.mjs`);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli and gzip copies of the text files, which the server sends as they are (no compression per request). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'boucherie:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.'))
        // A hashed file kept from an earlier build is compressed already (its content never changes).
        .filter((file) => !(file.startsWith('assets') && fs.existsSync(path.join(outDir, `${file}.br`))));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = fs.readFileSync(full);
          if (content.length < 512) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          fs.writeFileSync(`${full}.br`, br);
          fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}

// React, the router and the data layer: one chunk every page loads before it runs (below).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/;
/**
 * TanStack Query's mutations and its many-queries hooks: used by forms, the cart's server side and the back office,
 * not by a page's start. Left out of the framework chunk, they go with the code that uses them: 1.2 kB gzipped
 * less on every page's first load (issue 43).
 */
const LATER_QUERY_CODE =
  /[\\/](mutationObserver|useMutation|useMutationState|queriesObserver|useQueries|useSuspenseQueries|infiniteQueryObserver|useInfiniteQuery|useSuspenseInfiniteQuery|usePrefetchInfiniteQuery|useIsFetching)\.js$/;

// One config for the dev server, the two builds and the component tests. The server build
// (`vite build --ssr`) is the page renderer the API server loads: it needs neither the version
// file nor compressed copies, and bundles the contract package, which is TypeScript source.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // React's Fast Refresh in development; the builds compile JSX as Vite would without it.
    react(),
    tailwindcss(),
    // Both builds keep their previous builds' hashed files: open pages and running processes still find theirs.
    keepPreviousBuilds(buildId),
    ...(isSsrBuild ? [] : [versionFile(), precompress()]),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    // The page renderer bundles React's production build, whatever NODE_ENV the server runs with (ADR 029).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: {
    // The API runs beside Vite in development (npm run dev -w apps/server).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The server build is self-contained: React, the router and the data layer in their production builds,
  // and the contract package, which is TypeScript source.
  ssr: { noExternal: true },
  // react-router publishes its production build only to its own Vite plugin: builds take it by path (ADR 029).
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild(command === 'build' ? 'production' : 'development') },
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr' }
    : {
        outDir: 'dist',
        // No preload helper: at each dynamic import it inserted a <link> per dependency into the document (138 ms
        // of the cart's start with the CPU slowed 4×) and listed every chunk's hashed name in the start chunk. The
        // browser fetches a chunk's own imports as soon as it has parsed it (ADR 035).
        modulePreload: false,
        // dist/.vite/manifest.json: the bundle budget test follows the home page's chunks with it.
        manifest: true,
        rolldownOptions: {
          output: {
            // React, the router and the data layer: every page needs all of them, so one request, one
            // preload link, rather than a dozen small shared chunks cut along the pages' imports.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id: string) => FRAMEWORK.test(id) && !LATER_QUERY_CODE.test(id),
                },
              ],
            },
          },
        },
      },
  test: {
    environment: 'happy-dom',
    // Worker threads rather than processes: each file still gets its own modules and DOM, for about 15 % less
    // CPU than forks (142 tests in 16 files: 57 s of CPU against 67 s).
    pool: 'threads',
    // A worker per core: vitest's default keeps one core for its main process, which mostly waits, so on two
    // cores the files ran one at a time (166 s wall for 158 s of CPU). Each file still has its own modules and DOM.
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Two shared cores run 56 files at once here: a screen test that takes 150 ms alone has been
    // seen to wait past the default 5 s while the others start.
    testTimeout: 15_000,
  },
}));
