import { z } from 'zod';
import { ProblemDetails } from '../errors.js';

/**
 * The answers that are documents, not JSON: a PDF or a CSV file. The server sends the bytes itself (with their
 * headers); the schema only documents them in OpenAPI and types the handler. `Uint8Array` rather than Node's
 * `Buffer` (a Buffer is one), so that the table loads in the browser too.
 */
export const Pdf = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'Un document PDF (application/pdf)' });

/** A document read that can conflict (no invoice yet, the business's identity incomplete): the PDF, or 409. */
export const pdfOrConflict = { produces: ['application/pdf'], responses: { 200: Pdf, 409: ProblemDetails } } as const;

/** A CSV file (text/csv, UTF-8); plain string in OpenAPI, as before the table. */
export const Csv = z.string();

/** A kept answer's 304 (ETag, If-None-Match): no body; OpenAPI describes it without content. */
export const NotModified = z.null();
