import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import {
  type CalendarReader,
  calendarFromDatabase,
  calendarReader,
  readCalendarSnapshot,
} from '../calendar/calendar-reader.js';

let t: TestApp;
let shopIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAs(t, 'admin@example.com');
  shopIds = (await theShops(t)).map((s) => s.id);
  const [first, second] = shopIds;
  const post = async (shopId: number | undefined, path: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${shopId}/${path}`,
      payload,
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await post(first, 'holidays', {
    date: '2026-12-24',
    label: 'Noël',
    ordersOpenAt: '2026-11-25T09:00',
    cutOffAt: '2026-12-20T18:00',
    capacity: 300,
  });
  await post(second, 'holidays', {
    date: '2026-12-31',
    label: 'Saint-Sylvestre',
    ordersOpenAt: '2026-12-01T09:00',
    cutOffAt: '2026-12-29T18:00',
    capacity: 80,
  });
  for (const [starts, ends] of [
    ['10:00', '11:00'],
    ['09:00', '10:00'],
  ] as const) {
    await post(first, 'time-windows', { date: '2026-11-28', mode: 'Pickup', starts, ends, capacity: 4 });
  }
  await post(first, 'time-windows', {
    date: '2026-11-28',
    mode: 'Delivery',
    starts: '14:00',
    ends: '16:00',
    capacity: 3,
  });
  await post(second, 'time-windows', {
    date: '2026-12-24',
    mode: 'Pickup',
    starts: '08:00',
    ends: '09:00',
    capacity: 9,
  });
});
afterAll(() => t.close());

/**
 * Compares, for every shop, date and mode, what memory (a snapshot from 20 November) and the database answer
 * through the given reads; answers how many rows were compared.
 */
async function compareWithDatabase(
  dates: string[],
  holidaysOf: (reader: CalendarReader, shopId: number, date: string) => Promise<unknown[]>,
  windowsOf: (reader: CalendarReader, shopId: number, date: string, mode: 'Pickup' | 'Delivery') => Promise<unknown[]>,
) {
  const db = t.app.db;
  const database = calendarFromDatabase(db);
  const memory = calendarReader(db, await readCalendarSnapshot(db, '2026-11-20'));
  let seen = 0;
  for (const shopId of shopIds) {
    for (const date of dates) {
      const holidays = await holidaysOf(database, shopId, date);
      expect(await holidaysOf(memory, shopId, date)).toEqual(holidays);
      seen += holidays.length;
      for (const mode of ['Pickup', 'Delivery'] as const) {
        const windows = await windowsOf(database, shopId, date, mode);
        expect(await windowsOf(memory, shopId, date, mode)).toEqual(windows);
        seen += windows.length;
      }
    }
  }
  return seen;
}

describe(`the shops' calendar kept in memory on ${TEST_ENGINE}`, () => {
  it('answers what the database answers, for every shop, date and mode', async () => {
    const seen = await compareWithDatabase(
      ['2026-11-27', '2026-11-28', '2026-12-24', '2026-12-31'],
      (reader, shopId, date) => reader.holidays(shopId, date),
      (reader, shopId, date, mode) => reader.timeWindows(shopId, date, mode),
    );
    // Two holiday days and four windows: the comparison was not of empty answers only.
    expect(seen).toBe(6);
  });

  it('answers what the database answers from a date on (the dates offered to a customer)', async () => {
    const seen = await compareWithDatabase(
      ['2026-11-20', '2026-11-28', '2026-11-29', '2026-12-25'],
      (reader, shopId, from) => reader.holidaysFrom(shopId, from),
      (reader, shopId, from, mode) => reader.timeWindowsFrom(shopId, from, mode),
    );
    // From 20 and 28 November: 2 holidays and 4 windows each; from 29 November: 2 and 1; from 25 December: 1 and 0.
    expect(seen).toBe(6 + 6 + 3 + 1);
  });

  it('reads a date before its own from the database', async () => {
    const db = t.app.db;
    const memory = calendarReader(db, await readCalendarSnapshot(db, '2026-12-01'));
    expect((await memory.timeWindows(shopIds[0] as number, '2026-11-28', 'Pickup')).map((w) => w.starts)).toEqual([
      '09:00',
      '10:00',
    ]);
    expect(await memory.holidays(shopIds[0] as number, '2026-12-24')).toMatchObject([{ label: 'Noël', capacity: 300 }]);
    expect((await memory.timeWindowsFrom(shopIds[0] as number, '2026-11-28', 'Pickup')).map((w) => w.starts)).toEqual([
      '09:00',
      '10:00',
    ]);
  });
});
