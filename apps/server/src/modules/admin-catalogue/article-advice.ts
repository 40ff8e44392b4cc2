import {
  ARTICLE_PLAIN_FIELDS,
  type CreateArticleRequest,
  type PlainFieldKind,
  type UpdateArticleRequest,
} from '@boucherie/contract';

type ValueOf<K extends PlainFieldKind> = K extends 'list'
  ? string[]
  : K extends 'number'
    ? number | null
    : string | null;
type ColumnOf<K extends PlainFieldKind> = K extends 'list' ? string : ValueOf<K>;
/** `gramsPerPerson` → `grams_per_person`: a plain field's column. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * What the butcher tells about an article (issue 13), and the lot number (issue 15): the contract's plain fields,
 * each kept as given in its own column, a list as JSON. A new plain field needs nothing here.
 */
type Advice = typeof ARTICLE_PLAIN_FIELDS;
type AdviceField = keyof Advice;

export type ArticleAdvice = { -readonly [K in AdviceField]: ValueOf<Advice[K]> };
type AdviceRow = { [K in AdviceField as Snake<K>]: ColumnOf<Advice[K]> };

const FIELDS = Object.entries(ARTICLE_PLAIN_FIELDS).map(([name, kind]) => ({
  name: name as AdviceField,
  kind: kind as PlainFieldKind,
  column: snake(name) as Snake<AdviceField>,
}));
const byField = <T>(value: (field: (typeof FIELDS)[number]) => T): Record<string, unknown> =>
  Object.fromEntries(FIELDS.map((f) => [f.name, value(f)]));

/** The advice's columns, for the back office's reads: a new plain field of the contract is read at once. */
export const ADVICE_COLUMNS = FIELDS.map((f) => `a.${f.column}` as const);

export const NO_ADVICE = byField((f) => (f.kind === 'list' ? [] : null)) as ArticleAdvice;

export function adviceOfRow(row: AdviceRow): ArticleAdvice {
  const columns = row as Record<string, unknown>;
  return byField((f) =>
    f.kind === 'list' ? JSON.parse(columns[f.column] as string) : columns[f.column],
  ) as ArticleAdvice;
}

export function adviceColumns(a: ArticleAdvice): AdviceRow {
  return Object.fromEntries(
    FIELDS.map((f) => [f.column, f.kind === 'list' ? JSON.stringify(a[f.name]) : a[f.name]]),
  ) as AdviceRow;
}

/** An empty text is "not told": null, so the shop shows nothing. */
const toldOrNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
const KEEP: Record<PlainFieldKind, (value: never) => unknown> = {
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
  for (const f of FIELDS) {
    const value = r[f.name];
    if (value !== undefined) next[f.name] = KEEP[f.kind](value as never);
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
