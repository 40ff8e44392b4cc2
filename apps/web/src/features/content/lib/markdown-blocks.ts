import { type InlineNode, parseInline } from './markdown-inline';

export type Align = 'left' | 'center' | 'right' | null;

/** Block Markdown as data, rendered by components/markdown.tsx. */
export type BlockNode =
  | { type: 'heading'; level: 2 | 3 | 4; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] }
  | { type: 'table'; align: Align[]; header: InlineNode[][]; rows: InlineNode[][][] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const CONTINUATION = /^\s{2,}\S/;

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  // A pipe written \| stays inside its cell.
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
}

const isTableStart = (lines: string[], i: number) =>
  (lines[i] ?? '').includes('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-');

function startsBlock(lines: string[], i: number): boolean {
  const line = lines[i] ?? '';
  return (
    line.trim() === '' ||
    HEADING.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    RULE.test(line) ||
    isTableStart(lines, i)
  );
}

/** Headings (# and ## become h2: the page's h1 is its title), paragraphs, lists, pipe tables, rules. */
export function parseMarkdown(source: string): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(Math.max((heading[1] as string).length, 2), 4) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (isTableStart(lines, i)) {
      const header = splitRow(line);
      const align = splitRow(lines[i + 1] as string).map(alignOf);
      const rows: InlineNode[][][] = [];
      i += 2;
      while (i < lines.length && (lines[i] as string).includes('|') && (lines[i] as string).trim() !== '') {
        const cells = splitRow(lines[i] as string);
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
        i += 1;
      }
      blocks.push({ type: 'table', align, header: header.map((cell) => parseInline(cell)), rows });
      continue;
    }
    const ordered = ORDERED.exec(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] as string;
        const item = pattern.exec(current);
        if (item) items.push(item[ordered ? 2 : 1] ?? '');
        else if (CONTINUATION.test(current) && items.length > 0) items[items.length - 1] += `\n${current.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({
        type: 'list',
        ordered: Boolean(ordered),
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map((item) => parseInline(item)),
      });
      continue;
    }
    // A paragraph runs to the next blank line or block; each line break is kept.
    const paragraph: string[] = [];
    while (i < lines.length && (paragraph.length === 0 || !startsBlock(lines, i))) {
      paragraph.push((lines[i] as string).trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}
