import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/seed.js';
import { verifyPassword } from '../modules/accounts/passwords.js';
import { commandArgs } from '../test/spawn-server.js';

// The command runs as an operator would run it: its own process, on a SQLite file, the password on stdin.
// The test build of the command (src/test/build-server.ts), and once through tsx as `npm run user:create` runs it.

const cliFile = path.resolve(import.meta.dirname, 'user-create.ts');
let dir: string;
let file: string;

function run(args: string[], stdin?: string, databaseFile = file, options: { tsx?: boolean } = {}) {
  const child = spawn(process.execPath, [...commandArgs('user-create', cliFile, options), ...args], {
    env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.end(stdin ?? '');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function inDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
  const { db } = openDatabase(`file:${file}`);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const account = (email: string) =>
  inDatabase(async (db) => {
    const user = await db.selectFrom('user_account').selectAll().where('email', '=', email).executeTakeFirst();
    const shops = user
      ? await db
          .selectFrom('staff_shop')
          .innerJoin('shop', 'shop.id', 'staff_shop.shop_id')
          .select('shop.department')
          .where('staff_shop.user_id', '=', user.id)
          .orderBy('shop.department')
          .execute()
      : [];
    return { user, shops: shops.map((s) => s.department) };
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-create-'));
  file = path.join(dir, 'shop.sqlite');
  await inDatabase(async (db) => {
    await migrateToLatest(db);
    await seedDemoData(db);
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Each test starts one to nine processes: a second each on two quiet cores, past 20 s under twenty busy processes.
describe('npm run user:create', { timeout: 120_000 }, () => {
  it('creates a staff account with its shops, the password read from stdin and hashed (through tsx)', async () => {
    const password = 'Couperet-de-Lorraine-57';
    const res = await run(
      ['--email', 'Lucie.Martin@Example.com', '--role', 'staff', '--shop', 'METZ-CENTRE', '--shop', 'woippy'],
      `${password}\n${password}\n`,
      file,
      { tsx: true },
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(
      'Compte créé\u00a0: lucie.martin@example.com, personnel, boutiques\u00a0: METZ-CENTRE, WOIPPY.',
    );
    const { user, shops } = await account('lucie.martin@example.com');
    expect(user).toMatchObject({ role: 'staff', is_verified: 1, user_type: 1 });
    expect(shops).toEqual(['METZ-CENTRE', 'WOIPPY']);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.password_hash, password)).toBe(true);
  });

  it('promotes an existing account, keeping its password, and sets or clears its shops', async () => {
    const before = await account('marie@example.com');
    const staff = await run(['--email', 'marie@example.com', '--role', 'staff', '--shop', 'WOIPPY']);
    expect(staff.code, staff.stderr).toBe(0);
    expect(staff.stdout).toContain('mot de passe inchangé');
    expect((await account('marie@example.com')).shops).toEqual(['WOIPPY']);

    const admin = await run(['--email', 'marie@example.com', '--role', 'admin']);
    expect(admin.code, admin.stderr).toBe(0);
    const after = await account('marie@example.com');
    expect(after.user).toMatchObject({ role: 'admin', password_hash: before.user?.password_hash });
    expect(after.shops).toEqual([]);
  });

  it('refuses an unknown shop, a weak or mismatched password and bad arguments in French, creating nothing', async () => {
    const email = ['--email', 'nouveau@example.com'];
    const password = 'Saucisson-sec-2026\n';
    // [arguments, stdin, what stderr says]
    const cases: [string[], string, string][] = [
      [
        [...email, '--role', 'staff', '--shop', 'NANCY'],
        password,
        'Boutique inconnue\u00a0: NANCY. Boutiques existantes\u00a0: METZ-CENTRE',
      ],
      [[...email, '--role', 'admin'], 'password\n', 'trop courant'],
      [[...email, '--role', 'admin'], 'court\n', 'au moins 8 caractères'],
      [[...email, '--role', 'admin'], `${password}Saucisson-sec-2027\n`, 'pas identiques'],
      [email, '', '--role staff ou --role admin'],
      [[...email, '--role', 'staff'], password, 'au moins une boutique'],
      [[...email, '--role', 'admin', '--shop', 'WOIPPY'], password, 'voit toutes les boutiques'],
      [[...email, '--role', 'admin', '--mot-de-passe', 'x'], password, 'Option inconnue\u00a0: --mot-de-passe.'],
      [['--email', 'pas-une-adresse', '--role', 'admin'], password, 'adresse e-mail valide'],
    ];
    // One after the other: processes starting together on two cores are slower than in turn.
    for (const [args, stdin, message] of cases) {
      const res = await run(args, stdin);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr).toContain(message);
      if (!args.includes('--role')) expect(res.stderr).toContain('Usage');
    }
    expect((await account('nouveau@example.com')).user).toBeUndefined();
  }, 240_000);

  it('migrates an empty database first: the first admin of a new installation', async () => {
    const fresh = path.join(dir, 'fresh.sqlite');
    const res = await run(['--email', 'patron@example.com', '--role', 'admin'], 'Pate-en-croute-2026\n', fresh);
    expect(res.code, res.stderr).toBe(0);
    const { db } = openDatabase(`file:${fresh}`);
    try {
      const row = await db.selectFrom('user_account').select(['role', 'email']).executeTakeFirst();
      expect(row).toEqual({ role: 'admin', email: 'patron@example.com' });
    } finally {
      await db.destroy();
    }
  });
});
