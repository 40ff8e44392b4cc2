import type { CreateArticleRequest, UpdateArticleRequest } from '@boucherie/contract';

/** What the butcher tells about an article (issue 13), as the owner edits it: grams, and texts null when untold. */
export type ArticleAdvice = {
  defaultQuantityGrams: number | null;
  quantityStepGrams: number | null;
  gramsPerPerson: number | null;
  breed: string | null;
  maturation: string | null;
  labels: string[];
  farm: string | null;
  cookingAdvice: string | null;
  /** Traceability rather than advice, but edited and journalled the same way (issue 15). */
  lotNumber: string | null;
};

export const NO_ADVICE: ArticleAdvice = {
  defaultQuantityGrams: null,
  quantityStepGrams: null,
  gramsPerPerson: null,
  breed: null,
  maturation: null,
  labels: [],
  farm: null,
  cookingAdvice: null,
  lotNumber: null,
};

type AdviceRow = {
  default_quantity_grams: number | null;
  quantity_step_grams: number | null;
  grams_per_person: number | null;
  breed: string | null;
  maturation: string | null;
  labels: string;
  farm: string | null;
  cooking_advice: string | null;
  lot_number: string | null;
};

export function adviceOfRow(row: AdviceRow): ArticleAdvice {
  return {
    defaultQuantityGrams: row.default_quantity_grams,
    quantityStepGrams: row.quantity_step_grams,
    gramsPerPerson: row.grams_per_person,
    breed: row.breed,
    maturation: row.maturation,
    labels: JSON.parse(row.labels) as string[],
    farm: row.farm,
    cookingAdvice: row.cooking_advice,
    lotNumber: row.lot_number,
  };
}

export function adviceColumns(a: ArticleAdvice): AdviceRow {
  return {
    default_quantity_grams: a.defaultQuantityGrams,
    quantity_step_grams: a.quantityStepGrams,
    grams_per_person: a.gramsPerPerson,
    breed: a.breed,
    maturation: a.maturation,
    labels: JSON.stringify(a.labels),
    farm: a.farm,
    cooking_advice: a.cookingAdvice,
    lot_number: a.lotNumber,
  };
}

/** An empty text is "not told": null, so the shop shows nothing. */
const toldOrNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/** The advice a request asks for: the current one with the given fields. */
export function applyAdvice(
  current: ArticleAdvice,
  r: UpdateArticleRequest | CreateArticleRequest,
  saleUnit: 'kg' | 'piece',
): ArticleAdvice {
  const next = { ...current };
  if (r.defaultQuantityGrams !== undefined) next.defaultQuantityGrams = r.defaultQuantityGrams;
  if (r.quantityStepGrams !== undefined) next.quantityStepGrams = r.quantityStepGrams;
  if (r.gramsPerPerson !== undefined) next.gramsPerPerson = r.gramsPerPerson;
  if (r.breed !== undefined) next.breed = toldOrNull(r.breed);
  if (r.maturation !== undefined) next.maturation = toldOrNull(r.maturation);
  if (r.labels !== undefined) next.labels = r.labels.map((label) => label.trim());
  if (r.farm !== undefined) next.farm = toldOrNull(r.farm);
  if (r.cookingAdvice !== undefined) next.cookingAdvice = toldOrNull(r.cookingAdvice);
  if (r.lotNumber !== undefined) next.lotNumber = toldOrNull(r.lotNumber);
  // Sold by the piece, the customer counts pieces: a weighed article's first quantity and step mean nothing.
  if (saleUnit === 'piece' && r.saleUnit === 'piece') {
    if (r.defaultQuantityGrams === undefined) next.defaultQuantityGrams = null;
    if (r.quantityStepGrams === undefined) next.quantityStepGrams = null;
  }
  return next;
}

/** The rules between the advice's fields, on what the request sets (stored values never block another edit). */
export function checkAdvice(
  a: ArticleAdvice,
  r: UpdateArticleRequest | CreateArticleRequest,
  saleUnit: 'kg' | 'piece',
  fail: (field: string, message: string) => void,
) {
  if (saleUnit === 'piece') {
    const message = 'Pour un article au kilo seulement\u00a0: à la pièce, le client choisit un nombre de pièces.';
    if (r.defaultQuantityGrams != null) fail('DefaultQuantityGrams', message);
    if (r.quantityStepGrams != null) fail('QuantityStepGrams', message);
    return;
  }
  if (r.defaultQuantityGrams == null && r.quantityStepGrams == null) return;
  const step = a.quantityStepGrams ?? 100;
  if ((a.defaultQuantityGrams ?? 1000) < step) {
    fail(
      'DefaultQuantityGrams',
      `La quantité proposée ne peut être inférieure au pas de quantité (${step}\u00a0g)\u00a0: augmentez-la ou réduisez le pas.`,
    );
  }
}

/** Kept for the journal's French summaries. */
export const ADVICE_LABELS: Record<keyof ArticleAdvice, string> = {
  defaultQuantityGrams: 'quantité proposée',
  quantityStepGrams: 'pas de quantité',
  gramsPerPerson: 'portion par personne',
  breed: 'race',
  maturation: 'maturation',
  labels: 'labels',
  farm: 'élevage',
  cookingAdvice: 'conseil de cuisson',
  lotNumber: 'numéro de lot',
};
