// How production runs a server process: the environment and node's flags of `npm start` (root package.json),
// which the systemd unit repeats and `npm run bench:memory -- --compiled` measures (ADR 029).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** `A=1 B=2 node --x --y apps/server/dist/main.js` → its environment and node's flags. */
function parseCommand(command) {
  const words = command.trim().split(/\s+/);
  const env = {};
  while (words[0]?.includes('=')) {
    const [name, value] = /** @type {string} */ (words.shift()).split('=');
    env[name] = value;
  }
  if (!/(^|\/)node$/.test(words.shift() ?? '')) throw new Error(`not a node command: ${command}`);
  return { env, nodeFlags: words.filter((word) => word.startsWith('--')) };
}

/** The settings of `npm start`, after its build step. */
export function npmStartSettings() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const command = scripts.start.split('&&').find((part) => part.includes('dist/main.js'));
  if (!command) throw new Error('npm start does not run apps/server/dist/main.js');
  return parseCommand(command);
}

/** The settings of the systemd unit: its Environment= lines and ExecStart. */
export function systemdSettings() {
  const unit = fs.readFileSync(path.join(root, 'deploy/systemd/boucherie@.service'), 'utf8');
  const env = {};
  for (const [, line] of unit.matchAll(/^Environment=(.*)$/gm)) {
    for (const pair of line.trim().split(/\s+/)) {
      const [name, value] = pair.split('=');
      env[name] = value;
    }
  }
  const exec = /^ExecStart=(.*)$/m.exec(unit)?.[1];
  if (!exec) throw new Error('the systemd unit has no ExecStart');
  return { env, nodeFlags: parseCommand(exec).nodeFlags };
}
