import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built web app's name for the one script of `fakeWebBuild`, served under /assets/. */
export const FAKE_ASSET = 'app-abc123.js';

/**
 * A temporary folder shaped like the web app's build: its page (index.html) and one hashed script, for
 * tests of what the server does with pages and files. `remove` deletes it.
 */
export function fakeWebBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="fr"><title>Boutique</title></html>');
  fs.writeFileSync(path.join(dir, 'assets', FAKE_ASSET), 'console.log(1)');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
