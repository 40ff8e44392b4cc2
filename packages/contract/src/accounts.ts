import { z } from 'zod';
import { checkPhoneNumber, SERVED_COUNTRIES } from './phone.js';
import { isValidVatNumber, normalizeVatNumber } from './vat-number.js';

export const UserType = z.union([z.literal(1), z.literal(2)], {
  error: 'Type de compte invalide (1 : particulier, 2 : professionnel).',
});

export const Country = z.enum(SERVED_COUNTRIES, {
  error: 'Choisissez la France, le Luxembourg, la Belgique ou l’Allemagne.',
});

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Password = z
  .string({ error: 'Saisissez un mot de passe.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.` });

export const Email = z
  .string({ error: 'Saisissez votre adresse e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'L’adresse e-mail est trop longue.' })
  .pipe(z.email({ error: 'Saisissez une adresse e-mail valide (exemple\u00a0: nom@domaine.fr).' }));

const text = (label: string, max: number) =>
  z
    .string({ error: `Saisissez ${label}.` })
    .trim()
    .min(1, { error: `Saisissez ${label}.` })
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères.` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères.` })
    .nullish()
    .transform((v) => (v ? v : null));

const POST_CODE_RULES: Record<(typeof SERVED_COUNTRIES)[number], { pattern: RegExp; example: string }> = {
  FR: { pattern: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/, example: '57000' },
  DE: { pattern: /^(?:0[1-9]|[1-9]\d)\d{3}$/, example: '66111' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  LU: { pattern: /^\d{4}$/, example: '1009' },
};

/** "L-1009" and "l 1009" are written "1009" in Luxembourg's own registers. */
const normalizePostCode = (value: string) =>
  value
    .trim()
    .toUpperCase()
    .replace(/^L[-\s]?/, '');

/** The fields of a customer's profile, shared by registration and profile update. */
const profileFields = {
  userType: UserType,
  email: Email,
  email2: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'L’adresse e-mail est trop longue.' })
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: 'Saisissez une adresse e-mail valide.' }).nullable()),
  firstName: text('votre prénom', 60),
  lastName: text('votre nom', 60),
  company: optionalText(120),
  vatNumber: optionalText(20).transform((v) => (v ? normalizeVatNumber(v) : null)),
  phoneNumber: z
    .string({ error: 'Saisissez votre numéro de mobile.' })
    .trim()
    .min(1, { error: 'Saisissez votre numéro de mobile.' }),
  phoneNumber2: optionalText(25),
  // Optional for a particulier who only picks up at a shop: the order screen asks for a delivery address.
  streetAndNumber: optionalText(120),
  postCode: optionalText(10),
  locality: optionalText(80),
  country: Country,
  favoriteStore: optionalText(40),
  wantsNewsletter: z.boolean({ error: 'Valeur attendue : oui ou non.' }).optional().default(false),
};

type ProfileDraft = {
  userType: 1 | 2;
  company: string | null;
  vatNumber: string | null;
  phoneNumber: string;
  phoneNumber2: string | null;
  streetAndNumber: string | null;
  postCode: string | null;
  locality: string | null;
  country: (typeof SERVED_COUNTRIES)[number];
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Rules across fields: phone numbers read with the country, post code by country, a pro's company and VAT.
 * They run even when another field failed (each checks only what is readable), so that a form shows every
 * problem at once.
 */
function checkProfile(draft: Partial<Record<keyof ProfileDraft, unknown>>, ctx: z.RefinementCtx) {
  const country = typeof draft.country === 'string' ? draft.country : undefined;
  if (isText(draft.phoneNumber)) {
    const mobile = checkPhoneNumber(draft.phoneNumber, country, 'mobile');
    if (!mobile.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: mobile.message });
  }
  if (isText(draft.phoneNumber2)) {
    const landline = checkPhoneNumber(draft.phoneNumber2, country, 'any');
    if (!landline.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber2'], message: landline.message });
  }
  const rule = POST_CODE_RULES[country as ProfileDraft['country']];
  if (rule && isText(draft.postCode) && !rule.pattern.test(normalizePostCode(draft.postCode))) {
    ctx.addIssue({
      code: 'custom',
      path: ['postCode'],
      message: `Code postal invalide pour ce pays (exemple\u00a0: ${rule.example}).`,
    });
  }
  checkAddress(draft, ctx);
  if (draft.userType === 2) {
    if (!isText(draft.company))
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'Saisissez le nom de votre société.' });
    if (!isText(draft.vatNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'Saisissez votre numéro de TVA intracommunautaire.',
      });
    } else if (!isValidVatNumber(draft.vatNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'Numéro de TVA invalide\u00a0: vérifiez-le (exemple\u00a0: FR83404833048).',
      });
    }
  }
}

