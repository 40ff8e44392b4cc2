import fc from 'fast-check';

// Values a careless or malicious client sends: wrong types, edges of every number type, text that breaks
// parsers, SQL, paths, encodings, and sizes past the limits.

export const NAUGHTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0x10',
  ' 1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  "'; DROP TABLE user_account; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  '%',
  '%00',
  '%ZZ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '🥩🔪',
  'Bœuf à l’ancienne',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, sent as text.
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  '\r\nSet-Cookie: sid=x',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '2026-11-24T25:61:00Z',
  '24:00',
  '-12:00',
  'x'.repeat(257),
  'é'.repeat(2_001),
];

const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  0.1,
  0.005,
  1.005,
  18.9,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
];

const deepArray = (depth: number): unknown => (depth === 0 ? 1 : [deepArray(depth - 1)]);
const deepObject = (depth: number): unknown => (depth === 0 ? 1 : { a: deepObject(depth - 1) });

/** Any value a JSON body can hold where another was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null }) },
  { weight: 1, arbitrary: fc.constantFrom(deepArray(200), deepObject(200), 'x'.repeat(20_000)) },
);

/** Text for a path segment, a query value, a header. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...EXTREME_NUMBERS.map(String)) },
);

/** Bodies that are not the JSON they claim to be, or too much of it. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '"text"',
    '[]',
    '1',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\u0000',
    '\ufeff{}',
    `{"a":"${'x'.repeat(70 * 1024)}"}`,
    `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Content types a client could claim. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'application/',
  ';;;',
);
