import { type ArticleSort, type ArticleSortField, foldForSearch, matchWord, tokensOf } from '@boucherie/contract';
import type { ArticleCandidate } from './catalogue.repository.js';

// Searching and sorting the articles the filters keep, in memory: a butcher's catalogue is a few hundred
// articles at most, and the typo rule and French name order read the same on SQLite and PostgreSQL.

type Prepared = { row: ArticleCandidate; name: string; nameTokens: string[]; other: string; otherTokens: string[] };

function prepare(row: ArticleCandidate): Prepared {
  const name = foldForSearch(row.designation);
  const labels = JSON.parse(row.labels) as string[];
  const other = foldForSearch([row.sub_family, row.category_name, row.breed, row.farm, ...labels].join(' '));
  return { row, name, nameTokens: tokensOf(name), other, otherTokens: tokensOf(other) };
}

/** A word's weight in the ranking: found in the name counts more than in the sub-family or the breed. */
function wordScore(p: Prepared, word: string, forgive: boolean): number {
  const inName = matchWord(word, p.name, forgive ? p.nameTokens : []);
  if (inName === 'exact') return p.nameTokens.some((t) => t.startsWith(word)) ? 4 : 3;
  const inOther = matchWord(word, p.other, forgive ? p.otherTokens : []);
  if (inOther === 'exact') return 2;
  if (inName === 'typo') return 1;
  return inOther === 'typo' ? 0.5 : 0;
}

/**
 * The articles holding every word (accents and ligatures aside), best first, the catalogue's order
 * between equals. A word of 4 letters or more that no article holds as typed forgives one typo ("boef"
 * finds bœuf); a word found as typed does not ("boeuf" does not bring "œufs").
 */
export function searchCandidates(rows: ArticleCandidate[], words: string[]): ArticleCandidate[] {
  const prepared = rows.map(prepare);
  const forgiving = words.map((word) => !prepared.some((p) => p.name.includes(word) || p.other.includes(word)));
  return prepared
    .map((p) => {
      let score = 0;
      for (const [i, word] of words.entries()) {
        const s = wordScore(p, word, forgiving[i] === true);
        if (s === 0) return null;
        score += s;
      }
      return { row: p.row, score };
    })
    .filter((x): x is { row: ArticleCandidate; score: number } => x !== null)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.row);
}

/** The price the viewer pays per sale unit: the pro price for an approved pro, the discounted one while it runs. */
function unitPriceCents(row: ArticleCandidate, pro: boolean): number {
  const active = Boolean(row.discount_is_active);
  if (pro)
    return active && row.discount_purchase_price_cents !== null
      ? row.discount_purchase_price_cents
      : row.purchase_price_cents;
  return active && row.discount_price_cents !== null ? row.discount_price_cents : row.price_cents;
}

type SortKey = (row: ArticleCandidate, pro: boolean) => number | string | null;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const KEYS: Record<ArticleSortField, SortKey> = {
  price: unitPriceCents,
  // A piece's price per kg comes from its average weight; without one it has none and goes last.
  pricePerKg: (row, pro) =>
    row.sale_unit === 'kg'
      ? unitPriceCents(row, pro)
      : row.average_weight_grams
        ? (unitPriceCents(row, pro) * 1000) / row.average_weight_grams
        : null,
  name: (row) => row.designation,
  // The saving of a running discount, as a share of the regular price; articles without one go last.
  promotions: (row, pro) => {
    if (!row.discount_is_active) return null;
    const regular = pro ? row.purchase_price_cents : row.price_cents;
    return (regular - unitPriceCents(row, pro)) / regular;
  },
};

/** Sorted by one key (articles without a value last, whatever the direction); equals keep their order. */
export function sortCandidates(rows: ArticleCandidate[], sort: ArticleSort, pro: boolean): ArticleCandidate[] {
  const [field, direction] = sort.split(':') as [ArticleSortField, 'asc' | 'desc'];
  const key = KEYS[field];
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: key(row, pro) }));
  return keyed
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      const order = typeof a.key === 'string' ? collator.compare(a.key, String(b.key)) : a.key - (b.key as number);
      return sign * order;
    })
    .map((x) => x.row);
}
