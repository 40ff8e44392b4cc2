import type { Lot } from '@boucherie/contract';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { showToast } from '../../../lib/toast';
import { useCloseLot } from '../api/close-lot';

const leaving = (count: number) =>
  count === 0
    ? ''
    : count === 1
      ? '\u00a0: l’article vendu de ce lot le quitte'
      : `\u00a0: les ${count} articles vendus de ce lot le quittent`;

/** Closing is asked twice: nothing more is sold from the lot, and its articles leave it until given another. */
export function CloseLotAction({ lot, articleCount }: { lot: Lot; articleCount: number }) {
  const close = useCloseLot();
  return (
    <ConfirmInline
      triggerLabel="Clore"
      triggerClassName={buttonClass('danger-secondary', 'lg')}
      question={`Clore le lot ${lot.code}\u00a0?`}
      toneClassName="border-amber-300 bg-amber-50"
      detail={`Plus rien n’en sera vendu${leaving(articleCount)}. Les commandes déjà servies gardent leur lot.`}
      busy={close.isPending}
      confirm={
        <button
          type="button"
          disabled={close.isPending}
          className={buttonClass('danger', 'md')}
          onClick={() =>
            close.mutateAsync(lot.id).then(
              () => void showToast('success', `Lot ${lot.code} clos.`),
              () => void showToast('error', 'Le lot n’a pas pu être clos. Réessayez.'),
            )
          }
        >
          {close.isPending ? 'Clôture…' : 'Oui, clore le lot'}
        </button>
      }
    />
  );
}
