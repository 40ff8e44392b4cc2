import type { OrderMode, OrderSlot } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { LoadingBlocks, sameBlocks } from '../../../components/ui/loading-blocks';
import { formatTime } from '../../../lib/format';
import { formatDay, formatPeriods } from '../lib/order-days';
import { choiceCard, radio, sectionTitle } from './choice-styles';

/** "2026-12-20T18:00" → "dimanche 20 décembre à 18 h". */
const formatClosing = (clock: string) => {
  const [date = '', time = ''] = clock.split('T');
  return `${formatDay(date)} à ${formatTime(time)}`;
};

type Props = {
  mode: OrderMode;
  slots: readonly OrderSlot[] | undefined;
  isLoading: boolean;
  day: string | null;
  onChange: (day: string) => void;
  tomorrow: string;
  error?: string;
  /** Why no date can be offered yet (no post code, an unserved one…). */
  unavailable?: string;
};

/** The next selectable days of the shop (server's slots), each with that day's opening times. */
export function SlotPicker({ mode, slots, isLoading, day, onChange, tomorrow, error, unavailable }: Props) {
  const legend = mode === 'Pickup' ? 'Jour du retrait' : 'Jour de livraison';
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
      ) : isLoading || !slots ? (
        <LoadingBlocks
          label="Chargement des dates disponibles…"
          className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3"
          blocks={sameBlocks(6, 'h-20 animate-pulse rounded-xl bg-gray-200')}
        />
      ) : slots.length === 0 ? (
        <p className="mt-3 rounded-lg bg-gray-100 p-3 text-gray-800">
          Aucune date n’est disponible dans les deux semaines à venir. Appelez la boutique, nous trouverons une
          solution.
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
          {slots.map((slot) => (
            <label key={slot.date} className={`${choiceCard} p-3`}>
              <input
                type="radio"
                name="date"
                value={slot.date}
                checked={day === slot.date}
                onChange={() => onChange(slot.date)}
                className={radio}
              />
              <span>
                <span className="block font-semibold text-gray-900">
                  {formatDay(slot.date)}
                  {slot.date === tomorrow && <span className="font-normal text-gray-700"> (demain)</span>}
                </span>
                <span className="block text-xs text-gray-700 sm:text-sm">
                  {slot.windows.length > 0 ? 'Sur créneaux' : formatPeriods(slot.periods)}
                </span>
                {slot.holiday && (
                  <span className="mt-1 block text-xs font-semibold text-amber-900 sm:text-sm">
                    {slot.holiday.label}
                    {'\u00a0: commandes jusqu’au '}
                    {formatClosing(slot.holiday.cutOffAt)}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id="date-error" message={error} />
    </fieldset>
  );
}
