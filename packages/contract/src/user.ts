import { z } from 'zod';

/** The user as the API answers it: the specification's fields, nothing more. */
export const User = z.object({
  userType: z.number().int(),
  email: z.string(),
  email2: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  vatNumber: z.string().nullable(),
  phoneNumber: z.string(),
  phoneNumber2: z.string().nullable(),
  streetAndNumber: z.string(),
  postCode: z.string(),
  locality: z.string(),
  country: z.string(),
  favoriteStore: z.string().nullable(),
  wantsNewsletter: z.boolean(),
  isVerified: z.boolean(),
});
export type User = z.infer<typeof User>;
