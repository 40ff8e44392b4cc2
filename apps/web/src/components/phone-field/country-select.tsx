import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type Country, findCountryByPrefix } from './countries';
import { CountryFlag } from './country-flag';
import { useTypeAhead } from './use-type-ahead';

/** The list opens below the field when more than this many pixels are free under it, otherwise above. */
export const MIN_SPACE_BELOW = 200;

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

const PAGE = 10;

/**
 * "Pays : France, +33": the button's name holds its visible text, "+33", as a word of its own (WCAG 2.5.3, label
 * in name: a speech user says what they see; axe ignores what stands in parentheses). The flag is an image,
 * drawn or shown as its ISO code, and no text of the button.
 */
const countryButtonName = (country: Country) => `Pays\u00a0: ${country.name}, +${country.dialCode}`;

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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${countries[index]?.iso2 ?? ''}`;
  const typeAhead = useTypeAhead((text) => {
    const found = findCountryByPrefix(countries, text);
    if (found >= 0) setActive(found);
  });

  const openList = () => {
    const anchor = (anchorRef.current ?? buttonRef.current)?.getBoundingClientRect();
    setPlacement(window.innerHeight - (anchor?.bottom ?? 0) > MIN_SPACE_BELOW ? 'below' : 'above');
    setActive(
      Math.max(
        0,
        countries.findIndex((country) => country.iso2 === value.iso2),
      ),
    );
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    typeAhead.reset();
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const country = countries[index];
    if (!country) return;
    close(false);
    if (country.iso2 !== value.iso2) onChange(country);
    focusNext();
  };

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        typeAhead.reset();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, typeAhead.reset]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Space and Enter open the list through the button's own click.
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = countries.length - 1;
    const move = (index: number) => setActive(Math.min(last, Math.max(0, index)));
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(last),
      PageDown: () => move(active + PAGE),
      PageUp: () => move(active - PAGE),
      Enter: () => choose(active),
      Escape: () => close(true),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation(); // Escape must not also close a dialog around the field.
      action();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      close(event.shiftKey);
      if (!event.shiftKey) focusNext();
    } else if (event.key === ' ' && !typeAhead.typing()) {
      event.preventDefault();
      choose(active);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeAhead.type(event.key);
    }
  };

  const onListClick = (event: MouseEvent<HTMLDivElement>) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (option) choose(Number(option.dataset.index));
  };

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
        onKeyDown={onButtonKeyDown}
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
        onKeyDown={onListKeyDown}
        onClick={onListClick}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
        }}
        className={`absolute inset-x-0 z-30 max-h-60 overflow-y-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg focus-visible:outline-offset-0 ${
          placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1'
        }`}
      >
        {/* Options only while open: a closed field does not re-render 245 countries at each key. */}
        {open &&
          countries.map((country, index) => (
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
          ))}
      </div>
    </div>
  );
}
