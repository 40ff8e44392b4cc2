import type { Article } from '@boucherie/contract';
import { useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatQuantity, formatWeight } from '../../../lib/format';
import { guestsFor, MAX_GUESTS, portionQuantity } from '../../catalogue';

type Props = { article: Article; quantity: number; onQuantity: (quantity: number) => void; disabled?: boolean };

/**
 * "Pour combien de personnes ?": the butcher's question at the counter. Choosing a number of guests sets
 * the quantity from the article's grams per guest; the quantity stays free to change afterwards.
 */
export function PortionHelper({ article, quantity, onQuantity, disabled }: Props) {
  const [guests, setGuests] = useState(() => guestsFor(article, quantity));
  if (article.gramsPerPerson === null) return null;
  const choose = (next: number) => {
    setGuests(next);
    const portion = portionQuantity(article, next);
    if (portion !== null) onQuantity(portion);
  };
  const portion = portionQuantity(article, guests);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-gray-50 p-3">
      <p className="w-full font-semibold text-gray-900" aria-hidden="true">
        Pour combien de personnes&nbsp;?
      </p>
      <QuantityStepper
        value={guests}
        onChange={choose}
        step={1}
        min={1}
        max={MAX_GUESTS}
        label={'Pour combien de personnes\u00a0?'}
        unit={guests >= 2 ? 'personnes' : 'personne'}
        stepLabel="une personne"
        disabled={disabled}
      />
      <p className="text-sm text-gray-700" aria-live="polite">
        Comptez {formatWeight(article.gramsPerPerson)} par personne
        {portion !== null && portion === quantity ? `\u00a0: ${formatQuantity(portion, article.saleUnit)}` : ''}.
      </p>
    </div>
  );
}
