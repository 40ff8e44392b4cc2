import { type ReactNode, useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { deleteCategory } from '../api/delete-category';
import { moveCategory } from '../api/move-category';
import { updateCategory } from '../api/update-category';
import { updateSubCategory } from '../api/update-sub-category';
import type { useCategoryChange } from '../api/use-category-change';
import { NameForm } from './name-form';

type Kind = 'categories' | 'sub-categories';
type Props = {
  kind: Kind;
  item: { id: number; name: string; isHidden: boolean };
  isFirst: boolean;
  isLast: boolean;
  detail?: string;
  change: ReturnType<typeof useCategoryChange>;
  children?: ReactNode;
};

const small =
  'inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg border border-gray-300 bg-white px-3 font-medium text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40';

/** ↑ and ↓: the row moves one place (its arrows keep the focus, found again by `data-move`). */
function MoveButtons({
  moveKey,
  label,
  isFirst,
  isLast,
  busy,
  onMove,
}: {
  moveKey: string;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <div className="flex gap-1">
      <button
        type="button"
        data-move={`${moveKey}-up`}
        disabled={isFirst || busy}
        onClick={() => onMove('up')}
        aria-label={`Monter ${label}`}
        className={small}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        data-move={`${moveKey}-down`}
        disabled={isLast || busy}
        onClick={() => onMove('down')}
        aria-label={`Descendre ${label}`}
        className={small}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </div>
  );
}

/** One category or sub-category: its name and state, arrows to reorder, rename, hide, delete. */
export function CategoryRow({ kind, item, isFirst, isLast, detail, change, children }: Props) {
  const [renaming, setRenaming] = useState(false);
  const key = `${kind}-${item.id}`;
  const what = kind === 'categories' ? 'la catégorie' : 'la sous-catégorie';
  const update = (body: { name?: string; isHidden?: boolean }) =>
    kind === 'categories' ? updateCategory(item.id, body) : updateSubCategory(item.id, body);
  const move = (direction: 'up' | 'down') =>
    void change.run(key, () => moveCategory(kind, item.id, direction), undefined, [
      `[data-move="${key}-${direction}"]`,
      `[data-move="${key}-${direction === 'up' ? 'down' : 'up'}"]`,
    ]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons
          moveKey={key}
          label={`${what} ${item.name}`}
          isFirst={isFirst}
          isLast={isLast}
          busy={change.busy}
          onMove={move}
        />
        {renaming ? (
          <div className="flex-1">
            <NameForm
              label={`Nouveau nom de ${what}`}
              initial={item.name}
              submitLabel="Enregistrer"
              busy={change.busy}
              onCancel={() => setRenaming(false)}
              onSubmit={async (name) => {
                const ok = await change.run(key, () => update({ name }), 'Nom enregistré.');
                if (ok) setRenaming(false);
                return ok;
              }}
            />
          </div>
        ) : (
          <div className="flex flex-1 flex-wrap items-baseline gap-x-3">
            {kind === 'categories' ? (
              <h2 className="text-xl font-bold">{item.name}</h2>
            ) : (
              <h3 className="text-lg font-semibold">{item.name}</h3>
            )}
            {item.isHidden && (
              <span className="rounded-full bg-gray-200 px-2.5 py-0.5 text-sm font-semibold text-gray-800">
                Masquée aux clients
              </span>
            )}
            {detail && <span className="text-sm text-gray-700">{detail}</span>}
          </div>
        )}
        {!renaming && (
          <div className="flex flex-wrap gap-1">
            <button type="button" onClick={() => setRenaming(true)} className={small}>
              Renommer<span className="sr-only"> {item.name}</span>
            </button>
            <button
              type="button"
              disabled={change.busy}
              onClick={() =>
                void change.run(
                  key,
                  () => update({ isHidden: !item.isHidden }),
                  item.isHidden
                    ? `${item.name}\u00a0: de nouveau visible.`
                    : `${item.name}\u00a0: masquée aux clients.`,
                )
              }
              className={small}
            >
              {item.isHidden ? 'Afficher' : 'Masquer'}
              <span className="sr-only"> {item.name}</span>
            </button>
            <ConfirmInline
              // A refusal closes the question: the answer is said under the row.
              key={change.problem?.key === key ? 'refused' : 'asking'}
              triggerLabel="Supprimer"
              triggerClassName={`${small} text-red-800`}
              question={`Supprimer ${what} ${item.name}\u00a0?`}
              detail={
                kind === 'categories'
                  ? 'Seule une catégorie sans sous-catégorie peut être supprimée. Pour la retirer aux clients sans rien perdre, masquez-la.'
                  : 'Seule une sous-catégorie sans article peut être supprimée. Pour la retirer aux clients sans rien perdre, masquez-la.'
              }
              busy={change.busy}
              confirm={
                <button
                  type="button"
                  disabled={change.busy}
                  onClick={() =>
                    void change.run(key, () => deleteCategory(kind, item.id), `${item.name}\u00a0: supprimée.`)
                  }
                  className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
                >
                  Supprimer
                </button>
              }
            />
          </div>
        )}
      </div>
      {change.problem?.key === key && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
          {change.problem.message}
        </p>
      )}
      {children}
    </div>
  );
}
