import fc from 'fast-check';
import { DOCUMENT_ID, type Schema } from './openapi-document.js';

// Values that a JSON Schema accepts, leaning towards those the shop's rules accept too (existing ids,
// dates the shop opens, its post codes), so that the fuzzer reaches past validation into the services.

const DATES = ['2026-11-20', '2026-11-21', '2026-11-24', '2026-11-28', '2026-12-24', '2026-12-31', '2027-01-02'];
const DATE_TIMES = ['2026-11-20T10:00', '2026-11-21T00:00', '2026-12-01T08:30:00.000Z', '2026-11-24T23:59:59+01:00'];

/** Realistic values by property name (lower-cased). */
const HINTS: Record<string, unknown[]> = {
  date: DATES,
  from: DATES,
  to: DATES,
  starts: DATES,
  ends: DATES,
  discountstartsat: DATE_TIMES,
  discountendsat: DATE_TIMES,
  ordersopenat: DATE_TIMES,
  cutoffat: DATE_TIMES,
  email: ['marie@example.com', 'chef@example.com', 'staff@example.com', 'nouveau@example.com', 'a@b.co'],
  password: ['Demo-Boucherie-2026', 'Saucisse-de-Morteau-2026', 'court', 'motdepasse'],
  newpassword: ['Saucisse-de-Morteau-2026'],
  phonenumber: ['0612345678', '+33612345601', '06 12 34 56 78'],
  phone: ['03 87 00 00 00', '+33387000000'],
  postcode: ['57000', '57140', '75001', '00000'],
  activationcode: ['123456', '000000'],
  opens: ['08:00', '14:00'],
  closes: ['12:30', '19:00'],
  time: ['10:00', '18:00'],
  status: ['Pending', 'Confirmed', 'Ready', 'Completed', 'Cancelled'],
  vatnumber: ['FR83404833048', 'FR00000000000'],
  siren: ['404833048'],
  siret: ['40483304800010'],
  iban: ['FR7630006000011234567890189'],
  bic: ['AGRIFRPP'],
  search: ['bœuf', 'entrecote', 'MARIE', '%', '_'],
  sort: ['price', '-price', 'name', 'relevance', 'designation'],
  discountedonly: ['true', 'false'],
  highlightedonly: ['true', 'false'],
  favoritesonly: ['true', 'false'],
  kind: ['article', 'order.status', 'staff'],
  table: ['articles', 'days', 'weekdays', 'modes'],
};

const isIdName = (name: string) => /(^id$|Id$|Ids$)/.test(name);

type Components = Record<string, Schema>;

export function schemaValues(components: Components) {
  const resolve = (ref: string): Schema => {
    const name = ref.replace(`${DOCUMENT_ID}#/components/schemas/`, '').replace('#/components/schemas/', '');
    const schema = components[name];
    if (!schema) throw new Error(`unknown schema ${ref}`);
    return schema;
  };

  const text = (schema: Schema): fc.Arbitrary<string> => {
    const minLength = (schema.minLength as number | undefined) ?? 0;
    const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, 60);
    if (typeof schema.pattern === 'string') {
      const limit = (schema.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= limit && s.length < 200);
    }
    if (schema.format === 'email') return fc.emailAddress();
    return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
  };

  const integer = (schema: Schema, name: string): fc.Arbitrary<number> => {
    const min = Math.max((schema.minimum as number | undefined) ?? -(2 ** 31), -(2 ** 31));
    const max = Math.min((schema.maximum as number | undefined) ?? 2 ** 31 - 1, 2 ** 31 - 1);
    const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : min;
    const low = Math.max(min, exclusiveMin);
    const any = fc.integer({ min: low, max });
    // Small values are favoured only where the schema allows some (a minimum above 40 has none).
    const smallMin = Math.max(low, isIdName(name) ? 1 : 0);
    if (smallMin > Math.min(max, 40)) return any;
    const small = fc.integer({ min: smallMin, max: Math.min(max, 40) });
    return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: any });
  };

  const number = (schema: Schema): fc.Arbitrary<number> => {
    const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 0;
    const max = (schema.maximum as number | undefined) ?? 10_000;
    // Amounts in cents, quantities in grams: what people type, two or three decimals.
    const cents = fc.integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, 1000) * 100) });
    return fc
      .oneof(
        cents.map((c) => c / 100),
        fc.integer({ min: 1, max: 5000 }).map((g) => g / 1000),
      )
      .filter((v) => v >= min && v <= max && (typeof schema.exclusiveMinimum !== 'number' || v > min));
  };

  const arbitraryOf = (schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> => {
    if (typeof schema.$ref === 'string') return arbitraryOf(resolve(schema.$ref), name, depth);
    if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
      const choices = (schema.anyOf ?? schema.oneOf) as Schema[];
      return fc.oneof(...choices.map((choice) => arbitraryOf(choice, name, depth)));
    }
    if (Array.isArray(schema.allOf)) return arbitraryOf((schema.allOf as Schema[])[0] as Schema, name, depth);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    if ('const' in schema) return fc.constant(schema.const);
    const hints = HINTS[name.toLowerCase()];
    const withHints = <T>(arbitrary: fc.Arbitrary<T>) =>
      hints ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints) }, { weight: 1, arbitrary }) : arbitrary;
    switch (schema.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integer(schema, name);
      case 'number':
        return number(schema);
      case 'string':
        return withHints(text(schema));
      case 'array': {
        const items = (schema.items as Schema | undefined) ?? {};
        const minLength = (schema.minItems as number | undefined) ?? 0;
        const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 4, 4));
        return fc.array(arbitraryOf(items, name, depth + 1), { minLength, maxLength });
      }
      case 'object': {
        const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
        if (depth > 4) return fc.constant({});
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, key, depth + 1)]),
        );
        const requiredKeys = ((schema.required as string[] | undefined) ?? []).filter((k) => k in properties);
        return fc.record(model, { requiredKeys });
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  };

  return (schema: Schema, name = ''): fc.Arbitrary<unknown> => arbitraryOf(schema, name, 0);
}
