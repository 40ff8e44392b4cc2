// The architecture page's table of the server's modules names every entry of apps/server/src/modules, and
// nothing else: a module added without its row, or a row left behind by a module removed, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(root, 'apps/server/src/modules');
const PAGE = path.join(root, 'docs/architecture.md');
const HEADING = "## The server's modules";

/** The first column of the table under the heading: `orders` for a folder, `housekeeping.ts` for a file. */
export function tableRows(page: string): string[] {
  const start = page.indexOf(HEADING);
  if (start < 0) throw new Error(`no « ${HEADING} » heading`);
  const lines = page.slice(start).split('\n').slice(1);
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
  const end = table.findIndex((line) => !line.startsWith('|'));
  return (end < 0 ? table : table.slice(0, end))
    .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** The folders of apps/server/src/modules, and its own files but tests. */
export function moduleEntries(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')))
    .map((entry) => entry.name);
}

/** What the table lacks and what it names in vain. */
export function tableMismatch(rows: string[], entries: string[]) {
  return {
    withoutRow: entries.filter((entry) => !rows.includes(entry)).sort(),
    withoutModule: rows.filter((row) => !entries.includes(row)).sort(),
  };
}

describe("the architecture page's module table", () => {
  it('has one row per module of apps/server/src/modules, and no other', () => {
    const rows = tableRows(fs.readFileSync(PAGE, 'utf8'));
    expect(rows.length).toBeGreaterThan(30);
    expect(new Set(rows).size).toBe(rows.length);
    expect(tableMismatch(rows, moduleEntries(MODULES))).toEqual({ withoutRow: [], withoutModule: [] });
  });

  it('tells a module without a row and a row without a module', () => {
    const page = `${HEADING} (\`x\`)\n\n| module | in a line |\n| --- | --- |\n| \`orders\` | o |\n| \`gone\` | g |\n\nAfter.\n| \`not-a-row\` | n |\n`;
    expect(tableRows(page)).toEqual(['orders', 'gone']);
    expect(tableMismatch(tableRows(page), ['orders', 'fresh', 'housekeeping.ts'])).toEqual({
      withoutRow: ['fresh', 'housekeeping.ts'],
      withoutModule: ['gone'],
    });
  });
});
