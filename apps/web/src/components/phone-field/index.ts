export type { Country } from './countries';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export type { PhoneErrorCode, PhoneInputResult, PhoneMode } from './phone-number';
