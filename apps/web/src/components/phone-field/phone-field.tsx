import { type ChangeEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldError } from '../ui/field-error';
import { buildCountryList, type Country, type CountryOptions, countryFromLanguages } from './countries';
import { CountrySelect } from './country-select';
import { phoneErrorMessage } from './messages';
import {
  analysePhone,
  detectCountry,
  keepValidCharacters,
  normalizePhoneText,
  type PhoneErrorCode,
  type PhoneInputResult,
  type PhoneMode,
} from './phone-number';

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

type State = { text: string; country: Country; emitted: string };

// Errors that typing more cannot cure are shown at once; the others wait until the field is left.
const SHOWN_WHILE_TYPING = new Set<PhoneErrorCode>(['TOO_LONG', 'COUNTRY_NOT_ALLOWED']);

const csv = (codes: readonly string[] | undefined) => (codes ?? []).join(',');
const codes = (text: string) => (text === '' ? [] : text.split(','));

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);

  const [only, ignored, preferred] = [csv(onlyCountries), csv(ignoredCountries), csv(preferredCountries)];
  const { countries, preferredCount } = useMemo(() => {
    const list = buildCountryList({
      onlyCountries: codes(only),
      ignoredCountries: codes(ignored),
      preferredCountries: codes(preferred),
    });
    if (list.countries.length === 0) throw new Error('PhoneField: no country left to choose from');
    return list;
  }, [only, ignored, preferred]);
  // The user's country: given, else from the browser's language, else the first preferred (the list's first).
  const home = useMemo(
    () =>
      countries.find((country) => country.iso2 === defaultCountry?.toUpperCase()) ??
      countryFromLanguages(browserLanguages(), countries) ??
      (countries[0] as Country),
    [countries, defaultCountry],
  );

  const analyse = (text: string, country: Country) =>
    analysePhone(text, { country, countries, mode, iddFrom: home.iso2 });
  const fromValue = (text: string, fallback: Country): State => {
    const country = detectCountry(text, fallback, countries);
    const result = analyse(text, country);
    return { text: result.valid ? result.formatted : text, country, emitted: text };
  };

  const [state, setState] = useState<State>(() => fromValue(value ?? defaultValue ?? '', home));
  const [touched, setTouched] = useState(false);
  // A controlled value that is not the one last sent out comes from the parent: show it.
  if (value !== undefined && value !== state.emitted) setState(fromValue(value, state.country));

  const country = countries.find((candidate) => candidate.iso2 === state.country.iso2) ?? home;
  const result = analyse(state.text, country);
  const ownMessage = result.error
    ? phoneErrorMessage(
        result.error,
        countries.map((candidate) => candidate.name),
      )
    : undefined;
  const shownMessage =
    error ?? (result.error && (touched || SHOWN_WHILE_TYPING.has(result.error)) ? ownMessage : undefined);
  const validity = result.error ? (invalidMessage ?? ownMessage ?? '') : '';

  useEffect(() => {
    inputRef.current?.setCustomValidity(validity);
  }, [validity]);

  const update = (text: string, chosen: Country | undefined, reformat: boolean) => {
    const nextCountry = chosen ?? detectCountry(text, country, countries);
    const next = analyse(text, nextCountry);
    setState({ text: reformat && next.valid ? next.formatted : text, country: nextCountry, emitted: next.e164 });
    onChange?.(next);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let text = validCharactersOnly ? keepValidCharacters(input.value) : input.value;
    text = text.slice(0, maxLength);
    if (pattern) {
      pattern.lastIndex = 0;
      if (!pattern.test(text)) return;
    }
    // Reformat only when typing at the end, so that the caret never jumps under the user's fingers.
    update(text, undefined, input.selectionStart === null || input.selectionStart >= input.value.length);
  };

  const onCountryChange = (next: Country) => {
    const normalized = normalizePhoneText(state.text);
    const prefix = `+${country.dialCode}`;
    const text = normalized.startsWith(prefix) ? `+${next.dialCode}${normalized.slice(prefix.length)}` : state.text;
    update(text, next, true);
  };

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
          value={country}
          onChange={onCountryChange}
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
          value={state.text}
          onChange={onInput}
          onBlur={() => {
            if (state.text.trim() !== '') setTouched(true);
            if (result.valid && result.formatted !== state.text) setState({ ...state, text: result.formatted });
            onBlur?.();
          }}
          onInvalid={() => setTouched(true)}
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
      {name && <input type="hidden" name={name} value={result.e164} />}
    </div>
  );
}
