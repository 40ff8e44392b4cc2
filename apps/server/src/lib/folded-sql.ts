import { type RawBuilder, sql } from 'kysely';

/**
 * The letters foldForSearch (lib/text.ts) changes, in both cases: SQLite's lower() only knows ASCII, so
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
