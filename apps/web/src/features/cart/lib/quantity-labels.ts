import { type Article, CART_MAX_QUANTITY } from '@boucherie/contract';
import { formatWeight, quantityFieldLabel } from '../../../lib/format';
import { quantityStep } from './cart-lines';

/** What a quantity stepper for this article says and how it moves. */
export function stepperFor(article: Article, value: number) {
  const kg = article.saleUnit === 'kg';
  const step = quantityStep(article);
  return {
    step,
    max: CART_MAX_QUANTITY,
    unit: kg ? 'kg' : value >= 2 ? 'pièces' : 'pièce',
    stepLabel: kg ? formatWeight(Math.round(step * 1000)) : 'une pièce',
    label: quantityFieldLabel(article.designation, article.saleUnit),
    askGrams: kg,
  };
}
