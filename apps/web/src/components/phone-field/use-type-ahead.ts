import { useEffect, useMemo, useRef } from 'react';

/** The typed letters are forgotten after this pause (specification, section 9). */
export const TYPE_AHEAD_RESET_MS = 700;

/**
 * Collects the letters typed in a row and hands the whole text to `search` each time; a pause of 700 ms starts over.
 * `typing()` says whether a search is under way (a space then belongs to it instead of choosing).
 */
export function useTypeAhead(search: (text: string) => void) {
  const searchRef = useRef(search);
  searchRef.current = search;
  const text = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const reset = () => {
      clearTimeout(timer.current);
      text.current = '';
    };
    const type = (character: string) => {
      clearTimeout(timer.current);
      text.current += character;
      timer.current = setTimeout(reset, TYPE_AHEAD_RESET_MS);
      searchRef.current(text.current);
    };
    return { type, reset, typing: () => text.current !== '' };
  }, []);
}
