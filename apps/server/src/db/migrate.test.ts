import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINE } from '../test/test-app.js';

describe(`migrations on ${TEST_ENGINE}`, () => {
  it('migrates a second database while the first one stands (PostgreSQL: each schema gets its own migration tables)', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    for (const database of [first, second]) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(database.db);
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    }
    await Promise.all([first.drop(), second.drop()]);
  });
});
