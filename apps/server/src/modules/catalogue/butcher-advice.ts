import type { Article } from '@boucherie/contract';
import type { ArticleRow } from './catalogue.repository.js';

type Advice = Pick<
  Article,
  'defaultQuantity' | 'quantityStep' | 'gramsPerPerson' | 'breed' | 'maturation' | 'labels' | 'farm' | 'cookingAdvice'
>;

/** Without a suggestion in the data: 1 kg moved by 100 g, or one piece at a time. */
const KG_DEFAULT_GRAMS = 1000;
const KG_STEP_GRAMS = 100;

/** What the butcher suggests for an article: its first quantity and step in the sale unit, and what makes the meat. */
export function butcherAdvice(row: ArticleRow): Advice {
  const kg = row.sale_unit === 'kg';
  return {
    defaultQuantity: kg ? (row.default_quantity_grams ?? KG_DEFAULT_GRAMS) / 1000 : 1,
    quantityStep: kg ? (row.quantity_step_grams ?? KG_STEP_GRAMS) / 1000 : 1,
    gramsPerPerson: row.grams_per_person,
    breed: row.breed,
    maturation: row.maturation,
    labels: JSON.parse(row.labels) as string[],
    farm: row.farm,
    cookingAdvice: row.cooking_advice,
  };
}
