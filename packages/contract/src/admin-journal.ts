import { z } from 'zod';
import { CalendarDay } from './admin-orders.js';
import { PageNumber, paged, pageSize } from './common.js';

// The back office's journal (issue 14): who changed what, when, with the values before and after.

/** A kind of change, "entity.action": 'article.update', 'shop.closing-day.add', 'staff.revoke'… */
const KIND_PATTERN = /^[a-z][a-z-]*(\.[a-z][a-z-]*)*$/;

export const AuditValues = z.record(z.string(), z.unknown()).nullable();

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: 'Instant ISO 8601 (UTC)' }),
  /** Who made the change; null for the shop's system. */
  by: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
  kind: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** One French sentence. */
  summary: z.string(),
  before: AuditValues,
  after: AuditValues,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const JOURNAL_DEFAULT_PAGE_SIZE = 50;

export const JournalQuery = z
  .object({
    userId: z.coerce
      .number({ error: 'Personne invalide.' })
      .int({ error: 'Personne invalide.' })
      .min(1, { error: 'Personne invalide.' })
      .max(2_147_483_647, { error: 'Personne invalide.' })
      .optional(),
    /** An exact kind ('article.update') or its first part ('article': every change to articles). */
    kind: z
      .string()
      .trim()
      .max(60, { error: 'Type de modification inconnu.' })
      .regex(KIND_PATTERN, { error: 'Type de modification inconnu.' })
      .optional(),
    /** Paris calendar days, both included. */
    from: CalendarDay.optional(),
    to: CalendarDay.optional(),
    PageNumber,
    PageSize: pageSize(JOURNAL_DEFAULT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La date de fin doit suivre la date de début.',
    path: ['to'],
  });
export type JournalQuery = z.input<typeof JournalQuery>;

export const JournalResponse = paged(AuditEntry);
export type JournalResponse = z.infer<typeof JournalResponse>;

/** The people who appear in the journal, for its filter. */
export const JournalPeopleResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});
export type JournalPeopleResponse = z.infer<typeof JournalPeopleResponse>;
