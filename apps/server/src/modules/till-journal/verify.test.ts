import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parisInstant } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { loginAs } from '../../test/accounts-helpers.js';
import { commandArgs } from '../../test/spawn-server.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { owingOrder, takeAtTill, unfreezeJournal } from '../../test/till-journal-helpers.js';
import { closeDuePeriods } from './closures.js';
import { verifyJournal } from './verify.js';

// `npm run journal:verify` (ADR 068): a clean journal passes; an edited row, a deleted entry or a deleted
// closure is named, and the command exits with 1. The database's triggers are dropped first, as someone with
// its own rights could: the seals are what remains.

let t: TestApp;
const key = () => t.app.config.TILL_JOURNAL_KEY;
const db = () => t.database.db;
const verify = () => verifyJournal(db(), key());

/** Two days of payments at two shops, both days closed (three entries a day). */
beforeAll(async () => {
  t = await createTestApp({ now: parisInstant('2026-12-01', '10:00') });
  const adminSid = await loginAs(t, 'admin@example.com');
  for (const day of ['2026-12-01', '2026-12-02']) {
    t.setNow(parisInstant(day, '10:00'));
    for (const department of ['METZ-CENTRE', 'METZ-CENTRE', 'WOIPPY']) {
      const order = await owingOrder(t, department);
      const res = await takeAtTill(t, adminSid, order.id, 4.2);
      if (res.statusCode !== 201) throw new Error(res.body);
    }
  }
  await closeDuePeriods(db(), key(), parisInstant('2026-12-03', '00:10'));
  await closeDuePeriods(db(), key(), parisInstant('2026-12-04', '00:10'));
  await unfreezeJournal(db());
});
afterAll(() => t.close());

/** The test's PostgreSQL schema as a DATABASE_URL another process can open. */
const databaseUrl = () =>
  `${t.database.url}${t.database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${t.database.schema}`)}`;

const firstOrderNumber = async () =>
  (await db().selectFrom('till_journal_entry').select('order_number').where('seq', '=', 1).executeTakeFirstOrThrow())
    .order_number;

/** Runs the command as an operator would, on the test's database (the test build, as `npm run` runs it). */
function runCommand(url: string, env: Record<string, string> = {}) {
  const cli = path.resolve(import.meta.dirname, '../../cli/journal-verify.ts');
  const child = spawn(process.execPath, commandArgs('journal-verify', cli), {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

describe('journal:verify', () => {
  it('passes a clean journal and counts what it checked', async () => {
    expect(await verify()).toEqual({
      ok: true,
      entries: 6,
      closures: 4,
      message: 'Journal intact\u00a0: 6 écritures, 4 clôtures',
    });
  });

  it('names an edited entry, and passes again once it is put back', async () => {
    await db().updateTable('till_journal_entry').set({ amount_cents: 42 }).where('seq', '=', 2).execute();
    const verdict = await verify();
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/^Journal altéré\u00a0: L’écriture n°\u00a02 \(commande .+\) a été modifiée\.$/);
    await db().updateTable('till_journal_entry').set({ amount_cents: 420 }).where('seq', '=', 2).execute();
    expect((await verify()).ok).toBe(true);
  });

  it('names an entry whose seal was recomputed without the key', async () => {
    const row = await db().selectFrom('till_journal_entry').selectAll().where('seq', '=', 3).executeTakeFirstOrThrow();
    await db().updateTable('till_journal_entry').set({ method: 'card' }).where('seq', '=', 3).execute();
    expect((await verify()).message).toMatch(/L’écriture n°\u00a03 .* a été modifiée/);
    await db().updateTable('till_journal_entry').set({ method: row.method }).where('seq', '=', 3).execute();
  });

  it('names a deleted entry', async () => {
    const row = await db().selectFrom('till_journal_entry').selectAll().where('seq', '=', 4).executeTakeFirstOrThrow();
    await db().deleteFrom('till_journal_entry').where('seq', '=', 4).execute();
    expect((await verify()).message).toBe('Journal altéré\u00a0: L’écriture n°\u00a04 manque.');
    await db().insertInto('till_journal_entry').values(row).execute();
    expect((await verify()).ok).toBe(true);
  });

  it('names the last entry deleted, from its counter payment, and a closed day’s figures changed', async () => {
    const row = await db().selectFrom('till_journal_entry').selectAll().where('seq', '=', 6).executeTakeFirstOrThrow();
    await db().deleteFrom('till_journal_entry').where('seq', '=', 6).execute();
    // The chain alone cannot see its tail cut; the closed day's figures and the till's own row can.
    expect((await verify()).message).toMatch(/^Journal altéré\u00a0: la clôture n°\u00a0\d .* ne correspond plus/i);
    await db().insertInto('till_journal_entry').values(row).execute();
    expect((await verify()).ok).toBe(true);
  });

  it('names a deleted closure', async () => {
    const row = await db()
      .selectFrom('till_journal_closure')
      .selectAll()
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('till_journal_closure').where('seq', '=', 1).execute();
    expect((await verify()).message).toBe('Journal altéré\u00a0: La clôture n°\u00a01 manque.');
    await db().insertInto('till_journal_closure').values(row).execute();
    expect((await verify()).ok).toBe(true);
  });

  it('names an edited closure', async () => {
    const row = await db()
      .selectFrom('till_journal_closure')
      .selectAll()
      .where('seq', '=', 4)
      .executeTakeFirstOrThrow();
    await db().updateTable('till_journal_closure').set({ grand_total_cents: 1 }).where('seq', '=', 4).execute();
    expect((await verify()).message).toMatch(/La clôture n°\u00a04 \(jour 2026-12-02, boutique \d+\) a été modifiée\./);
    await db()
      .updateTable('till_journal_closure')
      .set({ grand_total_cents: row.grand_total_cents })
      .where('seq', '=', 4)
      .execute();
    expect((await verify()).ok).toBe(true);
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    'runs as a command: « Journal intact », or the fault and exit code 1',
    async () => {
      const clean = await runCommand(databaseUrl());
      expect(clean).toEqual({ code: 0, out: 'Journal intact\u00a0: 6 écritures, 4 clôtures\n' });
      const wrongKey = await runCommand(databaseUrl(), {
        TILL_JOURNAL_KEY: 'une-autre-clé-une-autre-clé-une-autre-clé',
      });
      expect(wrongKey.code).toBe(1);
      expect(wrongKey.out).toBe(
        'Journal altéré\u00a0: L’écriture n°\u00a01 (commande '.concat(await firstOrderNumber(), ') a été modifiée.\n'),
      );
    },
  );

  it.runIf(TEST_ENGINE === 'sqlite')('runs as a command on a SQLite file, and refuses a forged entry', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-'));
    const file = path.join(dir, 'shop.sqlite');
    const handle = openDatabase(`file:${file}`);
    try {
      await migrateToLatest(handle.db);
      expect(await runCommand(`file:${file}`)).toEqual({
        code: 0,
        out: 'Journal intact\u00a0: 0 écriture, 0 clôture\n',
      });
      // Inserting is what the triggers allow: a row made up without the key is named all the same.
      const forged = await db()
        .selectFrom('till_journal_entry')
        .selectAll()
        .where('seq', '=', 1)
        .executeTakeFirstOrThrow();
      await handle.db.insertInto('till_journal_entry').values(forged).execute();
      const refused = await runCommand(`file:${file}`, {
        TILL_JOURNAL_KEY: 'une-autre-clé-une-autre-clé-une-autre-clé',
      });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/^Journal altéré\u00a0: L’écriture n°\u00a01 \(commande .+\) a été modifiée\.\n$/);
    } finally {
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
