import type { StandingOrder, UpdateStandingOrderRequest } from '@boucherie/contract';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';

type Props = {
  standing: StandingOrder;
  title: string;
  busy: boolean;
  removing: boolean;
  onEdit: () => void;
  change: (body: UpdateStandingOrderRequest, done: string) => Promise<unknown>;
  onDelete: () => Promise<void>;
};

/** Under the card: edit, pause or resume (not once ended), and delete after a question. */
export function StandingActions({ standing, title, busy, removing, onEdit, change, onDelete }: Props) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-4">
      <button type="button" onClick={onEdit} disabled={busy} className={buttonClass('primary', 'md')}>
        Modifier<span className="sr-only"> «&nbsp;{title}&nbsp;»</span>
      </button>
      {standing.state !== 'Ended' && (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('secondary', 'md')}
          onClick={() =>
            void change(
              { paused: !standing.paused },
              standing.paused
                ? 'La commande récurrente reprend.'
                : 'La commande récurrente est en pause\u00a0: aucune commande ne sera passée.',
            )
          }
        >
          {standing.paused ? 'Reprendre' : 'Mettre en pause'}
          <span className="sr-only"> «&nbsp;{title}&nbsp;»</span>
        </button>
      )}
      <ConfirmInline
        triggerLabel="Supprimer"
        triggerClassName={buttonClass('danger-secondary')}
        question={`Supprimer la commande récurrente «\u00a0${title}\u00a0»\u00a0?`}
        detail="Plus aucune commande ne sera passée. Les commandes déjà passées restent valables."
        busy={removing}
        confirm={
          <button
            type="button"
            disabled={removing}
            onClick={() => void onDelete()}
            className="inline-flex min-h-11 items-center rounded-lg bg-red-800 px-4 font-semibold text-white hover:bg-red-900 disabled:cursor-wait"
          >
            Oui, supprimer
          </button>
        }
      />
    </div>
  );
}
