import { SEARCH_MAX_LENGTH } from '@boucherie/contract';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced';
import { type SuggestionOption as Option, useSuggestionOptions } from '../api/use-suggestion-options';

/** Typing settles for this long before the API is asked. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
export const SUGGESTIONS_ID = 'site-search-suggestions';

export type ComboboxState = { expanded: boolean; activeId: string | undefined };

type Choice = { open: boolean; activeId: string | undefined };

/** What the search field forwards to the suggestions once they are loaded. */
export type SuggestionEvents = {
  onText: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
};

type Props = {
  /** The field, read once: what was typed while this code loaded. */
  input: RefObject<HTMLInputElement | null>;
  events: RefObject<SuggestionEvents | null>;
  /** The field carries the combobox's state (aria-expanded, aria-activedescendant): its owner renders it. */
  onState: (state: ComboboxState) => void;
};
/**
 * The keys of the field: arrows move through the suggestions (past either end, back to the field), Enter opens
 * the active one, Escape closes. Reads the choice the previous key made (`choice`), not the one last rendered.
 */
function onSuggestionKey(
  event: KeyboardEvent<HTMLInputElement>,
  list: Option[],
  choice: Choice,
  choose: (next: Partial<Choice>) => void,
  open: (option: Option) => void,
) {
  const shown = choice.open && list.length > 0;
  const current = list.findIndex((o) => o.id === choice.activeId);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (list.length === 0) return;
    event.preventDefault();
    if (!shown) {
      choose({ open: true, activeId: list[event.key === 'ArrowDown' ? 0 : list.length - 1]?.id });
      return;
    }
    // Past either end, back to the field (-1), then round again.
    const next = current + (event.key === 'ArrowDown' ? 1 : -1);
    choose({ activeId: list[next >= list.length ? -1 : next < -1 ? list.length - 1 : next]?.id });
  } else if (event.key === 'Enter' && shown && current >= 0) {
    const option = list[current];
    if (!option) return;
    event.preventDefault();
    open(option);
  } else if (event.key === 'Escape' && shown) {
    event.preventDefault();
    choose({ open: false, activeId: undefined });
  }
}

/** The list box of suggestions; a click opens one without taking the focus from the field. */
function SuggestionList({
  options,
  active,
  expanded,
  onOpen,
}: {
  options: Option[];
  active: number;
  expanded: boolean;
  onOpen: (option: Option) => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the combobox field (aria-activedescendant).
    <div
      id={SUGGESTIONS_ID}
      role="listbox"
      aria-label="Suggestions"
      hidden={!expanded}
      // A press on a suggestion must not take the focus from the field first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index);
        const option = options[index];
        if (option) onOpen(option);
      }}
      className="absolute top-full right-0 left-0 z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg"
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant; the field keeps the focus.
        <div
          key={option.id}
          id={option.id}
          role="option"
          aria-selected={index === active}
          data-index={index}
          className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 ${
            index === active ? 'bg-primary-100 text-primary-900' : 'text-gray-900 hover:bg-gray-100'
          }`}
        >
          <span className="font-medium">{option.label}</span>
          <span className="text-sm text-gray-600">{option.detail}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Suggestions under the header's search field, as an ARIA 1.2 combobox with a list box: departments and
 * articles found by the same GET /api/articles?Search= as the list, typo forgiven. Arrow keys move, Enter
 * opens the active suggestion (or searches, as the plain form does), Escape closes. Loaded on the field's
 * first focus, so the home page's script does not carry it.
 */
export default function SearchSuggestions({ input, events, onState }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => input.current !== null && document.activeElement === input.current);
  // The active suggestion by its id: when newer suggestions arrive, the one chosen stays chosen if it is still there.
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const search = useDebounced(text.trim().slice(0, SEARCH_MAX_LENGTH), SUGGESTIONS_DEBOUNCE_MS);
  const options = useSuggestionOptions(search);
  const expanded = open && options.length > 0;
  const active = options.findIndex((o) => o.id === activeId);
  const activeOption = expanded ? options[active] : undefined;

  // The latest suggestions, for the field's listeners.
  const latest = useRef(options);
  latest.current = options;
  // What the keys chose, set by the listeners themselves: a key pressed before the next render (Enter in
  // the same frame as an arrow) reads the choice the previous key made, not the one last rendered.
  const choice = useRef({ open, activeId });
  const choose = useCallback((next: Partial<Choice>) => {
    choice.current = { ...choice.current, ...next };
    if (next.open !== undefined) setOpen(next.open);
    if ('activeId' in next) setActiveId(next.activeId);
  }, []);
  const openOption = useCallback(
    (option: Option) => {
      choose({ open: false });
      void navigate(option.href);
    },
    [choose, navigate],
  );

  useEffect(() => {
    onState({ expanded, activeId: activeOption?.id });
  }, [expanded, activeOption?.id, onState]);
  useEffect(() => () => onState({ expanded: false, activeId: undefined }), [onState]);

  // The field's owner forwards its events here: the field stays a plain input of the header's form. Set at
  // the commit (a layout effect), so no key typed while this code loaded is lost; what was typed is read again.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    setText((current) => (current === typed ? current : typed));
    events.current = {
      onText: (value: string) => {
        setText(value);
        choose({ open: true, activeId: undefined });
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) =>
        onSuggestionKey(event, latest.current, choice.current, choose, openOption),
      onFocus: () => choose({ open: true }),
      onBlur: () => choose({ open: false }),
    };
    return () => {
      events.current = null;
    };
  }, [events, input, choose, openOption]);

  const count = options.length;
  return (
    <>
      <p className="sr-only" role="status">
        {expanded ? `${count}\u00a0suggestion${count > 1 ? 's' : ''}, flèches haut et bas pour choisir.` : ''}
      </p>
      <SuggestionList options={options} active={active} expanded={expanded} onOpen={openOption} />
    </>
  );
}
