import type { OrderMode, OrderSlot } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { formatTimeWindow } from '../../../lib/format';
import { formatDay } from '../lib/order-days';
import { choiceCard, radio, sectionTitle } from './choice-styles';

type Props = {
  mode: OrderMode;
  slot: OrderSlot;
  windowId: number | null;
  onChange: (windowId: number) => void;
  error?: string;
};

/** After the day: its pickup windows or delivery rounds, when the shop set some; a full one cannot be chosen. */
export function WindowPicker({ mode, slot, windowId, onChange, error }: Props) {
  if (slot.windows.length === 0) return null;
  const legend = mode === 'Pickup' ? 'Créneau de retrait' : 'Créneau de livraison';
  return (
    <fieldset aria-describedby={error ? 'window-error' : 'window-help'}>
      <legend className={sectionTitle}>{legend}</legend>
      <p id="window-help" className="mt-1 text-sm text-gray-700">
        Le {formatDay(slot.date)}, choisissez l’heure qui vous convient.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
        {slot.windows.map((w) => {
          const full = w.remaining === 0;
          return (
            <label key={w.id} className={`${choiceCard} p-3 ${full ? 'cursor-not-allowed opacity-70' : ''}`}>
              <input
                type="radio"
                name="timeWindowId"
                value={w.id}
                checked={windowId === w.id}
                disabled={full}
                onChange={() => onChange(w.id)}
                className={radio}
              />
              <span>
                <span className="block font-semibold text-gray-900 tabular-nums">{formatTimeWindow(w)}</span>
                <span className="block text-xs text-gray-700 sm:text-sm">
                  {full
                    ? 'Complet'
                    : w.remaining <= 5
                      ? `Plus que ${w.remaining} place${w.remaining > 1 ? 's' : ''}`
                      : 'Disponible'}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id="window-error" message={error} />
    </fieldset>
  );
}
