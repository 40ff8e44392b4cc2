import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import {
  componentsDocument,
  type OpenApiDocument,
  type Operation,
  type Schema,
  toJsonSchema,
} from './openapi-document.js';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => void;

export type Answer = { status: number; contentType: string | undefined; body: string };

/**
 * Checks an answer against what the document promises for its operation: a documented status (never a
 * 5xx), a documented content type, and a JSON body that its documented schema accepts (a standard
 * validator, ajv, reading the document as an outside tool would).
 */
export function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(componentsDocument(document));
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Schema) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as Schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  /** What is wrong with the answer, or null. */
  return (operation: Operation, answer: Answer): string | null => {
    if (answer.status >= 500) return `${answer.status}: ${answer.body.slice(0, 300)}`;
    const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
    if (!documented) return `status ${answer.status} is not documented`;
    const types = Object.keys(documented);
    if (types.length === 0) return null;
    const type = answer.contentType?.split(';')[0]?.trim().toLowerCase();
    if (!type || !types.includes(type))
      return `${answer.status} answered ${type ?? 'no content type'}, documented: ${types.join(', ')}`;
    if (type !== 'application/json') return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${answer.status} answered invalid JSON: ${answer.body.slice(0, 200)}`;
    }
    const validate = validator(`${operation.operationId} ${answer.status}`, documented[type] as Schema);
    if (validate(body)) return null;
    const error = validate.errors?.[0];
    return `${answer.status} body fails its schema at ${error?.instancePath || '/'}: ${error?.message} (${JSON.stringify(body).slice(0, 200)})`;
  };
}
