import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The one way a printed document starts and ends: fonts that write French, a page size, a buffer.

export type Pdf = PDFKit.PDFDocument;

/** Font names used by the drawings; they resolve to DejaVu Sans Condensed, or Helvetica as a last resort. */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

const require = createRequire(import.meta.url);

function findFont(file: string): string | null {
  const candidates = [
    () => require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
    () => `/usr/share/fonts/truetype/dejavu/${file}`,
  ];
  for (const candidate of candidates) {
    try {
      const path = candidate();
      if (fs.existsSync(path)) return path;
    } catch {
      // Not installed there: try the next place.
    }
  }
  return null;
}

/**
 * DejaVu ships through npm (dejavu-fonts-ttf), so the server never depends on the machine's fonts. Read
 * once: fontkit parses the bytes for each document, the disk is not touched again.
 */
const FONT_FILES = (() => {
  const regular = findFont('DejaVuSansCondensed.ttf');
  const bold = findFont('DejaVuSansCondensed-Bold.ttf');
  return regular && bold ? { regular: fs.readFileSync(regular), bold: fs.readFileSync(bold) } : null;
})();

/**
 * Without DejaVu, pdfkit's Helvetica (WinAnsi) draws the text: it has é, à, œ and €, but no narrow
 * no-break space (Intl's thousands separator) nor a few signs, which become their nearest WinAnsi kin.
 */
const winAnsi = (text: string) =>
  text
    .replace(/[\u202f\u2009]/g, '\u00a0')
    .replace(/[\u2610\u25a1]/g, '[ ]')
    .replace(/[\u2192]/g, '->');

export type DocumentOptions = {
  size: [number, number] | 'A4';
  margin: number;
  title: string;
  /** What a PDF reader shows beside the title (« Facture de Maison Thirion ») and whose it is. */
  subject?: string;
  author?: string;
};

export function createPdf(options: DocumentOptions): { doc: Pdf; text: (value: string) => string } {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    bufferPages: true,
    info: {
      Title: options.title,
      ...(options.subject ? { Subject: options.subject } : {}),
      Author: options.author ?? 'Boucherie',
      Creator: 'Boucherie — espace boutique',
    },
    lang: 'fr-FR',
  });
  if (FONT_FILES) {
    doc.registerFont(FONT.regular, FONT_FILES.regular);
    doc.registerFont(FONT.bold, FONT_FILES.bold);
  } else {
    doc.registerFont(FONT.regular, 'Helvetica');
    doc.registerFont(FONT.bold, 'Helvetica-Bold');
  }
  doc.font(FONT.regular);
  return { doc, text: FONT_FILES ? (value) => value : winAnsi };
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Writes text in a box `width` wide. A text that fits on one line (most of a sheet's) is measured by its
 * width and drawn without pdfkit's line wrapper, which otherwise lays it out twice: on a Christmas Eve's
 * 300 sheets that is most of the drawing time. Longer texts wrap as usual. Answers the height used.
 */
export function textIn(
  doc: Pdf,
  value: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right' | 'center'; strike?: boolean },
): number {
  const { width, align = 'left', strike = false } = options;
  const oneLine = value.includes('\n') ? null : doc.widthOfString(value);
  if (oneLine !== null && oneLine <= width) {
    const shift = align === 'right' ? width - oneLine : align === 'center' ? (width - oneLine) / 2 : 0;
    doc.text(value, x + shift, y, { lineBreak: false, strike });
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true);
  } else {
    doc.text(value, x, y, { width, align, strike });
  }
  return doc.y - y;
}

/** The height `value` takes in a box `width` wide (one line without running the line wrapper). */
export function heightIn(doc: Pdf, value: string, width: number): number {
  if (!value.includes('\n') && doc.widthOfString(value) <= width) return doc.currentLineHeight(true);
  return doc.heightOfString(value, { width });
}

/** Millimetres to PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;
