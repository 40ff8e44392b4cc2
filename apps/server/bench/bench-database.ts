// A fresh database for a benchmark, migrated and seeded with the demo data: a SQLite file, or a
// PostgreSQL database of its own beside the one given (not a schema: Kysely's migrator looks for its lock
// table in every schema, and test runs add and drop theirs).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type BenchDatabase = {
  url: string;
  /** The PostgreSQL database's name (its statistics are read by it), or the SQLite file's folder. */
  name: string;
  drop: () => Promise<void>;
};

export async function createBenchDatabase(postgresUrl?: string): Promise<BenchDatabase> {
  if (!postgresUrl?.startsWith('postgres')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    return {
      url: `file:${path.join(dir, 'shop.sqlite')}`,
      name: path.basename(dir),
      drop: async () => fs.rmSync(dir, { recursive: true }),
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const own = new URL(postgresUrl);
  own.pathname = `/${name}`;
  return { url: own.toString(), name, drop: () => run(`drop database ${name} with (force)`) };
}
