import type { Db } from '../../db/database.js';
import type { AuditEntryTable } from '../../db/schema.js';

export type NewAuditEntry = Omit<AuditEntryTable, 'id'>;

/** Appends to the journal; the application never updates or deletes its rows. */
export function insertAuditEntry(db: Db, entry: NewAuditEntry) {
  return db.insertInto('audit_entry').values(entry).execute();
}
