import type { Selectable } from 'kysely';
import type { ArticleTable, OrderLineTable } from '../../db/schema.js';

type LineRow = Selectable<OrderLineTable>;
type ArticleRow = Selectable<ArticleTable>;
type FixedColumns = {
  [Column in keyof LineRow]?: {
    /** The line's field in the answers (the back office's, the customer's, the label's). */
    answer: string;
    /** What the line keeps, on the day (Paris) the order becomes « prête ». */
    fix: (line: LineRow, article: ArticleRow, today: string) => LineRow[Column];
  };
};

/**
 * What an order line takes from its article when the order becomes « prête » and keeps from then on, whatever
 * the article becomes: its column, its name in the answers, its value at « prête ». The status change fixes
 * them (`fixLinesAtReady`), the answers read them (`fixedAnswers`): a new one is its entry here, its column and
 * its field in the contract. A line the shop could not supply takes none.
 */
export const FIXED_AT_READY = {
  /** The delivery note and the invoice show the lot: the one noted at weighing, else the article's of the moment. */
  lot_number: {
    answer: 'lotNumber',
    // An article sold from a lot gives its lot (below), not its old free number.
    fix: (line, article) => line.lot_number ?? (article.lot_id ? null : article.lot_number),
  },
  /** The lot the line was cut from (ADR 067): the one taken at weighing, else the article's of the moment. */
  lot_id: {
    answer: 'lotId',
    fix: (line, article) => line.lot_id ?? (line.lot_number === null ? article.lot_id : null),
  },
} as const satisfies FixedColumns;

type Fixed = typeof FIXED_AT_READY;
export type FixedAnswers = { [Column in keyof Fixed as Fixed[Column]['answer']]: LineRow[Column] };

type Entry = { answer: string; fix: (line: LineRow, article: ArticleRow, today: string) => unknown };
const ENTRIES = Object.entries(FIXED_AT_READY) as [keyof LineRow, Entry][];

/** The line's values at « prête » (null before), by their names in the answers. */
export const fixedAnswers = (line: LineRow) =>
  Object.fromEntries(ENTRIES.map(([column, f]) => [f.answer, line[column]])) as FixedAnswers;

/** The columns a line takes at « prête », from its article, on that day. */
export const fixedColumns = (line: LineRow, article: ArticleRow, today: string) =>
  Object.fromEntries(ENTRIES.map(([column, f]) => [column, f.fix(line, article, today)])) as Partial<LineRow>;
