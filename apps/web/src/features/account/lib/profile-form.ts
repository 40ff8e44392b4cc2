import { COUNTRY_NAMES, SERVED_COUNTRIES, USER_TYPE, type User } from '@boucherie/contract';

/** What the profile inputs hold: text everywhere ('' for an empty optional field), as the contract reads it. */
export type ProfileFormValues = {
  userType: 1 | 2;
  email: string;
  email2: string;
  firstName: string;
  lastName: string;
  company: string;
  vatNumber: string;
  phoneNumber: string;
  phoneNumber2: string;
  streetAndNumber: string;
  postCode: string;
  locality: string;
  country: string;
  favoriteStore: string;
  wantsNewsletter: boolean;
};

export type RegisterFormValues = ProfileFormValues & { password: string };

export const PROFILE_FIELDS = [
  'userType',
  'email',
  'email2',
  'firstName',
  'lastName',
  'company',
  'vatNumber',
  'phoneNumber',
  'phoneNumber2',
  'streetAndNumber',
  'postCode',
  'locality',
  'country',
  'favoriteStore',
  'wantsNewsletter',
] as const satisfies readonly (keyof ProfileFormValues)[];

export const REGISTER_FIELDS = [...PROFILE_FIELDS, 'password'] as const;

export const EMPTY_PROFILE: ProfileFormValues = {
  userType: USER_TYPE.particulier,
  email: '',
  email2: '',
  firstName: '',
  lastName: '',
  company: '',
  vatNumber: '',
  phoneNumber: '',
  phoneNumber2: '',
  streetAndNumber: '',
  postCode: '',
  locality: '',
  country: 'FR',
  favoriteStore: '',
  wantsNewsletter: false,
};

export function profileFromUser(user: User): ProfileFormValues {
  return {
    userType: user.userType === USER_TYPE.pro ? USER_TYPE.pro : USER_TYPE.particulier,
    email: user.email,
    email2: user.email2 ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company ?? '',
    vatNumber: user.vatNumber ?? '',
    phoneNumber: user.phoneNumber,
    phoneNumber2: user.phoneNumber2 ?? '',
    streetAndNumber: user.streetAndNumber,
    postCode: user.postCode,
    locality: user.locality,
    country: user.country,
    favoriteStore: user.favoriteStore ?? '',
    wantsNewsletter: user.wantsNewsletter,
  };
}

/** A particulier has no company: what the hidden pro fields may still hold is not sent. */
export function withoutHiddenFields<T extends ProfileFormValues>(values: T): T {
  return values.userType === USER_TYPE.pro ? values : { ...values, company: '', vatNumber: '' };
}

export const COUNTRY_OPTIONS = SERVED_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** The favourite shop: its department code, or none. */
export type ShopOption = { value: string; label: string };
