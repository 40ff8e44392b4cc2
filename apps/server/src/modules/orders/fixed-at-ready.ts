import type { Selectable } from 'kysely';
import type { ArticleTable, OrderLineTable } from '../../db/schema.js';
import { DAY_MS } from '../../lib/time.js';

type LineRow = Selectable<OrderLineTable>;

/** « 2026-11-20 » plus 3 days: « 2026-11-23 » (calendar days, no time of day). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
type ArticleRow = Selectable<ArticleTable>;
type FixedColumns = {
  [Column in keyof LineRow]?: {
    /** The line's field in the answers (the back office's, the customer's, the label's). */
    answer: string;
    /** What the line keeps when the order becomes « prête »; `orderDay`: its pickup or delivery day. */
    fix: (line: LineRow, article: ArticleRow, orderDay: string) => LineRow[Column];
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
  /** « À consommer jusqu’au » (issue 39): the order's day plus the article's shelf life; none without one. */
  best_before: {
    answer: 'bestBefore',
    fix: (line, article, orderDay) =>
      line.best_before ?? (article.shelf_life_days ? addDays(orderDay, article.shelf_life_days) : null),
  },
} as const satisfies FixedColumns;

type Fixed = typeof FIXED_AT_READY;
export type FixedAnswers = { [Column in keyof Fixed as Fixed[Column]['answer']]: LineRow[Column] };

type Entry = { answer: string; fix: (line: LineRow, article: ArticleRow, orderDay: string) => unknown };
const ENTRIES = Object.entries(FIXED_AT_READY) as [keyof LineRow, Entry][];

/** The line's values at « prête » (null before), by their names in the answers. */
export const fixedAnswers = (line: LineRow) =>
  Object.fromEntries(ENTRIES.map(([column, f]) => [f.answer, line[column]])) as FixedAnswers;

/** The columns a line takes at « prête », from its article, for the order's day. */
export const fixedColumns = (line: LineRow, article: ArticleRow, orderDay: string) =>
  Object.fromEntries(ENTRIES.map(([column, f]) => [column, f.fix(line, article, orderDay)])) as Partial<LineRow>;
