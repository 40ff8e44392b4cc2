import { describe, expect, it } from 'vitest';
import { ChangePhoneNumberRequest, RegisterRequest, UpdateProfileRequest } from './index.js';

const particulier = {
  userType: 1,
  email: '  Marie.Dupont@Example.com ',
  firstName: 'Marie',
  lastName: 'Dupont',
  phoneNumber: '06 12 34 56 78',
  streetAndNumber: '3 rue des Jardins',
  postCode: '57000',
  locality: 'Metz',
  country: 'FR',
  password: 'une-phrase-de-passe',
};
const pro = { ...particulier, userType: 2, company: 'Bistrot du Marché', vatNumber: 'fr 83 404 833 048' };

const errorsOf = (input: unknown) => {
  const result = RegisterRequest.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('RegisterRequest', () => {
  it('normalizes a particulier: e-mail in lower case, mobile in E.164', () => {
    const parsed = RegisterRequest.parse(particulier);
    expect(parsed.email).toBe('marie.dupont@example.com');
    expect(parsed.phoneNumber).toBe('+33612345678');
    expect(parsed.wantsNewsletter).toBe(false);
    expect(parsed.company).toBeNull();
  });

  it('accepts a pro with a valid VAT number, normalized', () => {
    expect(RegisterRequest.parse(pro).vatNumber).toBe('FR83404833048');
  });

  it.each([
    [{ userType: 2, company: '', vatNumber: 'FR83404833048' }, 'company', /société/],
    [{ userType: 2, company: 'Bistrot', vatNumber: '' }, 'vatNumber', /TVA/],
    [{ userType: 2, company: 'Bistrot', vatNumber: 'FR84404833048' }, 'vatNumber', /invalide/],
    [{ email: 'marie@' }, 'email', /adresse e-mail valide/],
    [{ password: 'court' }, 'password', /au moins 8 caractères/],
    [{ phoneNumber: '03 87 36 42 18' }, 'phoneNumber', /mobile valide/],
    [{ phoneNumber: '+1 202 555 0143' }, 'phoneNumber', /mobile valide|Seuls/],
    [{ phoneNumber: '+44 7911 123456' }, 'phoneNumber', /Seuls les numéros/],
    [{ country: 'ES' }, 'country', /France/],
    [{ postCode: '5700' }, 'postCode', /exemple\u00a0: 57000/],
    [{ country: 'BE', postCode: '57000', phoneNumber: '+32 470 12 34 56' }, 'postCode', /exemple\u00a0: 1000/],
    [{ firstName: '   ' }, 'firstName', /prénom/],
    [{ userType: 3 }, 'userType', /Type de compte/],
  ])('rejects %o on %s with a French message', (change, field, message) => {
    const errors = errorsOf({ ...particulier, ...change });
    expect(errors[field], JSON.stringify(errors)).toMatch(message);
  });

  it('reads a Belgian mobile with the Belgian country and a Luxembourg post code written L-1009', () => {
    const be = RegisterRequest.parse({ ...particulier, country: 'BE', postCode: '1000', phoneNumber: '0470 12 34 56' });
    expect(be.phoneNumber).toBe('+32470123456');
    const lu = RegisterRequest.parse({
      ...particulier,
      country: 'LU',
      postCode: 'L-1009',
      phoneNumber: '+352 621 123 456',
    });
    expect(lu.postCode).toBe('1009');
  });

  it('accepts a long passphrase of 64 characters and more', () => {
    expect(RegisterRequest.safeParse({ ...particulier, password: 'x'.repeat(64) }).success).toBe(true);
    expect(RegisterRequest.safeParse({ ...particulier, password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('UpdateProfileRequest', () => {
  it('has the same rules without a password', () => {
    const { password: _, ...profile } = particulier;
    expect(UpdateProfileRequest.parse({ ...profile, phoneNumber2: '03 87 36 42 18' }).phoneNumber2).toBe(
      '+33387364218',
    );
    expect(UpdateProfileRequest.safeParse({ ...profile, postCode: 'abc' }).success).toBe(false);
  });
});

describe('the postal address at registration', () => {
  const noAddress = { ...particulier, streetAndNumber: '', postCode: '', locality: '' };

  it('is optional for a particulier (pickup only): nothing is kept', () => {
    const parsed = RegisterRequest.parse(noAddress);
    expect(parsed).toMatchObject({ streetAndNumber: null, postCode: null, locality: null, country: 'FR' });
    const { streetAndNumber: _s, postCode: _p, locality: _l, ...without } = particulier;
    expect(RegisterRequest.safeParse(without).success).toBe(true);
  });

  it('is completed once begun, and still checked', () => {
    expect(errorsOf({ ...noAddress, postCode: '57000' })).toEqual({
      streetAndNumber: 'Saisissez votre adresse (numéro et rue).',
      locality: 'Saisissez votre ville.',
    });
    expect(errorsOf({ ...particulier, postCode: '5700' }).postCode).toMatch(/exemple\u00a0: 57000/);
  });

  it('stays required for a pro (deliveries and invoices)', () => {
    expect(Object.keys(errorsOf({ ...pro, streetAndNumber: '', postCode: '', locality: '' })).sort()).toEqual([
      'locality',
      'postCode',
      'streetAndNumber',
    ]);
  });
});

describe('ChangePhoneNumberRequest', () => {
  it('reads the mobile like registration: E.164, the country helping a national number', () => {
    expect(ChangePhoneNumberRequest.parse({ phoneNumber: '06 12 34 56 78' })).toEqual({ phoneNumber: '+33612345678' });
    expect(ChangePhoneNumberRequest.parse({ phoneNumber: '0470 12 34 56', country: 'BE' })).toEqual({
      phoneNumber: '+32470123456',
    });
  });

  it.each([
    [{ phoneNumber: '' }, /Saisissez votre numéro de mobile/],
    [{ phoneNumber: '03 87 36 42 18' }, /numéro de mobile valide/],
    [{ phoneNumber: '+44 7911 123456' }, /Seuls les numéros/],
    [{ phoneNumber: '06 12 34 56 78', country: 'US' }, /France, le Luxembourg/],
  ])('refuses %o', (input, message) => {
    const result = ChangePhoneNumberRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});
