import type { AdminArticleDetail } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { showToast } from '../../../lib/toast';
import { ADMIN_ARTICLES_QUERIES, adminArticleKey } from '../api/keys';
import { restoreArticle } from '../api/restore-article';
import { withdrawArticle } from '../api/withdraw-article';

/** Withdraw from sale (asked twice; never deleted, orders keep it) or put back in the catalogue. */
export function WithdrawArticle({ article }: { article: AdminArticleDetail }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<AdminArticleDetail>, done: string) {
    setBusy(true);
    try {
      const saved = await action();
      queryClient.setQueryData(adminArticleKey(article.id), saved);
      void queryClient.invalidateQueries(ADMIN_ARTICLES_QUERIES);
      void showToast('success', done);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'L’opération n’a pas abouti.');
    } finally {
      setBusy(false);
    }
  }

  if (article.withdrawnAt) {
    return (
      <section className="flex flex-col gap-2 rounded-xl border border-gray-300 bg-white p-4">
        <p className="font-semibold">Cet article est retiré de la vente.</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => restoreArticle(article.id), 'Article remis au catalogue.')}
          className="min-h-12 rounded-lg border border-primary-700 bg-white px-4 font-semibold text-primary-800 hover:bg-primary-50"
        >
          Remettre au catalogue
        </button>
      </section>
    );
  }
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <ConfirmInline
        triggerLabel="Retirer de la vente"
        triggerClassName="min-h-12 w-full rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
        question={'Retirer cet article de la vente\u00a0?'}
        detail={
          'Il disparaît de la boutique et des paniers. Il n’est jamais effacé\u00a0: les commandes et l’historique des prix le gardent, et vous pourrez le remettre au catalogue.'
        }
        busy={busy}
        confirm={
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => withdrawArticle(article.id), 'Article retiré de la vente.')}
            className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            Retirer de la vente
          </button>
        }
      />
    </section>
  );
}
