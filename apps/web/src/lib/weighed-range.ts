import { DEFAULT_WEIGHING_TOLERANCE_PERCENT, weighingRange } from '@boucherie/contract';
import { formatEuros } from './format';

/**
 * What the cart and checkout promise about weighed articles, in numbers (ADR 043): « selon la pesée, entre
 * 49,17 € et 60,09 € TTC ». The range is the shop's tolerance on the weighed lines' estimate; beyond it the shop
 * trims or asks the customer. Before a shop is chosen, the default tolerance.
 */
export function weighedRangeText(
  totalCents: number,
  weighedLinesCents: number,
  basis: 'TTC' | 'HT',
  tolerancePercent = DEFAULT_WEIGHING_TOLERANCE_PERCENT,
): string {
  const { lowCents, highCents } = weighingRange(totalCents, weighedLinesCents, tolerancePercent);
  return `Montant estimé\u00a0: les articles au poids sont pesés à la préparation. Selon la pesée, entre ${formatEuros(lowCents / 100)} et ${formatEuros(highCents / 100)} ${basis}\u00a0; au-delà, nous vous demandons votre accord.`;
}
