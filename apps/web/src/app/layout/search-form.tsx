import { SEARCH_MAX_LENGTH } from '@boucherie/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import type { ComboboxState, SuggestionEvents } from '../../features/catalogue/components/search-suggestions';

const SearchSuggestions = lazy(() => import('../../features/catalogue/components/search-suggestions'));
const LISTBOX_ID = 'site-search-suggestions';

/**
 * A GET form: it lands on /products-list?Search=… and works before the script loads too. Once the page
 * runs, the field's first focus loads the suggestions (a combobox), so the home page does not carry them.
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const events = useRef<SuggestionEvents | null>(null);
  const [wanted, setWanted] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const onState = useCallback((state: ComboboxState) => setCombobox(state), []);
  // A field focused before the page ran (the server's HTML is typed into at once) gets no focus event
  // later: the suggestions are wanted all the same, and they read what was typed.
  useEffect(() => {
    if (input.current !== null && document.activeElement === input.current) setWanted(true);
  }, []);
  return (
    <Form method="get" action="/products-list" role="search" className="relative flex w-full">
      <label htmlFor="site-search" className="sr-only">
        Rechercher un article
      </label>
      <input
        ref={input}
        id="site-search"
        key={params.get('Search') ?? ''}
        name="Search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={combobox.expanded ? LISTBOX_ID : undefined}
        aria-activedescendant={combobox.activeId}
        defaultValue={params.get('Search') ?? ''}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Entrecôte, merguez, rôti…"
        autoComplete="off"
        onFocus={() => {
          setWanted(true);
          events.current?.onFocus();
        }}
        onChange={(event) => events.current?.onText(event.target.value)}
        onKeyDown={(event) => events.current?.onKeyDown(event)}
        onBlur={() => events.current?.onBlur()}
        className="min-h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-gray-400 bg-white px-3 text-base placeholder:text-gray-500"
      />
      <button
        type="submit"
        className="flex min-h-11 min-w-11 items-center justify-center rounded-r-lg bg-primary-700 px-3 text-white hover:bg-primary-800"
      >
        <SearchIcon />
        <span className="sr-only">Rechercher</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions key={params.get('Search') ?? ''} input={input} events={events} onState={onState} />
        </Suspense>
      )}
    </Form>
  );
}
