import type { HolidayRequest, ShopCalendar } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { createHoliday } from '../api/create-holiday';
import { deleteHoliday } from '../api/delete-holiday';
import { updateHoliday } from '../api/update-holiday';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { formatClock, formatDay } from '../lib/calendar-format';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle } from '../lib/styles';
import { FestiveArticlesField } from './festive-articles-field';

const EMPTY = { date: '', label: '', ordersOpenAt: '', cutOffAt: '', capacity: '', articleIds: [] as number[] };

/** "Commandes de fêtes": the holiday days with their own opening, cut-off and capacity, and a form to add one. */
export function HolidaysCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState(EMPTY);
  // The holiday day being changed, or null: the form opens a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const create = useCalendarChange(
    (body: HolidayRequest) => (editing === null ? createHoliday(shop.id, body) : updateHoliday(shop.id, editing, body)),
    editing === null ? 'Les commandes de fêtes sont ouvertes pour ce jour.' : 'Le jour de fête est modifié.',
  );
  const remove = useCalendarChange((id: number) => deleteHoliday(shop.id, id), 'Le jour de fête est supprimé.');
  const set = (key: Exclude<keyof typeof EMPTY, 'articleIds'>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const capacity = values.capacity.trim() === '' ? Number.NaN : Number(values.capacity);
    if (await create.run({ ...values, capacity })) {
      setValues(EMPTY);
      setEditing(null);
    }
  }

  return (
    <section aria-labelledby="holidays-title" className={card}>
      <div>
        <h2 id="holidays-title" className={cardTitle}>
          Commandes de fêtes
        </h2>
        <p className="text-gray-700">
          Pour un jour choisi, ses propres dates d’ouverture et de clôture des commandes, sa capacité et, si vous le
          voulez, une liste d’articles de fête.
        </p>
      </div>
      {shop.holidays.length === 0 ? (
        <p className="text-gray-700">Aucun jour de fête à venir.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shop.holidays.map((h) => (
            <li
              key={h.id}
              className="flex flex-wrap items-start gap-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200"
            >
              <div className="flex flex-col gap-1">
                <p className="text-lg font-bold">
                  {h.label} — {formatDay(h.date)}
                </p>
                <p>Ouverture des commandes le {formatClock(h.ordersOpenAt)}</p>
                <p>Clôture le {formatClock(h.cutOffAt)}</p>
                <p>
                  {h.articleIds.length > 0
                    ? `Limité à ${h.articleIds.length} article${h.articleIds.length > 1 ? 's' : ''} de fête`
                    : 'Tout le catalogue'}
                </p>
              </div>
              <p className="ms-auto text-right">
                <span className="block text-3xl font-bold tabular-nums">
                  {h.booked}&nbsp;/&nbsp;{h.capacity}
                </span>
                <span className="text-sm text-gray-700">commandes</span>
              </p>
              {canEdit && (
                <button
                  type="button"
                  className={buttonClass('secondary', 'lg')}
                  onClick={() => {
                    setEditing(h.id);
                    setValues({
                      date: h.date,
                      label: h.label,
                      ordersOpenAt: h.ordersOpenAt,
                      cutOffAt: h.cutOffAt,
                      capacity: String(h.capacity),
                      articleIds: h.articleIds,
                    });
                    document.getElementById('holiday-label')?.focus();
                  }}
                >
                  Modifier<span className="sr-only">{` les commandes de ${h.label} du ${formatDay(h.date)}`}</span>
                </button>
              )}
              {canEdit && h.booked === 0 && (
                <button
                  type="button"
                  className={buttonClass('secondary', 'lg')}
                  disabled={remove.pending}
                  onClick={() => void remove.run(h.id)}
                >
                  Supprimer<span className="sr-only">{` les commandes de ${h.label} du ${formatDay(h.date)}`}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FieldError message={remove.refusal} />
      {canEdit && (
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="flex flex-col gap-3 border-t border-gray-200 pt-4"
        >
          <h3 className="text-lg font-bold">
            {editing === null ? 'Ouvrir les commandes d’un jour de fête' : 'Modifier le jour de fête'}
          </h3>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-6">
            <Field
              tone="office"
              id="holiday-label"
              label="Fête"
              error={errorOf(create.errors, 'label')}
              className="md:col-span-2"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  className={controlClass('figures')}
                  placeholder="Noël"
                  value={values.label}
                  onChange={set('label')}
                />
              )}
            </Field>
            <Field
              tone="office"
              id="holiday-date"
              label="Jour de retrait ou de livraison"
              error={errorOf(create.errors, 'date')}
              className="md:col-span-2"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="date"
                  className={controlClass('figures')}
                  value={values.date}
                  onChange={set('date')}
                />
              )}
            </Field>
            <Field
              tone="office"
              id="holiday-capacity"
              label="Capacité (commandes)"
              error={errorOf(create.errors, 'capacity')}
              className="md:col-span-2"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  inputMode="numeric"
                  className={controlClass('figures')}
                  value={values.capacity}
                  onChange={set('capacity')}
                />
              )}
            </Field>
            <Field
              tone="office"
              id="holiday-opens"
              label="Ouverture des commandes"
              error={errorOf(create.errors, 'ordersopenat')}
              className="md:col-span-3"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="datetime-local"
                  className={controlClass('figures')}
                  value={values.ordersOpenAt}
                  onChange={set('ordersOpenAt')}
                />
              )}
            </Field>
            <Field
              tone="office"
              id="holiday-cut-off"
              label="Clôture des commandes"
              error={errorOf(create.errors, 'cutoffat')}
              className="md:col-span-3"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="datetime-local"
                  className={controlClass('figures')}
                  value={values.cutOffAt}
                  onChange={set('cutOffAt')}
                />
              )}
            </Field>
            <FestiveArticlesField
              key={editing ?? 'new'}
              value={values.articleIds}
              onChange={(articleIds) => setValues((v) => ({ ...v, articleIds }))}
            />
          </div>
          <FieldError message={create.refusal ?? errorOf(create.errors, 'articleids')} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={create.pending}>
              {editing === null ? 'Ouvrir les commandes de fêtes' : 'Enregistrer le jour de fête'}
            </button>
            {editing !== null && (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() => {
                  setEditing(null);
                  setValues(EMPTY);
                }}
              >
                Annuler
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
