import type { Db } from '../../db/database.js';
import * as repo from './journal.repository.js';

// The journal's writer (ADR 048): every module that changes something in the back office records it here, in
// the same transaction. Reading the journal is the back office's (modules/admin-journal).

export type Values = Record<string, unknown>;

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
