import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the focus with a panel that opens in place: into the panel (`inside`) when it opens, back to the
 * button that opened it (`opener`) when it closes; nothing on the first render.
 */
export function useFocusOnToggle(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) inside.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open, inside, opener]);
}
