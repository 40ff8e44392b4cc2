import fc from 'fast-check';
import { contentTypes, hostileRawBody, hostileText, hostileValue } from './hostile-values.js';
import { encode, fillPath, type Operation, type Parameter, type Schema, toJsonSchema } from './openapi-document.js';
import { schemaValues } from './schema-values.js';

/** One request of the fuzzer, as plain data (printed whole when its answer is wrong). */
export type FuzzRequest = {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The role's own session, none, or a cookie header of the fuzzer's. */
  session: 'own' | 'none' | { cookie: string };
  payload?: string;
  /** The client address (the rate limits count per address). */
  remoteAddress: string;
};

/** Query text as a browser would send it: repeated keys for arrays. */
function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encode(key)}=${encode(String(item))}`);
  }
  return pairs.join('&');
}

/** The fuzzer's requests for the operations of a document, valid and hostile in every part. */
export function requestArbitrary(operations: Operation[], components: Record<string, Schema>) {
  const values = schemaValues(components);
  const ofParameter = (parameter: Parameter) => values(toJsonSchema(parameter.schema) as Schema, parameter.name);

  const pathValues = (operation: Operation, hostile: boolean) => {
    const parameters = operation.parameters.filter((p) => p.in === 'path');
    const value = (p: Parameter) => (hostile ? fc.oneof(ofParameter(p), hostileText) : ofParameter(p));
    return fc
      .tuple(...parameters.map((p) => fc.tuple(fc.constant(p.name), value(p))))
      .map((pairs) => Object.fromEntries(pairs.map(([name, value]) => [name, String(value)])));
  };

  const query = (operation: Operation, hostile: boolean) => {
    const parameters = operation.parameters.filter((p) => p.in === 'query');
    const model = Object.fromEntries(parameters.map((p) => [p.name, ofParameter(p)]));
    const requiredKeys = parameters.filter((p) => p.required).map((p) => p.name);
    const valid = fc.record(model, { requiredKeys }).map(queryString);
    const hostileQuery = fc
      .tuple(
        valid,
        fc.constantFrom(...parameters.map((p) => p.name), 'extra', 'pagesize', 'a[b]', '__proto__'),
        hostileText,
        fc.constantFrom('', '&%ZZ=1', '&x=%E0%A4%A', `&${'q'.repeat(5_000)}=1`, '&PageSize=1&PageSize=2'),
      )
      .map(([base, key, value, tail]) =>
        [base, `${encode(key)}=${encode(value)}`].filter(Boolean).join('&').concat(tail),
      );
    return hostile ? fc.oneof(valid, hostileQuery) : valid;
  };

  const ofOperation = (operation: Operation, hostile: Set<Hostile>): fc.Arbitrary<FuzzRequest> =>
    fc
      .record({
        path: pathValues(operation, hostile.has('path')),
        query: query(operation, hostile.has('query')),
        body: bodyArbitrary(values, operation, hostile.has('body')),
        headers: headersArbitrary(ofParameter, operation, hostile.has('headers')),
        session: hostile.has('session') ? hostileSession : fc.constant<'own'>('own'),
        remoteAddress: addresses,
        rawSegment: hostile.has('path')
          ? fc.option(fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', '%2e%2e', '%2F', '%C0%AF'), { freq: 4 })
          : fc.constant(null),
      })
      .map(({ path, query: search, body: sent, headers: [own, extra], session: cookie, remoteAddress, rawSegment }) => {
        // Now and then a path parameter is bytes no encoder would write.
        const filled = fillPath(operation.path, path);
        const withRaw = rawSegment === null ? filled : operation.path.replace(/\{[^}]+\}.*$/, rawSegment);
        const url = (operation.path.includes('{') ? withRaw : filled) + (search ? `?${search}` : '');
        const allHeaders: Record<string, string> = { ...own, ...extra };
        if (sent.type) allHeaders['content-type'] = sent.type;
        for (const [key, value] of Object.entries(allHeaders)) {
          // A header value cannot hold a line break or a control character: Node refuses to send it.
          allHeaders[key] = value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
        }
        return {
          operationId: operation.operationId,
          method: operation.method,
          url,
          headers: allHeaders,
          session: cookie,
          ...(sent.payload === undefined ? {} : { payload: sent.payload }),
          remoteAddress,
        };
      });

  // Half the requests are valid in every part (they reach the services); the others are hostile in one
  // part, or in all of them.
  const modes = fc.constantFrom<Hostile[]>([], [], [], [], [], ...HOSTILE.map((h) => [h]), [...HOSTILE]);
  return fc
    .tuple(fc.constantFrom(...operations), modes)
    .chain(([operation, mode]) => ofOperation(operation, new Set(mode)));
}

const HOSTILE = ['path', 'query', 'body', 'headers', 'session'] as const;
type Hostile = (typeof HOSTILE)[number];

type Values = ReturnType<typeof schemaValues>;

/** A request's body: the schema's values, or one field made hostile, or bytes that are not JSON at all. */
function bodyArbitrary(
  values: Values,
  operation: Operation,
  hostile: boolean,
): fc.Arbitrary<{ payload?: string; type?: string }> {
  const json = operation.body ? values(toJsonSchema(operation.body) as Schema) : fc.constant(undefined);
  const mutated = fc.tuple(json, fc.nat(), hostileValue, fc.boolean()).map(([valid, index, hostile, remove]) => {
    if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return hostile;
    const object = { ...(valid as Record<string, unknown>) };
    const keys = Object.keys(object);
    const key = keys.length > 0 ? (keys[index % keys.length] as string) : 'extra';
    if (remove) delete object[key];
    else object[key] = hostile;
    return object;
  });
  const asJson = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value) => (value === undefined ? {} : { payload: JSON.stringify(value), type: 'application/json' }));
  if (!hostile) return asJson(json);
  return fc.oneof(
    { weight: 3, arbitrary: asJson(mutated) },
    { weight: 1, arbitrary: fc.record({ payload: hostileRawBody, type: fc.constant('application/json') }) },
    { weight: 1, arbitrary: fc.record({ payload: hostileRawBody, type: contentTypes }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** The operation's documented headers, and when hostile the headers a proxy or an attacker adds. */
function headersArbitrary(
  ofParameter: (p: Parameter) => fc.Arbitrary<unknown>,
  operation: Operation,
  hostile: boolean,
) {
  const documented = operation.parameters.filter((p) => p.in === 'header');
  const value = (p: Parameter) => (hostile ? fc.oneof(ofParameter(p).map(String), hostileText) : ofParameter(p));
  const own = fc.record(Object.fromEntries(documented.map((p) => [p.name, value(p).map(String)])), {
    requiredKeys: [],
  });
  const extra = fc.record(
    {
      origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:80'),
      'sec-fetch-site': fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1'),
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'deflate', 'identity;q=0', '*', 'zstd'),
      accept: fc.constantFrom('application/json', 'text/html', 'application/pdf', '*/*', 'x/y'),
      'if-none-match': fc.constantFrom('*', '"abc"', 'W/"1"', 'garbage'),
      range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=5-1'),
      'accept-language': fc.constantFrom('fr-FR', 'de', '*'),
      host: fc.constantFrom('localhost', 'evil.example', 'localhost:99999'),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(own, hostile ? extra : fc.constant({}));
}

const hostileSession = fc.oneof(
  { weight: 1, arbitrary: fc.constant<'none'>('none') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('sid', '__Host-sid', 'SID', 'sid2'), hostileText)
      .map(([name, value]) => ({ cookie: `${name}=${encode(value)}` })),
  },
  { weight: 1, arbitrary: hostileText.map((cookie) => ({ cookie: cookie.replace(/[\r\n]/g, '') })) },
);

const addresses = fc.constantFrom('10.1.0.1', '10.1.0.2', '10.1.0.3', '192.0.2.7', '::1');
