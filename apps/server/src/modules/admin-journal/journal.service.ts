import {
  addDays,
  type JournalPeopleResponse,
  type JournalQuery,
  type JournalResponse,
  parisInstant,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from './journal.repository.js';

type Values = Record<string, unknown>;

/** One change made in the back office, as the service that made it describes it. */
export type AuditChange = {
  at: string;
  /** Who made it; null for the shop's system (a scheduled job). */
  userId: number | null;
  kind: string;
  entityType: string;
  entityId: string | number | null;
  summary: string;
  before?: Values | null;
  after?: Values | null;
};

/**
 * Records a change in the journal. Call it with the transaction that makes the change, so that the
 * change and its record are written together or not at all.
 */
export function recordChange(db: Db, change: AuditChange) {
  return repo.insertAuditEntry(db, {
    at: change.at,
    user_id: change.userId,
    kind: change.kind,
    entity_type: change.entityType,
    entity_id: change.entityId === null ? null : String(change.entityId),
    summary: change.summary,
    before: change.before ? JSON.stringify(change.before) : null,
    after: change.after ? JSON.stringify(change.after) : null,
  });
}

/**
 * The fields that differ between two states of a thing, each side keeping only those: what the journal
 * shows for an update. Values are compared by their JSON form (arrays and objects included).
 */
export function changedValues(before: Values, after: Values): { before: Values; after: Values } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

const personName = (row: { first_name: string | null; last_name: string | null; email: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || 'Compte supprimé';

const parseValues = (json: string | null): Values | null => (json ? (JSON.parse(json) as Values) : null);

export async function listJournal(db: Db, query: z.output<typeof JournalQuery>): Promise<JournalResponse> {
  const filter: repo.JournalFilter = {
    userId: query.userId,
    kind: query.kind,
    from: query.from ? parisInstant(query.from, '00:00').toISOString() : undefined,
    until: query.to ? parisInstant(addDays(query.to, 1), '00:00').toISOString() : undefined,
  };
  const { rows, total } = await repo.findAuditEntries(
    db,
    filter,
    query.PageSize,
    (query.PageNumber - 1) * query.PageSize,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      by: row.user_id === null ? null : { id: row.user_id, name: personName(row), role: row.role ?? 'customer' },
      kind: row.kind,
      entityType: row.entity_type,
      entityId: row.entity_id,
      summary: row.summary,
      before: parseValues(row.before),
      after: parseValues(row.after),
    })),
    pageNumber: query.PageNumber,
    pageSize: query.PageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.PageSize),
  };
}

export async function listJournalPeople(db: Db): Promise<JournalPeopleResponse> {
  const rows = await repo.findJournalPeople(db);
  return { items: rows.map((row) => ({ id: row.id, name: personName(row), role: row.role })) };
}
