import { FONT, heightIn, type Pdf, textIn } from './pdf-document.js';

// A plain table that flows over pages: rows grow with their text and never split; the header row is
// drawn again at the top of each new page.

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };
export type Cell = string | { text: string; bold?: boolean; size?: number; strike?: boolean; color?: string };

export type Table = {
  columns: Column[];
  x: number;
  fontSize: number;
  /** Lowest height of a row (room to write a weight by hand). */
  minRowHeight?: number;
  padding?: number;
  /** Draws what a new page needs above the table (a running title) and answers nothing. */
  onNewPage: () => void;
};

const cellOf = (cell: Cell) => (typeof cell === 'string' ? { text: cell } : cell);
const width = (table: Table) => table.columns.reduce((sum, c) => sum + c.width, 0);
const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

export function drawHeader(doc: Pdf, table: Table) {
  const pad = table.padding ?? 4;
  const y = doc.y;
  doc.font(FONT.bold).fontSize(table.fontSize - 1);
  const height = Math.max(...table.columns.map((c) => heightIn(doc, c.header || ' ', c.width - 2 * pad))) + 2 * pad;
  doc.save().rect(table.x, y, width(table), height).fill('#e8e8e8').restore();
  let x = table.x;
  for (const column of table.columns) {
    if (column.header) {
      doc.fillColor('#000000');
      textIn(doc, column.header, x + pad, y + pad, { width: column.width - 2 * pad, align: column.align ?? 'left' });
    }
    x += column.width;
  }
  doc.font(FONT.regular);
  doc.x = table.x;
  doc.y = y + height;
}

/** The height a row takes, its tallest cell and the padding. */
export function rowHeight(doc: Pdf, table: Table, cells: Cell[]): number {
  const pad = table.padding ?? 4;
  let tallest = 0;
  table.columns.forEach((column, i) => {
    const cell = cellOf(cells[i] ?? '');
    doc.font(cell.bold ? FONT.bold : FONT.regular).fontSize(cell.size ?? table.fontSize);
    tallest = Math.max(tallest, heightIn(doc, cell.text || ' ', column.width - 2 * pad));
  });
  return Math.max(tallest + 2 * pad, table.minRowHeight ?? 0);
}

/** Starts a new page (with its running title and the header row) when the next `height` points do not fit. */
export function ensureRoom(doc: Pdf, table: Table, height: number) {
  if (doc.y + height <= bottom(doc)) return;
  doc.addPage();
  table.onNewPage();
  drawHeader(doc, table);
}

/**
 * Draws one row below the previous one; `decorate` draws into a cell's box (a box to write a weight in).
 * Answers the row's top and height.
 */
export function drawRow(
  doc: Pdf,
  table: Table,
  cells: Cell[],
  decorate?: (column: number, box: { x: number; y: number; width: number; height: number }) => void,
) {
  const pad = table.padding ?? 4;
  const height = rowHeight(doc, table, cells);
  ensureRoom(doc, table, height);
  const y = doc.y;
  let x = table.x;
  table.columns.forEach((column, i) => {
    const cell = cellOf(cells[i] ?? '');
    doc
      .font(cell.bold ? FONT.bold : FONT.regular)
      .fontSize(cell.size ?? table.fontSize)
      .fillColor(cell.color ?? '#000000');
    if (cell.text) {
      textIn(doc, cell.text, x + pad, y + pad, {
        width: column.width - 2 * pad,
        align: column.align ?? 'left',
        strike: cell.strike ?? false,
      });
    }
    decorate?.(i, { x, y, width: column.width, height });
    x += column.width;
  });
  doc
    .moveTo(table.x, y + height)
    .lineTo(table.x + width(table), y + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.fillColor('#000000').font(FONT.regular);
  doc.x = table.x;
  doc.y = y + height;
  return { y, height };
}
