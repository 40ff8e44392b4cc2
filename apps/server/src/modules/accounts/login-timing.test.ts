import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Whether an e-mail has an account must not show in how long a failed login takes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
});
afterAll(async () => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

describe('login timing', () => {
  // The account lookup is one indexed query on either engine: measured once, on SQLite.
  it.skipIf(TEST_ENGINE !== 'sqlite')(
    'takes the same time for a known and an unknown e-mail, and says the same',
    async () => {
      const attempt = async (email: string) => {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/accounts/login',
          payload: { email, password: `${DEMO_PASSWORD}-faux` },
        });
        return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
      };
      const differences: number[] = [];
      // In pairs, known then unknown: the median of the pairs' differences cancels the machine's load,
      // which moves both attempts of a pair alike (the medians of each side apart drifted past 5 ms on a
      // machine with a load of 15, with no difference in the code's paths).
      for (let i = 0; i < 200; i++) {
        const a = await attempt('marie@example.com');
        const b = await attempt(`personne.${i}@example.com`);
        expect(a.status).toBe(400);
        expect(b.status).toBe(400);
        expect(b.body.errors).toEqual(a.body.errors);
        differences.push(a.ms - b.ms);
      }
      expect(Math.abs(median(differences))).toBeLessThan(5);
    },
    // 400 password checks of about 20 ms each: work, not waiting.
    120_000,
  );
});
