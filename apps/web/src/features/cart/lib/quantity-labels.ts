import { type Article, CART_MAX_QUANTITY } from '@boucherie/contract';
import { quantityStep } from './cart-lines';

/** What a quantity stepper for this article says and how it moves. */
export function stepperFor(article: Article, value: number) {
  const kg = article.saleUnit === 'kg';
  return {
    step: quantityStep(article),
    max: CART_MAX_QUANTITY,
    unit: kg ? 'kg' : value >= 2 ? 'pièces' : 'pièce',
    stepLabel: kg ? '100\u00a0g' : 'une pièce',
    label: `Quantité de ${article.designation}${kg ? ' en kilogrammes' : ' en pièces'}`,
  };
}
