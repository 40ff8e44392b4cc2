import type { CreateArticleRequest, UpdateArticleRequest } from '@boucherie/contract';

/** How an advice field is kept: a number (grams, days) as given, a text null when untold, a list of texts (JSON in its column). */
type Kind = 'number' | 'told' | 'list';
type ValueOf<K extends Kind> = K extends 'list' ? string[] : K extends 'number' ? number | null : string | null;
type ColumnOf<K extends Kind> = K extends 'list' ? string : ValueOf<K>;

/**
 * What the butcher tells about an article (issue 13), each field once: its column, how a request's value is
 * kept, and its name in the journal's French summaries. The lot number is traceability rather than advice, but
 * edited and journalled the same way (issue 15). A new field of these kinds is one line here.
 */
const ADVICE = {
  defaultQuantityGrams: { column: 'default_quantity_grams', kind: 'number', label: 'quantité proposée' },
  quantityStepGrams: { column: 'quantity_step_grams', kind: 'number', label: 'pas de quantité' },
  gramsPerPerson: { column: 'grams_per_person', kind: 'number', label: 'portion par personne' },
  breed: { column: 'breed', kind: 'told', label: 'race' },
  maturation: { column: 'maturation', kind: 'told', label: 'maturation' },
  labels: { column: 'labels', kind: 'list', label: 'labels' },
  farm: { column: 'farm', kind: 'told', label: 'élevage' },
  cookingAdvice: { column: 'cooking_advice', kind: 'told', label: 'conseil de cuisson' },
  lotNumber: { column: 'lot_number', kind: 'told', label: 'numéro de lot' },
} as const satisfies Record<string, { column: string; kind: Kind; label: string }>;
type Advice = typeof ADVICE;
type AdviceField = keyof Advice & keyof UpdateArticleRequest;

export type ArticleAdvice = { -readonly [K in AdviceField]: ValueOf<Advice[K]['kind']> };
type AdviceRow = { [K in AdviceField as Advice[K]['column']]: ColumnOf<Advice[K]['kind']> };

const FIELDS = Object.entries(ADVICE) as [AdviceField, Advice[AdviceField]][];
const byField = <T>(value: (name: AdviceField, field: Advice[AdviceField]) => T): Record<string, unknown> =>
  Object.fromEntries(FIELDS.map(([name, field]) => [name, value(name, field)]));

/** The advice's columns, for the back office's reads: a new field is read once it is in the table above. */
export const ADVICE_COLUMNS = FIELDS.map(([, f]) => `a.${f.column}` as const);

export const NO_ADVICE = byField((_, f) => (f.kind === 'list' ? [] : null)) as ArticleAdvice;

export function adviceOfRow(row: AdviceRow): ArticleAdvice {
  const columns = row as Record<string, unknown>;
  return byField((_, f) =>
    f.kind === 'list' ? JSON.parse(columns[f.column] as string) : columns[f.column],
  ) as ArticleAdvice;
}

export function adviceColumns(a: ArticleAdvice): AdviceRow {
  return Object.fromEntries(
    FIELDS.map(([name, f]) => [f.column, f.kind === 'list' ? JSON.stringify(a[name]) : a[name]]),
  ) as AdviceRow;
}

/** An empty text is "not told": null, so the shop shows nothing. */
const toldOrNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
const KEEP: Record<Kind, (value: never) => unknown> = {
  number: (value: number | null) => value,
  told: toldOrNull,
  list: (list: string[]) => list.map((item) => item.trim()),
};

/** The advice a request asks for: the current one with the given fields. */
export function applyAdvice(
  current: ArticleAdvice,
  r: UpdateArticleRequest | CreateArticleRequest,
  saleUnit: 'kg' | 'piece',
): ArticleAdvice {
  const next: Record<string, unknown> = { ...current };
  for (const [name, f] of FIELDS) {
    const value = r[name];
    if (value !== undefined) next[name] = KEEP[f.kind](value as never);
  }
  // Sold by the piece, the customer counts pieces: a weighed article's first quantity and step mean nothing.
  if (saleUnit === 'piece' && r.saleUnit === 'piece') {
    if (r.defaultQuantityGrams === undefined) next.defaultQuantityGrams = null;
    if (r.quantityStepGrams === undefined) next.quantityStepGrams = null;
  }
  return next as ArticleAdvice;
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
export const ADVICE_LABELS = byField((_, f) => f.label) as Record<AdviceField, string>;
