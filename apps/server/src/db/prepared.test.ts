import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';
import { prepared } from './prepared.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepared queries', () => {
  it('bind each call its own values in the SQL compiled once, constants kept', async () => {
    let builds = 0;
    const activeByName = prepared((db, name: string, limit: number) => {
      builds += 1;
      return db
        .selectFrom('article')
        .select(['id', 'designation'])
        .where('is_active', '=', 1)
        .where('designation', 'like', name)
        .orderBy('id')
        .limit(limit);
    });
    const all = await t.app.db
      .selectFrom('article')
      .select(['id', 'designation'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    const first = all[0] as { id: number; designation: string };
    expect((await activeByName(t.app.db, first.designation, 5)).rows).toEqual([first]);
    expect((await activeByName(t.app.db, '%', 3)).rows).toEqual(all.slice(0, 3));
    expect((await activeByName(t.app.db, 'aucun article ne porte ce nom', 3)).rows).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuse a query whose shape, not a value, depends on an argument', async () => {
    const shaped = prepared((db, column: string) => db.selectFrom('article').select(column as 'id'));
    await expect(async () => shaped(t.app.db, 'id')).rejects.toThrow(/argument 0 is not a bound value/);
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    'run as named statements on PostgreSQL, prepared once per connection',
    async () => {
      const byId = prepared((db, id: number) => db.selectFrom('article').select('designation').where('id', '=', id));
      const statements = await t.app.db.transaction().execute(async (trx) => {
        // One connection: the first call prepares the statement, the second runs it again.
        await byId(trx, 1);
        await byId(trx, 2);
        return (
          await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 's%'`.execute(
            trx,
          )
        ).rows.map((r) => r.statement);
      });
      expect(statements.filter((text) => text === 'select "designation" from "article" where "id" = $1')).toHaveLength(
        1,
      );
    },
  );
});
