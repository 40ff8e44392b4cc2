import { z } from 'zod';
import { Money } from './common.js';

// The e-reporting of B2C sales (issue 41, ADR 072): per Paris day, the particuliers' sales handed over, by VAT
// rate, and the payments they were paid with, by method; what the plateforme agréée is sent for a period.

export const EreportingPeriod = z
  .string({ error: 'Indiquez le mois au format AAAA-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Indiquez le mois au format AAAA-MM (2027-09).' });

export const EreportingQuery = z.object({ period: EreportingPeriod });
export type EreportingQuery = z.input<typeof EreportingQuery>;

/** Card (online or at the till), cash, cheque, titre-restaurant. */
export const EREPORTING_METHODS = ['card', 'cash', 'cheque', 'meal_voucher'] as const;
export const EreportingMethod = z.enum(EREPORTING_METHODS);
export type EreportingMethod = z.infer<typeof EreportingMethod>;

export const EreportingRate = z.object({
  /** Percent: 5.5, 20. */
  rate: z.number(),
  ht: Money,
  tva: Money,
  ttc: Money,
});

export const EreportingDay = z.object({
  date: z.string(),
  byRate: z.array(EreportingRate),
  payments: z.array(z.object({ method: EreportingMethod, amount: Money })),
});
export type EreportingDay = z.infer<typeof EreportingDay>;

export const EreportingResponse = z.object({
  period: z.string(),
  days: z.array(EreportingDay),
});
export type EreportingResponse = z.infer<typeof EreportingResponse>;
