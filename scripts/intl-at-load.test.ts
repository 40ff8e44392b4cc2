// No module of the web or the contract makes an Intl formatter as it loads (issue 43). The first formatter of a
// page loads the locale's data: 95 ms of the catalogue's start and 259 ms of the home page's at 4× CPU, when the
// contract's use-by date made one at the top of its module, which every page loads. Made at first use instead
// (`once` in apps/web/src/lib/format.ts, or a variable set on the first call).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const DIRS = ['apps/web/src', 'packages/contract/src'];

/** `const X = new Intl.…` (no function between) at a module's top level (not indented): made as the module loads. */
export function intlAtLoad(source: string): string[] {
  return source.split('\n').filter((line) => /^(export )?(const|let|var) [^=]+= (?!.*=>).*\bnew Intl\./.test(line));
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('test/'))
    .map((file) => path.join(dir, file));
}

describe('Intl formatters made as a module loads', () => {
  it('are found by the check', () => {
    expect(intlAtLoad("const A = new Intl.DateTimeFormat('fr-FR');\nconst B = once(() => new Intl.X());")).toEqual([
      "const A = new Intl.DateTimeFormat('fr-FR');",
    ]);
  });

  it('are none in the web and the contract', () => {
    const found = DIRS.flatMap(sources).flatMap((file) =>
      intlAtLoad(fs.readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
