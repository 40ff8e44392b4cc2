import { parse } from 'node:querystring';
import { ArticlesQuery, OrderSlotsQuery, OrdersQuery } from '@boucherie/contract';

/** Every query schema of the API: their keys are the canonical spellings of query names. */
const QUERY_SCHEMAS = [ArticlesQuery, OrderSlotsQuery, OrdersQuery];

const CANONICAL = new Map(
  QUERY_SCHEMAS.flatMap((schema) => Object.keys(schema.shape)).map((name) => [name.toLowerCase(), name]),
);

/** The brief reads query names case-insensitively: `pagesize` and `PAGESIZE` both mean `PageSize`. */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const parsed = parse(raw);
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const name = CANONICAL.get(key.toLowerCase()) ?? key;
    const previous = result[name];
    result[name] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return result;
}
