import { z } from 'zod';
import { ERROR_CODES, type ErrorCode as ErrorCodeName } from './error-codes.js';

export * from './error-codes.js';
/** The kind of a refusal, as a type (the table is in error-codes.ts, without zod). */
export type ErrorCode = ErrorCodeName;

export const ErrorCode = z.enum(ERROR_CODES).meta({
  description: 'Le genre de refus, pour un programme (le texte pour une personne est dans `detail`).',
});

/** Every error answer of the API: validation details come per field under `errors`. */
export const ProblemDetails = z.object({
  title: z.string(),
  status: z.number().int(),
  code: ErrorCode,
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** HOLD_TOO_SMALL: what the card holds, and what the changed order needs held (euros). */
  heldAmount: z.number().optional(),
  neededAmount: z.number().optional(),
  /** BALANCE_DUE: what is still to pay at the shop (euros). */
  dueAmount: z.number().optional(),
  /** DAY_HAS_ORDERS: the open orders of the day the owner would close. */
  orderCount: z.number().int().optional(),
  /** SOLD_OUT: the article past its day's quota, and what is left of it (in its sale unit). */
  articleId: z.number().int().optional(),
  remaining: z.number().optional(),
});
/** The amounts (and counts) a refusal carries beside its French detail. */
export type ProblemAmounts = Pick<
  ProblemDetails,
  'heldAmount' | 'neededAmount' | 'dueAmount' | 'orderCount' | 'articleId' | 'remaining'
>;
export type ProblemDetails = z.infer<typeof ProblemDetails>;
