import type { AdminCategoriesResponse } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { ADMIN_ARTICLES_KEY, ADMIN_CATEGORIES_KEY } from '../api/keys';

/**
 * Runs one change of the category tree: the answer (the whole tree) replaces the screen's, a refusal
 * (409 with what to do, 400) is kept to be said next to the thing, and the focus goes back where it was.
 */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null);

  async function run(
    key: string,
    change: () => Promise<AdminCategoriesResponse>,
    done?: string,
    focusSelector?: string,
  ) {
    setBusy(true);
    setProblem(null);
    try {
      const tree = await change();
      queryClient.setQueryData(ADMIN_CATEGORIES_KEY, tree);
      void queryClient.invalidateQueries({ queryKey: ADMIN_ARTICLES_KEY });
      if (done) void showToast('success', done);
      if (focusSelector) requestAnimationFrame(() => document.querySelector<HTMLElement>(focusSelector)?.focus());
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

  return { busy, problem, run, clearProblem: () => setProblem(null) };
}
