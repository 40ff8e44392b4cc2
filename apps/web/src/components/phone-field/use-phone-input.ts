import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { Country } from './countries';
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

type State = { text: string; country: Country; emitted: string };

// Errors that typing more cannot cure are shown at once; the others wait until the field is left.
const SHOWN_WHILE_TYPING = new Set<PhoneErrorCode>(['TOO_LONG', 'COUNTRY_NOT_ALLOWED']);

export type PhoneInputOptions = {
  countries: readonly Country[];
  home: Country;
  value: string | undefined;
  defaultValue: string | undefined;
  onChange: ((result: PhoneInputResult) => void) | undefined;
  mode: PhoneMode;
  maxLength: number;
  validCharactersOnly: boolean;
  pattern: RegExp | undefined;
  invalidMessage: string | undefined;
  error: string | undefined;
};

/**
 * The number as typed and its country, read at each change: the result sent out, the message to show (at
 * once or once the field is left) and the browser's validity of the input.
 */
export function usePhoneInput(options: PhoneInputOptions) {
  const { countries, home, value, defaultValue, onChange, mode, maxLength, validCharactersOnly, pattern } = options;
  const inputRef = useRef<HTMLInputElement>(null);
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
    options.error ?? (result.error && (touched || SHOWN_WHILE_TYPING.has(result.error)) ? ownMessage : undefined);
  const validity = result.error ? (options.invalidMessage ?? ownMessage ?? '') : '';

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

  const onInputBlur = () => {
    if (state.text.trim() !== '') setTouched(true);
    if (result.valid && result.formatted !== state.text) setState({ ...state, text: result.formatted });
  };
  return {
    inputRef,
    text: state.text,
    country,
    result,
    shownMessage,
    onInput,
    onCountryChange,
    onInputBlur,
    setTouched,
  };
}