const ADDRESS_MESSAGES = {
  streetAndNumber: 'Saisissez votre adresse (numéro et rue).',
  postCode: 'Saisissez votre code postal.',
  locality: 'Saisissez votre ville.',
} as const;

/**
 * The postal address is all or nothing: a pro gives it (deliveries and invoices), a particulier who
 * only picks up may leave it out, but an address begun is completed.
 */
function checkAddress(draft: Partial<Record<keyof ProfileDraft, unknown>>, ctx: z.RefinementCtx) {
  const fields = Object.keys(ADDRESS_MESSAGES) as (keyof typeof ADDRESS_MESSAGES)[];
  const begun = fields.some((field) => isText(draft[field]));
  if (draft.userType !== 2 && !begun) return;
  for (const field of fields) {
    if (!isText(draft[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: ADDRESS_MESSAGES[field] });
    }
  }
}

/** Once every rule holds: phone numbers in E.164, post codes as the country writes them. */
function normalizeProfile<T extends ProfileDraft>(draft: T): T {
  const e164 = (value: string) => {
    const phone = checkPhoneNumber(value, draft.country, 'any');
    return phone.ok ? phone.e164 : value;
  };
  return {
    ...draft,
    phoneNumber: e164(draft.phoneNumber),
    phoneNumber2: draft.phoneNumber2 ? e164(draft.phoneNumber2) : null,
    postCode: draft.postCode ? normalizePostCode(draft.postCode) : null,
  };
}

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export const RegisterRequest = z
  .object({ ...profileFields, password: Password })
  .superRefine(checkProfile, { when: isObject })
  .transform(normalizeProfile);
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const UpdateProfileRequest = z
  .object(profileFields)
  .superRefine(checkProfile, { when: isObject })
  .transform(normalizeProfile);
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const LoginRequest = z.object({
  email: z.string({ error: 'Saisissez votre adresse e-mail.' }).trim().toLowerCase().max(254),
  password: z.string({ error: 'Saisissez votre mot de passe.' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LOGIN_FAILED_MESSAGE = 'Adresse e-mail ou mot de passe incorrect.';

export const VerifyRequest = z.object({
  activationCode: z
    .string({ error: 'Saisissez le code reçu par SMS.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Le code d’activation comporte 6 chiffres.' }),
});

/**
 * POST /api/accounts/confirm-phone-number: the code sent by SMS to the new mobile given in the profile;
 * the number becomes the account's once the code is right.
 */
export const ConfirmPhoneNumberRequest = z.object({
  code: z
    .string({ error: 'Saisissez le code reçu par SMS.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Le code comporte 6 chiffres.' }),
});
export type ConfirmPhoneNumberRequest = z.infer<typeof ConfirmPhoneNumberRequest>;

/** POST /api/accounts/confirm-email: the token of the link mailed to the new address given in the profile. */
export const ConfirmEmailRequest = z.object({
  token: z.string({ error: 'Le lien de confirmation est incomplet.' }).trim().min(1).max(200),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

export const DeleteAccountRequest = z.object({
  confirm: z.literal(true, { error: 'Confirmez la suppression de votre compte.' }),
});

export const ResetTokenRequest = z.object({
  email: z.string({ error: 'Saisissez votre adresse e-mail.' }).trim().toLowerCase().max(254),
});

export const ResetPasswordRequest = z.object({
  token: z.string({ error: 'Le lien de réinitialisation est incomplet.' }).trim().min(1).max(200),
  password: Password,
});

/** Answers without a body of their own. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * POST /api/accounts/change-phone-number: an account not yet verified corrects its mobile; the new
 * code goes to the new number. Read like registration reads it (the country helps a national number).
 */
export const ChangePhoneNumberRequest = z
  .object({
    phoneNumber: profileFields.phoneNumber,
    country: Country.optional(),
  })
  .superRefine((draft, ctx) => {
    const mobile = checkPhoneNumber(draft.phoneNumber, draft.country, 'mobile');
    if (!mobile.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: mobile.message });
  })
  .transform((draft) => {
    const mobile = checkPhoneNumber(draft.phoneNumber, draft.country, 'mobile');
    return { phoneNumber: mobile.ok ? mobile.e164 : draft.phoneNumber };
  });
export type ChangePhoneNumberRequest = z.input<typeof ChangePhoneNumberRequest>;
