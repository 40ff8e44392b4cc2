import { ShopsResponse } from '@boucherie/contract';
import type { Db, Engine } from '../../db/database.js';
import { answerOf, type CachedAnswer, jsonOf } from '../../http/cached-answer.js';
import type { CacheVersionReader } from '../catalogue-cache/cache-versions.js';
import { inSnapshot } from '../catalogue-cache/in-snapshot.js';
import { listShops } from './shops.service.js';

type ShopsSnapshot = { version: number; today: string; answer: CachedAnswer };

/**
 * GET /api/shops from memory (ADR 026): rebuilt when the shops' version moves in the database, or when
 * the day changes in Paris (past closing days drop out of the answer).
 */
export function createShopsCache(db: Db, engine: Engine, versions: CacheVersionReader) {
  let snapshot: ShopsSnapshot | null = null;
  let building: Promise<ShopsSnapshot> | null = null;

  const build = (today: string) =>
    inSnapshot(db, engine, async (trx) => {
      const { version } = await trx
        .selectFrom('cache_version')
        .select('version')
        .where('name', '=', 'shops')
        .executeTakeFirstOrThrow();
      const answer = answerOf(jsonOf(ShopsResponse, await listShops(trx, today)));
      return { version: Number(version), today, answer };
    });

  return {
    async shops(today: string, arrival: number): Promise<CachedAnswer> {
      const { shops: version } = await versions.read(arrival);
      for (;;) {
        if (snapshot && snapshot.version >= version && snapshot.today === today) return snapshot.answer;
        if (building) {
          const built = await building;
          if (!snapshot || built.version >= snapshot.version) snapshot = built;
          continue;
        }
        const own = build(today);
        building = own;
        try {
          const built = await own;
          if (!snapshot || built.version >= snapshot.version) snapshot = built;
          return built.answer;
        } finally {
          if (building === own) building = null;
        }
      }
    },
  };
}
