import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export type JournalFilter = {
  userId?: number | undefined;
  /** An exact kind, or its first part. */
  kind?: string | undefined;
  /** Instants (ISO, UTC), from included, until excluded. */
  from?: string | undefined;
  until?: string | undefined;
};

function filtered(db: Db, filter: JournalFilter) {
  let query = db.selectFrom('audit_entry as a').leftJoin('user_account as u', 'u.id', 'a.user_id');
  if (filter.userId !== undefined) query = query.where('a.user_id', '=', filter.userId);
  if (filter.kind !== undefined) {
    const kind = filter.kind;
    query = query.where((eb) => eb.or([eb('a.kind', '=', kind), eb('a.kind', 'like', `${kind}.%`)]));
  }
  if (filter.from !== undefined) query = query.where('a.at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('a.at', '<', filter.until);
  return query;
}

/** A page of the journal, newest first, with the total count. */
export async function findAuditEntries(db: Db, filter: JournalFilter, limit: number, offset: number) {
  const rows = await filtered(db, filter)
    .select([
      'a.id',
      'a.at',
      'a.user_id',
      'a.kind',
      'a.entity_type',
      'a.entity_id',
      'a.summary',
      'a.before',
      'a.after',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await filtered(db, filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export type AuditEntryRow = Awaited<ReturnType<typeof findAuditEntries>>['rows'][number];

/** Everyone who appears in the journal. */
export function findJournalPeople(db: Db) {
  return db
    .selectFrom('user_account as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.role'])
    .where('u.id', 'in', (eb) => eb.selectFrom('audit_entry').select('user_id').where('user_id', 'is not', null))
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}
