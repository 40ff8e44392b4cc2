const CSV_SEPARATOR = ';';

export type CsvValue = string | number;

const quoted = (text: string) => ['"', text.replace(/"/g, '""'), '"'].join('');

/** One cell: numbers with a decimal comma; text a spreadsheet would read as a formula is neutralised. */
export function csvCell(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  // Texts that a spreadsheet would read as a formula are quoted and prefixed (CSV injection); a number
  // (a credit note's negative amount) is never one.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) || safe !== text ? quoted(safe) : safe;
}

/**
 * Rows for a spreadsheet: French Excel opens them as they are (semicolons, decimal comma, UTF-8 BOM,
 * CRLF line ends).
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
