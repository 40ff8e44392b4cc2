import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { type Db, isPostgres, nameStatement } from './database.js';

/** Stands in for an argument while the query is compiled; never a value a caller could send. */
const marker = (i: number) => `\u0000prepared:${i}\u0000`;

type Plan = { query: CompiledQuery; slots: (number | null)[] };

/**
 * A query that Kysely builds and compiles once per database, then runs with each call's values bound in
 * the same SQL text. Kysely rebuilds and recompiles a query's tree on every call: on the requests every
 * page makes (the session, the favourites, the cart) that cost more than running the query (ADR 026).
 *
 * The arguments must be values only (they become bound parameters): a query whose shape depends on them
 * cannot be prepared, and compiling one that uses an argument otherwise fails at its first call.
 * On PostgreSQL the text also runs as a named statement (parsed and planned once per connection).
 */
export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  const plans = new WeakMap<Db, Plan>();
  const planFor = (db: Db, arity: number): Plan => {
    let plan = plans.get(db);
    if (plan) return plan;
    const markers = Array.from({ length: arity }, (_, i) => marker(i));
    const query = build(db, ...(markers as unknown as A)).compile();
    const slots = query.parameters.map((p) => {
      const index = markers.indexOf(p as string);
      return index === -1 ? null : index;
    });
    for (let i = 0; i < arity; i++) {
      if (!slots.includes(i)) throw new Error(`prepared query: argument ${i} is not a bound value in ${query.sql}`);
    }
    plan = { query, slots };
    plans.set(db, plan);
    if (isPostgres(db)) nameStatement(query.sql);
    return plan;
  };
  return (db: Db, ...args: A): Promise<QueryResult<R>> => {
    const { query, slots } = planFor(db, args.length);
    const parameters = query.parameters.map((constant, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? constant : args[slot];
    });
    return db.executeQuery<R>({ ...query, parameters } as CompiledQuery<R>);
  };
}
