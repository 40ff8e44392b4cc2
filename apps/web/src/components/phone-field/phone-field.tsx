import { type ReactNode, useId, useRef } from 'react';
import { FieldError } from '../ui/field-error';
import type { CountryOptions } from './countries';
import { CountrySelect } from './country-select';
import type { PhoneInputResult, PhoneMode } from './phone-number';
import { usePhoneCountries } from './use-phone-countries';
import { usePhoneInput } from './use-phone-input';

export type PhoneFieldProps = CountryOptions & {
  /** The visible label, above the field. */
  label: string;
  id?: string;
  /** Name of a hidden input carrying the E.164 number, for forms posted as they are. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field and linked to it. */
  help?: ReactNode;
  /** Controlled number (E.164 or any text the parser reads); pass back `result.e164` from onChange. */
  value?: string;
  /** Uncontrolled starting number. */
  defaultValue?: string;
  /** Called on every change of the number or of the country. */
  onChange?: (result: PhoneInputResult) => void;
  onBlur?: () => void;
  /** How a valid number is shown and given in `formatted` (default `auto`). */
  mode?: PhoneMode;
  /** Most characters the field takes (default 25). */
  maxLength?: number;
  /** Drops, as typed or pasted, whatever is not a digit, a space, a parenthesis, a plus or a hyphen. */
  validCharactersOnly?: boolean;
  /** A change whose whole text does not match is refused (the field keeps its text). */
  pattern?: RegExp;
  /** Overrides the country taken from the browser's language. */
  defaultCountry?: string;
  /** The message set with setCustomValidity when the number is not valid (default: the error's own message). */
  invalidMessage?: string;
  /** A message from elsewhere (the server), shown instead of the field's own. */
  error?: string;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
};
/**
 * A phone number field: country button with flag and calling code, and the number, read with libphonenumber-js.
 * No business knowledge: the countries, mode and messages come as props.
 */
export function PhoneField({
  label,
  id: givenId,
  name,
  required,
  disabled,
  help,
  value,
  defaultValue,
  onChange,
  onBlur,
  mode = 'auto',
  maxLength = 25,
  validCharactersOnly = false,
  pattern,
  defaultCountry,
  invalidMessage,
  error,
  placeholder,
  autoComplete = 'tel',
  className,
  onlyCountries,
  ignoredCountries,
  preferredCountries,
}: PhoneFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const groupRef = useRef<HTMLDivElement>(null);
  const { countries, preferredCount, home } = usePhoneCountries(
    { onlyCountries, ignoredCountries, preferredCountries },
    defaultCountry,
  );
  const phone = usePhoneInput({
    countries,
    home,
    value,
    defaultValue,
    onChange,
    mode,
    maxLength,
    validCharactersOnly,
    pattern,
    invalidMessage,
    error,
  });
  const { inputRef, shownMessage } = phone;

  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : '', shownMessage ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-gray-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-gray-700">
            {' '}
            *
          </span>
        )}
      </label>
      <div ref={groupRef} className="relative flex">
        <CountrySelect
          id={`${id}-country`}
          countries={countries}
          preferredCount={preferredCount}
          value={phone.country}
          onChange={phone.onCountryChange}
          anchorRef={groupRef}
          focusNext={() => inputRef.current?.focus()}
          disabled={disabled}
        />
        <input
          ref={inputRef}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          value={phone.text}
          onChange={phone.onInput}
          onBlur={() => {
            phone.onInputBlur();
            onBlur?.();
          }}
          onInvalid={() => phone.setTouched(true)}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={shownMessage ? true : undefined}
          aria-describedby={describedBy}
          className={`h-11 w-full min-w-0 flex-1 rounded-r-lg border bg-white px-3 text-base text-gray-900 tabular-nums placeholder:text-gray-500 focus-visible:relative focus-visible:z-10 disabled:cursor-not-allowed disabled:bg-gray-100 ${
            shownMessage ? 'border-red-700' : 'border-gray-400'
          }`}
        />
      </div>
      {help && (
        <p id={helpId} className="mt-1 text-sm text-gray-700">
          {help}
        </p>
      )}
      <FieldError id={errorId} message={shownMessage} />
      {name && <input type="hidden" name={name} value={phone.result.e164} />}
    </div>
  );
}
