import type { OrderMode, OrderSlot, OrderSlotsResponse } from '@boucherie/contract';
import { useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { LoadingBlocks, sameBlocks } from '../../../components/ui/loading-blocks';
import { formatDay } from '../lib/order-days';
import type { CartLineSummary } from '../lib/order-form';
import { sectionTitle } from './choice-styles';
import { ClosedDayCard, SlotDayCard } from './slot-day-card';
import { HolidayLinesNote, linesRefusedOn, tomorrowMissing } from './slot-notes';

/** The days shown before « Plus de jours »: two weeks of a shop open six days out of seven. */
const FIRST_DAYS = 12;

type Props = {
  mode: OrderMode;
  offer: Pick<OrderSlotsResponse, 'slots' | 'closures' | 'tomorrow'> | undefined;
  isLoading: boolean;
  day: string | null;
  onChange: (day: string) => void;
  tomorrow: string;
  /** The cart's lines: a holiday day limited to its festive list names those it does not take. */
  lines: readonly CartLineSummary[];
  error?: string;
  /** Why no date can be offered yet (no post code, an unserved one…). */
  unavailable?: string;
};

/**
 * Every day the shop takes orders for (server's slots, up to its booking horizon), each with that day's opening
 * times and cut-off, and its closing days in their place; the first two weeks first, the rest on demand.
 */
export function SlotPicker({ mode, offer, isLoading, day, onChange, tomorrow, lines, error, unavailable }: Props) {
  const legend = mode === 'Pickup' ? 'Jour du retrait' : 'Jour de livraison';
  const slots = offer?.slots;
  return (
    <fieldset aria-describedby={error ? 'date-error' : 'date-help'}>
      <legend className={sectionTitle}>{legend}</legend>
      <p id="date-help" className="mt-1 text-sm text-gray-700">
        {mode === 'Pickup'
          ? 'Votre commande vous attend en boutique aux heures d’ouverture de ce jour.'
          : slots?.some((s) => s.windows.length > 0)
            ? 'Choisissez le jour, puis l’heure à laquelle nous vous livrons.'
            : 'Nous livrons pendant les heures d’ouverture de la boutique qui prépare votre commande.'}
      </p>
      {unavailable ? (
        <p className="mt-3 rounded-lg bg-gray-100 p-3 text-gray-800">{unavailable}</p>
      ) : isLoading || !offer || !slots ? (
        <LoadingBlocks
          label="Chargement des dates disponibles…"
          className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3"
          blocks={sameBlocks(6, 'h-20 animate-pulse rounded-xl bg-gray-200')}
        />
      ) : slots.length === 0 ? (
        <p className="mt-3 rounded-lg bg-gray-100 p-3 text-gray-800">
          Aucune date n’est disponible pour le moment. Appelez la boutique, nous trouverons une solution.
        </p>
      ) : (
        <SlotDays offer={offer} day={day} onChange={onChange} tomorrow={tomorrow} lines={lines} />
      )}
      <FieldError id="date-error" message={error} />
    </fieldset>
  );
}

type DaysProps = Pick<Props, 'day' | 'onChange' | 'tomorrow' | 'lines'> & { offer: NonNullable<Props['offer']> };

function SlotDays({ offer, day, onChange, tomorrow, lines }: DaysProps) {
  const { slots, closures } = offer;
  const [expanded, setExpanded] = useState(false);
  // A day chosen further on (a past choice, a link) keeps every day in view.
  const chosenAt = slots.findIndex((s) => s.date === day);
  const all = expanded || chosenAt >= FIRST_DAYS || slots.length <= FIRST_DAYS;
  const last = all ? (slots.at(-1)?.date ?? '') : (slots[FIRST_DAYS - 1]?.date ?? '');
  const shown = slots.filter((s) => s.date <= last);
  const items: ({ slot: OrderSlot } | { closure: (typeof closures)[number] })[] = [
    ...shown.map((slot) => ({ slot })),
    ...closures.filter((c) => c.date <= last).map((closure) => ({ closure })),
  ].sort((a, b) =>
    ('slot' in a ? a.slot.date : a.closure.date).localeCompare('slot' in b ? b.slot.date : b.closure.date),
  );
  const missing = tomorrowMissing(offer.tomorrow, closures);
  const chosen = slots.find((s) => s.date === day);
  return (
    <>
      {missing && <p className="mt-3 rounded-lg bg-gray-100 p-3 text-gray-800">{missing}</p>}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
        {items.map((item) =>
          'slot' in item ? (
            <SlotDayCard
              key={item.slot.date}
              slot={item.slot}
              checked={day === item.slot.date}
              tomorrow={tomorrow}
              onChange={onChange}
            />
          ) : (
            <ClosedDayCard key={`closed-${item.closure.date}`} {...item.closure} />
          ),
        )}
      </div>
      {!all && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="mt-3 min-h-11 w-full rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50"
        >
          {`Plus de jours, jusqu’au ${formatDay(slots.at(-1)?.date ?? last)}`}
        </button>
      )}
      {chosen && <HolidayLinesNote slot={chosen} refused={linesRefusedOn(chosen, lines)} />}
    </>
  );
}
