import type { OrderSlot } from '@boucherie/contract';
import { formatTime } from '../../../lib/format';
import { formatCutOff, formatDay, formatPeriods } from '../lib/order-days';
import { choiceCard, radio } from './choice-styles';

/** "2026-12-20T18:00" → "dimanche 20 décembre à 18 h". */
const formatClosing = (clock: string) => {
  const [date = '', time = ''] = clock.split('T');
  return `${formatDay(date)} à ${formatTime(time)}`;
};

type Props = {
  slot: OrderSlot;
  checked: boolean;
  tomorrow: string;
  onChange: (day: string) => void;
};

/** One day the customer may choose: its opening times (or « Sur créneaux ») and when its orders close. */
export function SlotDayCard({ slot, checked, tomorrow, onChange }: Props) {
  return (
    <label className={`${choiceCard} p-3`}>
      <input
        type="radio"
        name="date"
        value={slot.date}
        checked={checked}
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
        {slot.holiday ? (
          <span className="mt-1 block text-xs font-semibold text-amber-900 sm:text-sm">
            {slot.holiday.label}
            {'\u00a0: commandes jusqu’au '}
            {formatClosing(slot.holiday.cutOffAt)}
          </span>
        ) : (
          <span className="mt-1 block text-xs text-gray-700 sm:text-sm">{formatCutOff(slot.cutOffAt)}</span>
        )}
      </span>
    </label>
  );
}

/** An exceptional closing day within the horizon, in its place among the days: « Fermé : Inventaire ». */
export function ClosedDayCard({ date, reason }: { date: string; reason: string }) {
  return (
    <div className="flex min-h-11 items-start gap-3 rounded-xl border border-dashed border-gray-400 bg-gray-50 p-3">
      <span aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>
        <span className="block font-semibold text-gray-700">{formatDay(date)}</span>
        <span className="block text-xs text-gray-800 sm:text-sm">{reason ? `Fermé\u00a0: ${reason}` : 'Fermé'}</span>
      </span>
    </div>
  );
}
