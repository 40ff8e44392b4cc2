import { z } from 'zod';

/** Every error answer of the API: validation details come per field under `errors`. */
export const ProblemDetails = z.object({
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;
