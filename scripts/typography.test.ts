// French typography in every string a person may read: a non-breaking space (U+00A0 or U+202F) before
// « : ; ! ? » and after «, before ». Scans the string literals of the contract, the server and the web app.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** String literals whose text looks French (an accented letter or a French word) — code strings are skipped. */
function frenchStrings(source: string, file: string): string[] {
  const literals = source.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  // Text between JSX tags too: >Vendu au poids : …<
  const jsxText = file.endsWith('.tsx') ? (source.match(/>[^<>{}=]*</g) ?? []) : [];
  return [...literals, ...jsxText]
    .map((literal) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '…'))
    .filter((text) => /[àâçéèêëîïôûùœ]|\b(vous|votre|le|la|les|des|un|une|est)\b/i.test(text) && /\s/.test(text));
}

describe('French typography', () => {
  it('puts a non-breaking space before : ; ! ? in French strings', () => {
    const offences: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(path.join(root, folder))) {
        for (const text of frenchStrings(fs.readFileSync(file, 'utf8'), file)) {
          if (/ [:;!?](\s|$)/.test(text) || /« | »/.test(text)) {
            offences.push(`${path.relative(root, file)}: ${text.slice(0, 90)}`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
