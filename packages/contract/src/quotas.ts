import { z } from 'zod';
import { CART_MAX_QUANTITY } from './constants.js';
import { isCalendarDate } from './paris-time.js';

// The meat there is (issue 40): per article, how much the business sells on a day, in the article's sale unit
// (kg or pieces), across its shops. A quota set through a holiday (`holidayId`) is that holiday day's
// (docs/decisions/070-quotas-per-article-and-day.md).

/** At this many (kg or pieces) left or fewer, the catalogue says « Plus que 3 ». */
export const FEW_LEFT = 5;

/** How many dated quotas one article may hold at once. */
export const MAX_QUOTAS = 60;

const DATE_ERROR = 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-24.';
const QUANTITY_ERROR = 'Indiquez une quantité d’au moins 0 (en kg ou en pièces, selon l’article).';

/** One quota as the owner's editor reads it. */
export const ArticleQuota = z.object({
  date: z.string(),
  /** The holiday day it was set through, with its label; null for a plain date. */
  holidayId: z.number().int().nullable(),
  holidayLabel: z.string().nullable(),
  /** In the article's sale unit. */
  quantity: z.number(),
  /** What the live orders leave of it. */
  remaining: z.number(),
});
export type ArticleQuota = z.infer<typeof ArticleQuota>;

export const ArticleQuotasResponse = z.object({
  saleUnit: z.enum(['kg', 'piece']),
  items: z.array(ArticleQuota),
});
export type ArticleQuotasResponse = z.infer<typeof ArticleQuotasResponse>;

const QuotaEntry = z
  .object({
    date: z.string({ error: DATE_ERROR }).trim().refine(isCalendarDate, { error: DATE_ERROR }).optional(),
    holidayId: z
      .number({ error: 'Ce jour de fête n’existe pas.' })
      .int({ error: 'Ce jour de fête n’existe pas.' })
      .min(1, { error: 'Ce jour de fête n’existe pas.' })
      .max(2_147_483_647, { error: 'Ce jour de fête n’existe pas.' })
      .optional(),
    quantity: z
      .number({ error: QUANTITY_ERROR })
      .min(0, { error: QUANTITY_ERROR })
      .max(CART_MAX_QUANTITY * 100, { error: `Une quantité ne peut pas dépasser ${CART_MAX_QUANTITY * 100}.` })
      .refine((q) => Number.isInteger(Math.round(q * 100 * 1e6) / 1e6), {
        error: 'Indiquez une quantité au centième près (par exemple 12,5).',
      }),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if ((entry.date === undefined) === (entry.holidayId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'Indiquez soit une date, soit un jour de fête, pour chaque quantité.',
      });
    }
  });

/** `PUT /api/admin/articles/{id}/quotas`: the article's whole list of quotas, which replaces the former one. */
export const PutArticleQuotasRequest = z
  .array(QuotaEntry, { error: 'Envoyez la liste des quantités par jour.' })
  .max(MAX_QUOTAS, { error: `${MAX_QUOTAS} jours au plus par article.` });
export type PutArticleQuotasRequest = z.input<typeof PutArticleQuotasRequest>;
