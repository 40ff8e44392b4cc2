import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';

const run = promisify(execFile);

/** What `npm run db:backup` and `db:restore` act on: the database of DATABASE_URL. */
export type Target = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema: string | null };

export class BackupError extends Error {}

/** The database a URL names; relative SQLite paths are read from `baseDir`, like the server does. */
export function backupTarget(url: string, baseDir: string): Target {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (file === ':memory:') throw new BackupError('Une base SQLite en mémoire ne se sauvegarde pas.');
    return { engine: 'sqlite', file: path.resolve(baseDir, file) };
  }
  // A search_path in the URL's options (one schema per test suite, or per shop on a shared server) is the schema.
  const options = new URL(url).searchParams.get('options') ?? '';
  const schema = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1] ?? null;
  return { engine: 'postgres', url, schema };
}

/** A file name for a backup made now: `shop-2026-11-24T05-12-03Z.sqlite` or `.dump`. */
export function backupFileName(target: Target, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `shop-${stamp}.${target.engine === 'sqlite' ? 'sqlite' : 'dump'}`;
}

/**
 * A consistent copy of the live database, while the shop keeps taking orders: SQLite's online backup
 * (a snapshot of one moment, WAL included), or `pg_dump`'s custom format (one transaction's snapshot).
 */
export async function backupDatabase(target: Target, destination: string) {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  if (fs.existsSync(destination)) throw new BackupError(`${destination} existe déjà.`);
  if (target.engine === 'sqlite') {
    if (!fs.existsSync(target.file)) throw new BackupError(`La base ${target.file} n’existe pas.`);
    const source = new SQLite(target.file, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      // All pages in one step after the first: a write between two steps would restart the copy.
      await source.backup(destination, { progress: () => 1_000_000 });
    } finally {
      source.close();
    }
    return;
  }
  const args = ['--format=custom', '--no-owner', `--file=${destination}`];
  if (target.schema) args.push(`--schema=${target.schema}`);
  await pgTool('pg_dump', [...args, target.url]);
}

/**
 * Puts a backup in place of the database (the server must be stopped: a running process would keep
 * writing to what it has open). SQLite: the file is checked, then replaces the database file.
 * PostgreSQL: `pg_restore` in one transaction, dropping what the backup recreates.
 */
export async function restoreDatabase(target: Target, backup: string) {
  if (!fs.existsSync(backup)) throw new BackupError(`La sauvegarde ${backup} n’existe pas.`);
  if (target.engine === 'sqlite') {
    const check = new SQLite(backup, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new BackupError(`La sauvegarde ${backup} est endommagée (${String(result)}).`);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${backup} n’est pas une base SQLite (${(error as Error).message}).`);
    } finally {
      check.close();
    }
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const incoming = `${target.file}.restoring`;
    fs.copyFileSync(backup, incoming);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target.file}${suffix}`, { force: true });
    fs.renameSync(incoming, target.file);
    return;
  }
  await pgTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${target.url}`,
    backup,
  ]);
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(
        `${tool} est introuvable\u00a0: installez le client PostgreSQL (apt-get install postgresql-client).`,
      );
    }
    throw new BackupError(`${tool} a échoué\u00a0: ${(stderr ?? String(error)).trim()}`);
  }
}
