import { type RawBuilder, sql } from 'kysely';
import { escapeLike, foldForSearch } from './text.js';

/**
 * The letters foldForSearch (text.ts) changes, in both cases: SQLite's lower() only knows ASCII, so
 * the accented capitals are replaced too. Enough for the names and companies of the served countries.
 */
const FOLDS: [string, string][] = [
  ...[...'àâäáãåÀÂÄÁÃÅ'].map((c): [string, string] => [c, 'a']),
  ...[...'çÇ'].map((c): [string, string] => [c, 'c']),
  ...[...'éèêëÉÈÊË'].map((c): [string, string] => [c, 'e']),
  ...[...'îïíìÎÏÍÌ'].map((c): [string, string] => [c, 'i']),
  ...[...'ôöóòõÔÖÓÒÕ'].map((c): [string, string] => [c, 'o']),
  ...[...'ùûüúÙÛÜÚ'].map((c): [string, string] => [c, 'u']),
  ...[...'ÿýŸÝ'].map((c): [string, string] => [c, 'y']),
  ...[...'ñÑ'].map((c): [string, string] => [c, 'n']),
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['ß', 'ss'],
];

/**
 * A text column or expression, lower case without accents or ligatures, in SQL both engines run: what
 * foldForSearch does in JavaScript, so that "helene" finds "Hélène" without a stored copy of the names.
 */
export function foldedSql(expression: RawBuilder<string>): RawBuilder<string> {
  let folded = sql<string>`lower(${expression})`;
  for (const [from, to] of FOLDS) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return folded;
}

/**
 * The back office's search of people (a customer, an order's customer): every word typed, folded, is
 * found in `text` (names, e-mail, company…), or, when what was typed reads as a phone number
 * ("06 12 34 56 01"), its digits are in `phone` ("+33612345601"). Null when nothing was typed.
 */
export function peopleSearch(typed: string, text: RawBuilder<string>, phone: RawBuilder<string | null>) {
  const words = foldForSearch(typed).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const haystack = foldedSql(text);
  const everyWord = sql.join(
    words.map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`} escape '\\'`),
    sql` and `,
  );
  const digits = typed.replace(/\D/g, '');
  const isPhone = digits.length >= 4 && digits.length === typed.replace(/[\s.+()-]/g, '').length;
  if (!isPhone) return sql<boolean>`(${everyWord})`;
  return sql<boolean>`((${everyWord}) or ${phone} like ${`%${digits.replace(/^0/, '')}%`})`;
}
