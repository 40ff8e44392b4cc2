import { RegisterRequest } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../../lib/forms/zod-resolver';
import { EMPTY_PROFILE, type RegisterFormValues, withoutHiddenFields } from './profile-form';
import { LoginForm, ResetPasswordForm } from './schemas';

const options = { fields: {}, shouldUseNativeValidation: false };
const valid: RegisterFormValues = {
  ...EMPTY_PROFILE,
  firstName: ' Marie ',
  lastName: 'Dupont',
  email: 'Marie@Example.com',
  phoneNumber: '06 12 34 56 78',
  streetAndNumber: '3 rue des Clercs',
  postCode: '57000',
  locality: 'Metz',
  password: 'une phrase de passe',
};

describe('zodResolver', () => {
  it('gives the form the values as the contract parses them (trimmed, lower-case e-mail, E.164)', async () => {
    const result = await zodResolver<RegisterFormValues, typeof RegisterRequest>(RegisterRequest)(
      valid,
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      firstName: 'Marie',
      email: 'marie@example.com',
      phoneNumber: '+33612345678',
      email2: null,
      company: null,
    });
  });

  it('puts the first message of each field under its name', async () => {
    const resolve = zodResolver<RegisterFormValues, typeof RegisterRequest>(RegisterRequest);
    const { errors } = await resolve({ ...valid, email: 'nope', userType: 2, postCode: '1' }, undefined, options);
    expect(errors.email?.message).toMatch(/Saisissez une adresse e-mail valide/);
    expect(errors.company?.message).toBe('Saisissez le nom de votre société.');
    expect(errors.vatNumber?.message).toBe('Saisissez votre numéro de TVA intracommunautaire.');
    expect(errors.postCode?.message).toMatch(/Code postal invalide pour ce pays/);
  });

  it('leaves the hidden pro fields of a particulier out', async () => {
    const resolve = zodResolver<RegisterFormValues, typeof RegisterRequest>(RegisterRequest, withoutHiddenFields);
    const result = await resolve({ ...valid, company: 'Oubliée', vatNumber: 'X'.repeat(30) }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ company: null, vatNumber: null });
  });

  it('names empty login fields, and a password typed differently twice', async () => {
    const login = await zodResolver<{ email: string; password: string }, typeof LoginForm>(LoginForm)(
      { email: ' ', password: '' },
      undefined,
      options,
    );
    expect(login.errors.email?.message).toBe('Saisissez votre adresse e-mail.');
    expect(login.errors.password?.message).toBe('Saisissez votre mot de passe.');

    type Reset = { token: string; password: string; confirmation: string };
    const reset = await zodResolver<Reset, typeof ResetPasswordForm>(ResetPasswordForm)(
      { token: 't', password: 'court', confirmation: 'autre' },
      undefined,
      options,
    );
    expect(reset.errors.password?.message).toMatch(/au moins 8 caractères/);
    expect(reset.errors.confirmation?.message).toBe('Les deux mots de passe ne sont pas identiques.');
  });
});
