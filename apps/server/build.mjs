// Compiles the server for production: one ES module per entry in dist/, run by plain `node` (no tsx).
// Our own code and the contract package (TypeScript source, consumed by the workspaces) are bundled;
// every npm package stays an import of node_modules, as in development.
// `node build.mjs dist-test` builds the same into dist-test/ for the server tests (src/test/build-server.ts):
// there each file is replaced in one rename, so a process starting meanwhile reads an old or a new file whole.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdirName = process.argv[2] ?? 'dist';
const outdir = path.join(here, outdirName);
const forTests = outdirName !== 'dist';

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
};

/** Writes a file through a temporary name and a rename: readers never see half of it. */
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

if (!forTests) fs.rmSync(outdir, { recursive: true, force: true });
fs.mkdirSync(outdir, { recursive: true });
const result = await build({
  // Each entry is one file in dist/ (no shared chunks): import.meta.url then means dist/ everywhere, so
  // config.ts's defaults (../content, ../../web/dist) resolve as they do from src/.
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => fs.existsSync(path.join(here, file)))),
  absWorkingDir: here,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  write: false,
});
for (const file of result.outputFiles) writeWhole(file.path, file.contents);
// Read at run time beside the module that needs it (new URL('./common-passwords.txt', import.meta.url)).
writeWhole(
  path.join(outdir, 'common-passwords.txt'),
  fs.readFileSync(path.join(here, 'src/modules/accounts/common-passwords.txt')),
);
console.log(`Serveur compilé dans ${path.relative(process.cwd(), outdir) || '.'}`);
