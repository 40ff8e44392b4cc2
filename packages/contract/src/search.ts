// The shop's one way of matching what people type, shared by the API's search and the header's
// suggestions. No zod here: the header's suggestion code must stay small.

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' };

/** Lower case without accents or ligatures: "Bœuf Côte" → "boeuf cote". Used on both sides of a search. */
export function foldForSearch(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded words of a search: "Côte  de Bœuf" → ["cote", "de", "boeuf"]. */
export function searchWordsOf(search: string): string[] {
  return foldForSearch(search)
    .split(' ')
    .filter((word) => word !== '');
}

/** A word this long or longer forgives one typo ("boef" finds "bœuf"); shorter ones must be exact. */
export const TYPO_MIN_LENGTH = 4;

/** True when a and b differ by one edit at most: a letter added, removed, replaced, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    // Replaced, or two neighbours swapped ("entrceote").
    return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The words of a folded text: runs of letters and digits ("pot-au-feu" → pot, au, feu). */
export function tokensOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter((token) => token !== '');
}

/**
 * The word is one typo away from a word of the text, or from its beginning (people type the start of a
 * word: "entrwc" is on its way to "entrecôte"). Words shorter than TYPO_MIN_LENGTH never match this way.
 */
export function matchesWithOneTypo(word: string, tokens: readonly string[]): boolean {
  if (word.length < TYPO_MIN_LENGTH) return false;
  return tokens.some(
    (token) =>
      withinOneEdit(word, token) ||
      [word.length - 1, word.length, word.length + 1].some(
        (length) => length < token.length && withinOneEdit(word, token.slice(0, length)),
      ),
  );
}

/** How a search word is found in a text: as typed (accents aside), with one typo, or not at all. */
export type WordMatch = 'exact' | 'typo' | null;

export function matchWord(word: string, folded: string, tokens: readonly string[]): WordMatch {
  if (folded.includes(word)) return 'exact';
  return matchesWithOneTypo(word, tokens) ? 'typo' : null;
}
