import zlib from 'node:zlib';

// Reads back the text a pdfkit document shows, page by page, without any external tool: the content
// streams are inflated, and the glyph ids of each embedded font turned into text through its ToUnicode map.

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const end = text.indexOf('endobj', match.index);
    const body = text.slice(match.index + match[0].length, end);
    const at = body.indexOf('stream\n');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let raw = Buffer.from(body.slice(at + 'stream\n'.length, body.lastIndexOf('\nendstream')), 'latin1');
    if (dict.includes('/FlateDecode')) raw = zlib.inflateSync(raw);
    objects.set(Number(match[1]), { dict, stream: raw });
  }
  return objects;
}

/** A ToUnicode CMap as pdfkit writes it: `<first> <last> [<u> <u u> …]` ranges. */
function readCMap(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  const range = /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi;
  for (let match = range.exec(cmap); match; match = range.exec(cmap)) {
    const first = Number.parseInt(match[1] as string, 16);
    const targets = [...(match[3] as string).matchAll(/<([^>]*)>/g)].map((m) =>
      String.fromCharCode(...(m[1] as string).split(/\s+/).map((unit) => Number.parseInt(unit, 16))),
    );
    targets.forEach((value, i) => {
      codes.set(first + i, value);
    });
  }
  return codes;
}

const refOf = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** The text of each page, one entry per text operation, in drawing order. */
export function pdfPages(pdf: Buffer): string[][] {
  const objects = readObjects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    const block = /\/Font\s*<<([^>]*)>>/.exec(object.dict)?.[1];
    if (!block) continue;
    for (const [, name, ref] of block.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const cmap = font && objects.get(refOf(font.dict, 'ToUnicode'))?.stream;
      if (cmap) fonts.set(name as string, readCMap(cmap.toString('latin1')));
    }
  }
  const catalogPages = [...objects.values()].find((o) => /\/Type \/Pages/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(catalogPages?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
  return kids.map((kid) => {
    const content = objects.get(refOf(objects.get(kid)?.dict ?? '', 'Contents'))?.stream?.toString('latin1') ?? '';
    const shown: string[] = [];
    let font = new Map<number, string>();
    const ops = /\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[-\d.\s])*)\] TJ|<([0-9a-f]*)> Tj/gi;
    for (const match of content.matchAll(ops)) {
      if (match[1]) {
        font = fonts.get(match[1]) ?? new Map();
        continue;
      }
      const hex = [...(match[2] ?? `<${match[3]}>`).matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      let text = '';
      for (let i = 0; i < hex.length; i += 4) text += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
      shown.push(text);
    }
    return shown;
  });
}

/** Each page's text as one string, spaces of every kind made plain and runs of them collapsed. */
export const pdfPageTexts = (pdf: Buffer): string[] =>
  pdfPages(pdf).map((page) => page.join(' ').replace(/[\u00a0\u202f ]+/g, ' '));

/** All the text of a PDF, a line per page. */
export const pdfText = (pdf: Buffer): string => pdfPageTexts(pdf).join('\n');
