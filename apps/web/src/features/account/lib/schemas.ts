import { LoginRequest, ResetPasswordRequest, ResetTokenRequest } from '@boucherie/contract';

// The contract's request schemas, plus what only a form needs: an empty field is named at once
// (the server answers an empty login with its generic failure), and the new password typed twice.

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
// Refinements run even when a field already failed, so every problem shows at once (as in the contract).
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const LoginForm = LoginRequest.superRefine((values, ctx) => {
  if (!filled(values.email)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'Saisissez votre adresse e-mail.' });
  }
  if (!filled(values.password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Saisissez votre mot de passe.' });
  }
}, always);

export const PasswordRequestForm = ResetTokenRequest.superRefine((values, ctx) => {
  if (!filled(values.email)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'Saisissez votre adresse e-mail.' });
  }
}, always);

/** The confirmation is a plain text (the login's password rule): only its match with the password counts. */
export const ResetPasswordForm = ResetPasswordRequest.extend({ confirmation: LoginRequest.shape.password }).superRefine(
  (values, ctx) => {
    if (!filled(values.confirmation)) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'Saisissez de nouveau le mot de passe.' });
    } else if (values.password !== values.confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmation'],
        message: 'Les deux mots de passe ne sont pas identiques.',
      });
    }
  },
  always,
);
