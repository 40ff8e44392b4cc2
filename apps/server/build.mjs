// Compiles the server for production: one ES module per entry in dist/, run by plain `node` (no tsx).
// Our own code and the contract package (TypeScript source, consumed by the workspaces) are bundled;
// every npm package stays an import of node_modules, as in development.
// What the source loads on first use (`await import('./invoice-pdf.js')`) stays a chunk of its own, loaded on
// first use: in one file per entry, its packages (pdfkit, bwip-js) would be imported at start (ADR 029).
// `node build.mjs dist-test` builds the same into dist-test/ for the server tests (src/test/build-server.ts).
// Each file is replaced in one rename and the last builds' chunks stay: a process started before a build, or
// starting during one, reads whole files of its own build.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.resolve(here, process.argv[2] ?? 'dist');

/** Bare imports are npm packages, left external, except our own workspaces (TypeScript to compile). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@boucherie/') ? undefined : { path: args.path, external: true },
    );
  },
};

const entries = {
  main: 'src/main.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'user-create': 'src/cli/user-create.ts',
  'db-backup': 'src/cli/db-backup.ts',
  'db-restore': 'src/cli/db-restore.ts',
  'journal-verify': 'src/cli/journal-verify.ts',
};

/** Builds whose chunks stay on disk: the one deployed and the two before it (as the web app's assets). */
const KEPT_BUILDS = 3;
const BUILDS_FILE = '.builds.json';
/** A chunk: a module of dist/ that is not an entry (a shared part, or a part loaded on first use). */
const isChunk = (name) => /\.js(\.map)?$/.test(name) && !(name.replace(/\.js(\.map)?$/, '') in entries);

/**
 * A running process loads a chunk on first use, maybe after a new build: the chunks of the last builds stay,
 * older ones go. Chunk names carry their content's hash, so two builds never write different bytes to one name.
 */
function keepRecentChunks(chunks) {
  let builds = [];
  try {
    builds = JSON.parse(fs.readFileSync(path.join(outdir, BUILDS_FILE), 'utf8'));
  } catch {
    // First build here, or an unreadable record: only this build's chunks are known.
  }
  // The same sources built again give the same chunks: one record, not another build.
  const same = (build) => JSON.stringify(build) === JSON.stringify(chunks);
  builds = [...(Array.isArray(builds) ? builds : []).filter((build) => !same(build)), chunks].slice(-KEPT_BUILDS);
  const kept = new Set(builds.flat());
  for (const name of fs.readdirSync(outdir)) {
    if (isChunk(name) && !kept.has(name.replace(/\.map$/, ''))) fs.rmSync(path.join(outdir, name), { force: true });
  }
  writeWhole(path.join(outdir, BUILDS_FILE), `${JSON.stringify(builds)}\n`);
}

/** Writes a file through a temporary name and a rename: readers never see half of it. */
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

fs.mkdirSync(outdir, { recursive: true });
const result = await build({
  // Entries and chunks all sit in dist/ itself: import.meta.url then means dist/ everywhere, so config.ts's
  // defaults (../content, ../../web/dist) resolve as they do from src/.
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => fs.existsSync(path.join(here, file)))),
  absWorkingDir: here,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  write: false,
});
// Chunks first: an entry written before them would import files not there yet.
const written = result.outputFiles.sort((a, b) => isChunk(path.basename(b.path)) - isChunk(path.basename(a.path)));
for (const file of written) writeWhole(file.path, file.contents);
const chunks = written.map((file) => path.basename(file.path)).filter((name) => isChunk(name) && name.endsWith('.js'));
keepRecentChunks(chunks.sort());
// Read at run time beside the module that needs it (new URL('./common-passwords.txt', import.meta.url)).
writeWhole(
  path.join(outdir, 'common-passwords.txt'),
  fs.readFileSync(path.join(here, 'src/modules/accounts/common-passwords.txt')),
);
console.log(`Serveur compilé dans ${path.relative(process.cwd(), outdir) || '.'}`);
