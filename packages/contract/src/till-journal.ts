import { z } from 'zod';
import { CalendarDay, ShopIdQuery } from './admin-orders.js';

// The counter journal that cannot be edited (issue 41, ADR 068): its entries, its closures, its archive.

/** The longest span of entries one call reads. */
export const TILL_JOURNAL_MAX_DAYS = 31;

const Hash = z.string().meta({ description: 'HMAC-SHA256 en hexadécimal (64 caractères)' });

export const TillVatShare = z.object({
  /** The rate in percent: 5.5, 20. */
  rate: z.number(),
  ht: z.number(),
  tva: z.number(),
  ttc: z.number(),
});
export type TillVatShare = z.infer<typeof TillVatShare>;

export const TillEntry = z.object({
  seq: z.number().int(),
  shopId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  kind: z.enum(['payment', 'reversal']),
  method: z.string(),
  /** In euros; a reversal's is negative. */
  amount: z.number(),
  vat: z.array(TillVatShare),
  userId: z.number().int().nullable(),
  at: z.string().meta({ description: 'Instant ISO 8601 (UTC)' }),
  prevHash: Hash,
  hash: Hash,
});
export type TillEntry = z.infer<typeof TillEntry>;

export const TillClosureKind = z.enum(['day', 'month', 'year'], {
  error: 'Type de clôture inconnu (day, month ou year).',
});

export const TillClosure = z.object({
  seq: z.number().int(),
  shopId: z.number().int(),
  kind: TillClosureKind,
  /** 2026-12-03, 2026-12 or 2026 (Paris). */
  period: z.string(),
  entryCount: z.number().int(),
  total: z.number(),
  byMethod: z.array(z.object({ method: z.string(), amount: z.number() })),
  byRate: z.array(TillVatShare),
  /** The shop's perpetual total, every day closed so far. */
  grandTotal: z.number(),
  closedAt: z.string(),
  prevHash: Hash,
  hash: Hash,
});
export type TillClosure = z.infer<typeof TillClosure>;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const TillJournalQuery = z
  .object({
    shopId: ShopIdQuery.optional(),
    /** Paris days, both included; default today. */
    from: CalendarDay.optional(),
    to: CalendarDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'La date de fin doit suivre la date de début.',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || dayCount(q.from, q.to) <= TILL_JOURNAL_MAX_DAYS, {
    error: `Une période de ${TILL_JOURNAL_MAX_DAYS}\u00a0jours au plus.`,
    path: ['to'],
  });
export type TillJournalQuery = z.input<typeof TillJournalQuery>;

export const TillJournalResponse = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(TillEntry),
  /** The days' closures of the period. */
  closures: z.array(TillClosure),
});
export type TillJournalResponse = z.infer<typeof TillJournalResponse>;

export const TillClosuresQuery = z.object({
  shopId: ShopIdQuery.optional(),
  kind: TillClosureKind.optional(),
});
export const TillClosuresResponse = z.object({ closures: z.array(TillClosure) });
export type TillClosuresResponse = z.infer<typeof TillClosuresResponse>;

export const TillPeriod = z
  .string({ error: 'Période invalide\u00a0: attendu AAAA, AAAA-MM ou AAAA-MM-JJ.' })
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, {
    error: 'Période invalide\u00a0: attendu AAAA, AAAA-MM ou AAAA-MM-JJ.',
  });

export const TillArchiveQuery = z.object({ period: TillPeriod, shopId: ShopIdQuery.optional() });
export type TillArchiveQuery = z.input<typeof TillArchiveQuery>;

/**
 * The archive of a period: the rows as stored (amounts in cents, figures as the JSON they were sealed with),
 * with their hashes, so that anyone holding the key can recompute each seal.
 */
export const TillArchive = z.object({
  period: z.string(),
  exportedAt: z.string(),
  algorithm: z.literal('HMAC-SHA256'),
  /** How a seal is computed: over JSON.stringify([kind, …columns in order…, prev_hash]). */
  sealedFields: z.object({ entry: z.array(z.string()), closure: z.array(z.string()) }),
  entries: z.array(
    z.object({
      seq: z.number().int(),
      shop_id: z.number().int(),
      order_id: z.number().int(),
      order_number: z.string(),
      kind: z.string(),
      method: z.string(),
      amount_cents: z.number().int(),
      vat: z.string(),
      counter_payment_id: z.number().int(),
      user_id: z.number().int().nullable(),
      at: z.string(),
      prev_hash: Hash,
      hash: Hash,
    }),
  ),
  closures: z.array(
    z.object({
      seq: z.number().int(),
      shop_id: z.number().int(),
      kind: z.string(),
      period: z.string(),
      entry_count: z.number().int(),
      total_cents: z.number().int(),
      by_method: z.string(),
      by_rate: z.string(),
      grand_total_cents: z.number().int(),
      closed_at: z.string(),
      prev_hash: Hash,
      hash: Hash,
    }),
  ),
});
export type TillArchive = z.infer<typeof TillArchive>;
