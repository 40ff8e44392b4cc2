// The API as its OpenAPI document describes it, read by the fuzzer and the access table.

export type Schema = Record<string, unknown>;

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
};

export type Operation = {
  method: string;
  /** The document's path, with `{id}` placeholders. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: Schema;
  /** Its other body types (multipart). */
  bodyTypes: string[];
  /** Status → content type → schema (an empty map: an answer without a body). */
  responses: Record<string, Record<string, Schema>>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
};

type RawOperation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => ({
      method: method.toUpperCase(),
      path,
      operationId: raw.operationId,
      parameters: raw.parameters ?? [],
      ...(raw.requestBody?.content['application/json']
        ? { body: raw.requestBody.content['application/json'].schema }
        : {}),
      bodyTypes: Object.keys(raw.requestBody?.content ?? {}),
      responses: Object.fromEntries(
        Object.entries(raw.responses).map(([status, answer]) => [
          status,
          Object.fromEntries(Object.entries(answer.content ?? {}).map(([type, { schema }]) => [type, schema])),
        ]),
      ),
    })),
  );
}

/** The id under which the document's components are known to the JSON Schema validator. */
export const DOCUMENT_ID = 'openapi';

/**
 * OpenAPI 3.0 schemas → JSON Schema (draft 7), as a standard validator reads them: `nullable` becomes a
 * choice with `null`, boolean `exclusiveMinimum` a number, references point into the registered document.
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, example: _example, ...rest } = node as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = `${DOCUMENT_ID}${value}`;
    else if (key === 'properties' || key === 'patternProperties')
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)]));
    else out[key] = toJsonSchema(value);
  }
  if (out.exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (out.format === 'binary') delete out.format;
  if (nullable === true) {
    // `{ nullable, allOf: [$ref], type: object }`: the type was only there for OpenAPI 3.0's sake.
    if (Array.isArray(out.allOf)) delete out.type;
    return { anyOf: [{ type: 'null' }, out] };
  }
  return out;
}

/** The document's components as one JSON Schema document, for the validator and the generators. */
export function componentsDocument(document: OpenApiDocument): Schema {
  return { $id: DOCUMENT_ID, components: { schemas: toJsonSchema(document.components.schemas) } };
}

/** Percent-encoding that takes any text (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** `{id}` → a value, for the URL. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(values[name] ?? ''));
}
