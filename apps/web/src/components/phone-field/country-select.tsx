import type { RefObject } from 'react';
import type { Country } from './countries';
import { CountryFlag } from './country-flag';
import { useCountryList } from './use-country-list';

export { MIN_SPACE_BELOW } from './use-country-list';

type Props = {
  /** Base of the ids of the button, the list and its options. */
  id: string;
  countries: readonly Country[];
  /** How many countries lead the list as preferred (a line separates them from the others). */
  preferredCount: number;
  value: Country;
  onChange: (country: Country) => void;
  /** The whole field: the list takes its width and opens below or above it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Moves the focus on after a choice or Tab (to the number). */
  focusNext: () => void;
  disabled?: boolean;
};

/**
 * "Pays : France, +33": the button's name holds its visible text, "+33", as a word of its own (WCAG 2.5.3, label
 * in name: a speech user says what they see; axe ignores what stands in parentheses). The flag is an image,
 * drawn or shown as its ISO code, and no text of the button.
 */
const countryButtonName = (country: Country) => `Pays\u00a0: ${country.name}, +${country.dialCode}`;

/** The countries as options, drawn only while the list is open. */
function CountryOptions({
  countries,
  value,
  active,
  preferredCount,
  optionId,
}: {
  countries: readonly Country[];
  value: Country;
  active: number;
  preferredCount: number;
  optionId: (index: number) => string;
}) {
  return countries.map((country, index) => (
    // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant; the listbox keeps the focus.
    <div
      key={country.iso2}
      id={optionId(index)}
      role="option"
      aria-selected={country.iso2 === value.iso2}
      data-index={index}
      className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-base ${
        index === active ? 'bg-primary-100 text-primary-900' : 'text-gray-900 hover:bg-gray-100'
      } ${index === preferredCount - 1 && index < countries.length - 1 ? 'border-b border-gray-300' : ''}`}
    >
      <CountryFlag iso2={country.iso2} />
      <span className={country.iso2 === value.iso2 ? 'font-semibold' : undefined}>{country.name}</span>
      <span className="ml-auto text-gray-700 tabular-nums">+{country.dialCode}</span>
    </div>
  ));
}

export function CountrySelect({
  id,
  countries,
  preferredCount,
  value,
  onChange,
  anchorRef,
  focusNext,
  disabled,
}: Props) {
  const list = useCountryList({ id, countries, value, onChange, anchorRef, focusNext });
  const { open, active, placement, rootRef, buttonRef, listRef, listId, optionId, openList, close } = list;
  return (
    <div ref={rootRef} className="flex shrink-0">
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        aria-label={countryButtonName(value)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={list.onButtonKeyDown}
        className="flex h-11 min-w-11 items-center gap-2 rounded-l-lg border border-r-0 border-gray-400 bg-gray-50 px-3 text-base text-gray-900 hover:bg-gray-100 focus-visible:relative focus-visible:z-10 disabled:cursor-not-allowed disabled:text-gray-500"
      >
        <CountryFlag iso2={value.iso2} />
        <span className="tabular-nums">+{value.dialCode}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 text-gray-600 ${open ? 'rotate-180' : ''}`}>
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* A listbox, not a <select>: options show flags and the list has type-ahead over French names. */}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label="Pays"
        aria-activedescendant={open ? optionId(active) : undefined}
        hidden={!open}
        data-placement={placement}
        onKeyDown={list.onListKeyDown}
        onClick={list.onListClick}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
        }}
        className={`absolute inset-x-0 z-30 max-h-60 overflow-y-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg focus-visible:outline-offset-0 ${
          placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1'
        }`}
      >
        {/* Options only while open: a closed field does not re-render 245 countries at each key. */}
        {open && (
          <CountryOptions
            countries={countries}
            value={value}
            active={active}
            preferredCount={preferredCount}
            optionId={optionId}
          />
        )}
      </div>
    </div>
  );
}
