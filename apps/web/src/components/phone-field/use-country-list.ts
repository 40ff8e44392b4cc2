import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type Country, findCountryByPrefix } from './countries';
import { useTypeAhead } from './use-type-ahead';

/** The list opens below the field when more than this many pixels are free under it, otherwise above. */
export const MIN_SPACE_BELOW = 200;

const PAGE = 10;

export type CountryListOptions = {
  id: string;
  countries: readonly Country[];
  value: Country;
  onChange: (country: Country) => void;
  anchorRef: RefObject<HTMLElement | null>;
  focusNext: () => void;
};

type TypeAhead = ReturnType<typeof useTypeAhead>;

/** The list's keys: arrows, pages, ends, Enter and Space to choose, Escape and Tab to leave, letters to search. */
function listKeyDown(
  active: number,
  last: number,
  setActive: (index: number) => void,
  choose: (index: number) => void,
  close: (focusButton: boolean) => void,
  focusNext: () => void,
  typeAhead: TypeAhead,
) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
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
}

/**
 * The state of the country list (open, where, which option is active) and what its button and listbox do:
 * opening where there is room, choosing, closing on a click outside, following the active option.
 */
export function useCountryList({ id, countries, value, onChange, anchorRef, focusNext }: CountryListOptions) {
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
  const onListKeyDown = listKeyDown(active, countries.length - 1, setActive, choose, close, focusNext, typeAhead);
  const onListClick = (event: MouseEvent<HTMLDivElement>) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (option) choose(Number(option.dataset.index));
  };

  return {
    open,
    active,
    placement,
    rootRef,
    buttonRef,
    listRef,
    listId,
    optionId,
    openList,
    close,
    onButtonKeyDown,
    onListKeyDown,
    onListClick,
  };
}
