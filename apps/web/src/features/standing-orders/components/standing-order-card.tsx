import type { StandingOrder, UpdateStandingOrderRequest } from '@boucherie/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { isApiError } from '../../../lib/api-error';
import { capitalize, formatQuantity, formatTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteStandingOrder } from '../api/delete-standing-order';
import { useUpdateStandingOrder } from '../api/update-standing-order';
import { errorsFromProblem, type StandingFormErrors } from '../lib/standing-form';
import {
  formatDay,
  formatPeriod,
  formatWeekdays,
  leftOutLabel,
  STATE_LABELS,
  STATE_TONES,
} from '../lib/standing-labels';
import { card } from '../lib/styles';
import { NextOccurrences, RecentOccurrences } from './occurrence-lists';
import { StandingOrderEditor } from './standing-order-editor';

const subTitle = 'text-base font-bold text-gray-900';

function placeText(standing: StandingOrder): string {
  const window = standing.windowStarts ? `, créneau de ${formatTime(standing.windowStarts)}` : '';
  if (standing.mode === 'Pickup') return `Retrait à ${standing.shop?.name ?? 'la boutique'}${window}`;
  const a = standing.address;
  const to = a ? `${a.company ? `${a.company}, ` : ''}${a.street}, ${a.postcode} ${a.city}` : 'votre adresse';
  return `Livraison à ${to}${window}`;
}

/** The title: its name, or its days ("Chaque mardi et vendredi"). */
export const standingTitle = (standing: StandingOrder) =>
  standing.name ?? capitalize(formatWeekdays(standing.weekdays));

/** One standing order: what, where, when, its coming and past dates, and what the customer may change. */
export function StandingOrderCard({ standing, today }: { standing: StandingOrder; today: string }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const update = useUpdateStandingOrder();
  const remove = useDeleteStandingOrder();
  const title = standingTitle(standing);

  async function change(body: UpdateStandingOrderRequest, done: string): Promise<StandingFormErrors | undefined> {
    try {
      await update.mutateAsync({ id: standing.id, body });
      void showToast('success', done);
      return undefined;
    } catch (error) {
      if (!isApiError(error) || error.status >= 500 || error.status === 401) return { form: '' };
      const errors = errorsFromProblem(error.problem.errors);
      const message = Object.values(errors)[0] ?? error.message;
      void showToast('error', message);
      return Object.keys(errors).length > 0 ? errors : { form: message };
    }
  }

  async function onDelete() {
    try {
      await remove.mutateAsync(standing.id);
      void showToast('success', `La commande récurrente «\u00a0${title}\u00a0» est supprimée.`);
    } catch {
      void showToast('error', 'La commande récurrente n’a pas pu être supprimée. Réessayez dans un instant.');
    }
  }

  const busy = update.isPending || remove.isPending;
  const unavailable = standing.lines.filter((line) => !line.available);
  return (
    <article aria-labelledby={`${id}-title`} className={card}>
      <header className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        <span className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${STATE_TONES[standing.state]}`}>
          {STATE_LABELS[standing.state]}
        </span>
        <p className="basis-full text-gray-700">
          {/* Without a name, the title already says the days. */}
          {standing.name
            ? `${capitalize(formatWeekdays(standing.weekdays))}, ${formatPeriod(standing)}.`
            : `${capitalize(formatPeriod(standing))}.`}
          <br />
          {placeText(standing)}.
        </p>
      </header>

      {editing ? (
        <StandingOrderEditor
          standing={standing}
          today={today}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            if (!body) {
              setEditing(false);
              return undefined;
            }
            const errors = await change(body, 'Vos modifications sont enregistrées.');
            if (!errors) setEditing(false);
            return errors;
          }}
        />
      ) : (
        <section aria-labelledby={`${id}-lines`}>
          <h3 id={`${id}-lines`} className={subTitle}>
            Articles
          </h3>
          <ul className="mt-1 flex flex-col gap-1">
            {standing.lines.map((line) => (
              <li key={line.articleId} className="flex flex-wrap gap-x-2 text-gray-900">
                <span className="tabular-nums">{formatQuantity(line.quantity, line.saleUnit)}</span>
                <span>{line.designation}</span>
                {line.preparationNote && <span className="text-gray-700">({line.preparationNote})</span>}
                {!line.available && (
                  <span className="font-semibold text-amber-900">
                    — {line.unavailableReason ? leftOutLabel(line.unavailableReason) : 'indisponible'}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {unavailable.length > 0 && (
            <p className="mt-1 text-sm text-gray-700">
              Un article indisponible le jour de la commande en est retiré, et nous vous le signalons.
            </p>
          )}
        </section>
      )}

      <section aria-labelledby={`${id}-next`}>
        <h3 id={`${id}-next`} className={subTitle}>
          Prochaines dates
        </h3>
        <NextOccurrences
          standing={standing}
          busy={busy}
          onSkip={(date) => void change({ skip: date }, `La commande du ${formatDay(date)} ne sera pas passée.`)}
          onUnskip={(date) => void change({ unskip: date }, `La commande du ${formatDay(date)} est rétablie.`)}
        />
      </section>

      <section aria-labelledby={`${id}-recent`}>
        <h3 id={`${id}-recent`} className={subTitle}>
          Dernières commandes
        </h3>
        <RecentOccurrences occurrences={standing.recentOccurrences} />
      </section>

      {!editing && (
        <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-4">
          <button
            type="button"
            onClick={() => setEditing(true)}
            disabled={busy}
            className={buttonClass('primary', 'md')}
          >
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
            toneClassName="border-red-300 bg-red-50"
            busy={remove.isPending}
            confirm={
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => void onDelete()}
                className="inline-flex min-h-11 items-center rounded-lg bg-red-800 px-4 font-semibold text-white hover:bg-red-900 disabled:cursor-wait"
              >
                Oui, supprimer
              </button>
            }
          />
        </div>
      )}
    </article>
  );
}
