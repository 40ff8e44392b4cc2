// The French rule Intl does not apply: the first day of a month is written "1er" ("mardi 1er décembre",
// "1er janvier 2027"); every other day is a plain number. One rule for the server's and the web's dates.

/**
 * A day number followed by a month name, whole or as Intl shortens it: "1 décembre" → "1er décembre",
 * "1 déc. 2026" → "1er déc. 2026"; "21 décembre" stays.
 */
const FIRST_OF_MONTH =
  /(^|[^\p{L}\p{N}])1(?=[ \u00a0\u202f](?:(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b|(?:janv|févr|avr|juil|sept|oct|nov|déc)\.))/gu;

/** A date written by Intl in fr-FR, with "1er" for the first of the month. */
export const withFirstOfMonth = (text: string): string => text.replace(FIRST_OF_MONTH, '$11er');

// Made at the first date written, not as the module loads: the first Intl formatter of a page loads the
// locale's data (95 ms of the catalogue's start at 4× CPU, issue 43), and every page loads this module.
let dayMonth: Intl.DateTimeFormat | undefined;
const DAY_MONTH = () => {
  dayMonth ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return dayMonth;
};

/**
 * A line's use-by date as the label, the order page and the « prête » message say it (issue 39):
 * "2026-12-03" → « À consommer jusqu’au 3 décembre » (« 1er décembre » on the first).
 */
export const bestBeforeText = (date: string): string =>
  `À consommer jusqu’au ${withFirstOfMonth(DAY_MONTH().format(new Date(`${date}T12:00:00Z`)))}`;
