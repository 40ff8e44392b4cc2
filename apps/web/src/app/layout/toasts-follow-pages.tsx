import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { dismissToastsOfPreviousPages } from '../../lib/toast';

/** Toasts do not follow the customer from page to page (lib/toast: dismissToastsOfPreviousPages). */
export function ToastsFollowPages() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dismissToastsOfPreviousPages(navigationType === 'POP');
  }, [pathname, navigationType]);
  return null;
}
