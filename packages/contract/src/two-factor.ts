import { z } from 'zod';
import { User } from './user.js';

// Issue 29: a second factor (TOTP, with recovery codes) for the back-office accounts (ADR 045).

/** How many recovery codes an enrolment gives; each serves once. */
export const RECOVERY_CODE_COUNT = 10;

/** What a recovery code is made of (RFC 4648 base32, lower case): no 0/O nor 1/l to confuse. */
const RECOVERY_CODE = /^[a-z2-7]{16}$/;
const TOTP_CODE = /^\d{6}$/;

/** Spaces and hyphens are only how a code is shown: « 123 456 », « abcd-efgh-… ». */
const compact = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

const TOTP_MESSAGE = 'Saisissez le code à 6\u00a0chiffres affiché par votre application d’authentification.';
const CODE_MESSAGE =
  'Saisissez le code à 6\u00a0chiffres de votre application, ou l’un de vos codes de secours (16\u00a0caractères).';

/** A code of the authenticator app: six digits. */
export const TotpCode = z
  .string({ error: TOTP_MESSAGE })
  .max(40, { error: TOTP_MESSAGE })
  .transform(compact)
  .pipe(z.string().regex(TOTP_CODE, { error: TOTP_MESSAGE }));

/** A code of the app, or one of the recovery codes. */
export const SecondFactorCode = z
  .string({ error: CODE_MESSAGE })
  .max(60, { error: CODE_MESSAGE })
  .transform(compact)
  .pipe(
    z.string().refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), {
      error: CODE_MESSAGE,
    }),
  );

export const isTotpCode = (code: string) => TOTP_CODE.test(code);

/** The second factor of the logged-in account (`GET /api/accounts/two-factor`). */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
  /** The owner requires it of this account (it can refund): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** A new secret to add to the authenticator app, waiting for its first code. */
export const TwoFactorEnrolment = z.object({
  /** The secret in base32, for typing it in by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` address the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG picture in a `data:` address, for an `<img>`. */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

export const ConfirmTwoFactorRequest = z.object({ code: TotpCode });
export type ConfirmTwoFactorRequest = z.input<typeof ConfirmTwoFactorRequest>;

/** The recovery codes, shown once: only their hashes are kept. */
export const RecoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()),
  status: TwoFactorStatus,
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

export const DisableTwoFactorRequest = z.object({ code: SecondFactorCode });
export type DisableTwoFactorRequest = z.input<typeof DisableTwoFactorRequest>;

/** New recovery codes (the old ones stop working), asked with a current code or a recovery code. */
export const RenewRecoveryCodesRequest = z.object({ code: SecondFactorCode });
export type RenewRecoveryCodesRequest = z.input<typeof RenewRecoveryCodesRequest>;

/** The login's second step, with the code of the app or a recovery code. */
export const SecondFactorLoginRequest = z.object({ code: SecondFactorCode });
export type SecondFactorLoginRequest = z.input<typeof SecondFactorLoginRequest>;

/** The password was right; the account asks for its second factor before a session opens. */
export const SecondFactorChallenge = z.object({
  secondFactorRequired: z.literal(true),
  message: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** The login's answer: the user (a session is open), or the request for the second factor. */
export const LoginResponse = z.union([User, SecondFactorChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const isSecondFactorChallenge = (answer: LoginResponse): answer is SecondFactorChallenge =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;

/** The owner's security settings (`/api/admin/security`). */
export const SecuritySettings = z.object({
  /** Every account that can refund (credit notes, refunds) must turn on the second factor. */
  requireTwoFactorForRefunds: z.boolean({ error: 'Valeur attendue\u00a0: oui ou non.' }),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** The 403 of the back office for an account the requirement holds, until it turns the second factor on. */
export const TWO_FACTOR_NEEDED_MESSAGE =
  'Le gérant exige la double authentification pour les comptes qui peuvent rembourser\u00a0: activez-la dans «\u00a0Sécurité\u00a0» pour continuer.';
