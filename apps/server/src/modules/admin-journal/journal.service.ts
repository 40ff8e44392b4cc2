import {
  addDays,
  type JournalPeopleResponse,
  type JournalQuery,
  type JournalResponse,
  parisInstant,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import type { Values } from '../journal/journal.service.js';
import * as repo from './journal.repository.js';

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
  const { rows, total } = await repo.findAuditEntries(db, filter, query.PageSize, offsetOf(query));
  return pageOf(
    rows.map((row) => ({
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
    query,
    total,
  );
}

export async function listJournalPeople(db: Db): Promise<JournalPeopleResponse> {
  const rows = await repo.findJournalPeople(db);
  return { items: rows.map((row) => ({ id: row.id, name: personName(row), role: row.role })) };
}
