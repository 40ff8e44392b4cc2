import { describe, expect, it } from 'vitest';
import { orderRush, rushProblems } from '../../test/order-rush.js';
import { TEST_ENGINE } from '../../test/test-app.js';

// 200 order attempts at once over two server processes on PostgreSQL, idempotency keys replayed on
// both: 50 customers for a day of 30 places. `npm run bench:reliability` runs 2 000 (500 customers, 300).
const CUSTOMERS = Number(process.env.RUSH_CUSTOMERS ?? 50);
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 30);

describe.skipIf(TEST_ENGINE !== 'postgres')('parallel orders over two processes (PostgreSQL)', () => {
  it(`accept exactly ${CAPACITY} of ${CUSTOMERS * 4} attempts: no duplicate, no day over capacity, no cart twice`, async () => {
    const options = { customers: CUSTOMERS, capacity: CAPACITY };
    const result = await orderRush(options);
    expect(rushProblems(result, options)).toEqual([]);
    expect(result.attempts).toHaveLength(CUSTOMERS * 4);
    // The day filled: the customers past its capacity were told so in French.
    expect(result.attempts.some((a) => /Ce jour est complet/.test(a.detail ?? ''))).toBe(true);
  }, 240_000);
});
