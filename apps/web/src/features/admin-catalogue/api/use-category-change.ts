import type { AdminCategoriesResponse } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { ADMIN_ARTICLES_QUERIES, ADMIN_CATEGORIES_KEY } from './keys';

/**
 * Runs one change of the category tree: the answer (the whole tree) replaces the screen's, a refusal
 * (409 with what to do, 400) is kept to be said next to the thing, and the focus goes back where it was
 * once the moved row is drawn (`focusPending`, called by the tree after each new answer).
 */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null);
  const focusAfter = useRef<string[]>([]);

  /** Focuses the first of the pending selectors that can take it (an arrow is disabled while busy). */
  const focusPending = useCallback(() => {
    for (const selector of focusAfter.current) {
      const element = document.querySelector<HTMLButtonElement>(selector);
      if (element && !element.disabled) {
        element.focus();
        focusAfter.current = [];
        return;
      }
    }
  }, []);

  async function run(
    key: string,
    change: () => Promise<AdminCategoriesResponse>,
    done?: string,
    focusSelectors: string[] = [],
  ) {
    setBusy(true);
    setProblem(null);
    try {
      const tree = await change();
      focusAfter.current = focusSelectors;
      queryClient.setQueryData(ADMIN_CATEGORIES_KEY, tree);
      void queryClient.invalidateQueries(ADMIN_ARTICLES_QUERIES);
      if (done) void showToast('success', done);
      return true;
    } catch (error) {
      const message = isApiError(error)
        ? (Object.values(error.problem.errors ?? {})[0]?.[0] ?? error.message)
        : 'La modification n’a pas abouti. Vérifiez la connexion et réessayez.';
      setProblem({ key, message });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, run, focusPending, clearProblem: () => setProblem(null) };
}
