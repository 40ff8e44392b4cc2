import type { StandingOrder } from '@boucherie/contract';
import { useId, useState } from 'react';
import { capitalize, formatTime } from '../../../lib/format';
import { useStandingChanges } from '../hooks/use-standing-changes';
import { formatDay, formatPeriod, formatWeekdays, STATE_LABELS, STATE_TONES } from '../lib/standing-labels';
import { card, subTitle } from '../lib/styles';
import { NextOccurrences, RecentOccurrences } from './occurrence-lists';
import { StandingActions } from './standing-actions';
import { StandingLines } from './standing-lines';
import { StandingOrderEditor } from './standing-order-editor';

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

/** The name or days, the state, the period and where the order goes. */
function StandingHeader({ standing, title, titleId }: { standing: StandingOrder; title: string; titleId: string }) {
  return (
    <header className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <h2 id={titleId} className="text-xl font-bold text-gray-900">
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
  );
}

/** One standing order: what, where, when, its coming and past dates, and what the customer may change. */
export function StandingOrderCard({ standing, today }: { standing: StandingOrder; today: string }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const title = standingTitle(standing);
  const { change, onDelete, busy, removing } = useStandingChanges(standing, title);
  return (
    <article aria-labelledby={`${id}-title`} className={card}>
      <StandingHeader standing={standing} title={title} titleId={`${id}-title`} />

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
        <StandingLines standing={standing} headingId={`${id}-lines`} />
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
        <StandingActions
          standing={standing}
          title={title}
          busy={busy}
          removing={removing}
          onEdit={() => setEditing(true)}
          change={change}
          onDelete={onDelete}
        />
      )}
    </article>
  );
}
