import { type QuantityLimits, type Shop, ShopsResponse } from '@boucherie/contract';
import type { CacheVersionReader } from '../../db/cache-versions.js';
import type { Db, Engine } from '../../db/database.js';
import { answerOf, type CachedAnswer, jsonOf } from '../../http/cached-answer.js';
import { type CalendarSnapshot, readCalendarSnapshot } from '../calendar/calendar-reader.js';
import { inSnapshot } from '../catalogue-cache/in-snapshot.js';
import { readQuantityLimits } from '../quantity-limits/quantity-limits.service.js';
import { listShops } from './shops.service.js';

type ShopsSnapshot = {
  version: number;
  today: string;
  answer: CachedAnswer;
  shops: Shop[];
  /** Their holiday days and time windows from today on: what an order checks (calendar/calendar-reader.ts). */
  calendar: CalendarSnapshot;
  /** The business's ceilings per line, which every cart change checks (its table moves this version too). */
  limits: QuantityLimits;
};

/** What an order call checks against, as of a read that started after the caller's arrival (ADR 026). */
export type ShopsView = { shops: Shop[]; calendar: CalendarSnapshot; limits: QuantityLimits };

/** The shops, their calendar and the ceilings per line, as of a read started after the caller's arrival. */
export type ShopsRead = (today: string) => Promise<ShopsView>;

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
      const response = await listShops(trx, today);
      const calendar = await readCalendarSnapshot(trx, today);
      const limits = await readQuantityLimits(trx);
      return {
        version: Number(version),
        today,
        answer: answerOf(jsonOf(ShopsResponse, response)),
        shops: response.shops,
        calendar,
        limits,
      };
    });

  async function current(today: string, arrival: number): Promise<ShopsSnapshot> {
    const { shops: version } = await versions.read(arrival);
    for (;;) {
      if (snapshot && snapshot.version >= version && snapshot.today === today) return snapshot;
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
        return built;
      } finally {
        if (building === own) building = null;
      }
    }
  }

  return {
    /** GET /api/shops's answer. */
    async answer(today: string, arrival: number): Promise<CachedAnswer> {
      return (await current(today, arrival)).answer;
    },
    /**
     * The shops themselves, their holiday days and time windows from `today` on, and the ceilings per
     * line, for the calls that choose or check one (an order's, a cart change's).
     */
    async read(today: string, arrival: number): Promise<ShopsView> {
      const { shops, calendar, limits } = await current(today, arrival);
      return { shops, calendar, limits };
    },
  };
}

export type ShopsCache = ReturnType<typeof createShopsCache>;
