import type { OrderMode } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';
import { choiceCard, radio, sectionTitle } from './choice-styles';

const MODES: { mode: OrderMode; title: string; text: string }[] = [
  { mode: 'Pickup', title: 'Retrait en boutique', text: 'Gratuit, dans la boutique de votre choix.' },
  { mode: 'Delivery', title: 'Livraison', text: 'Chez vous ou au restaurant, selon votre code postal.' },
];

type Props = { mode: OrderMode; onChange: (mode: OrderMode) => void; error?: string };

export function OrderModeChoice({ mode, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'mode-error' : undefined}>
      <legend className={sectionTitle}>Comment recevoir votre commande&nbsp;?</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {MODES.map((option) => (
          <label key={option.mode} className={`${choiceCard} p-4`}>
            <input
              type="radio"
              name="mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onChange(option.mode)}
              className={radio}
            />
            <span>
              <span className="block font-semibold text-gray-900">{option.title}</span>
              <span className="block text-sm text-gray-700">{option.text}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="mode-error" message={error} />
    </fieldset>
  );
}
