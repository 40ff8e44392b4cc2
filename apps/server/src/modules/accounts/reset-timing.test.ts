import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import type { Mail, Messenger } from '../messages/messenger.js';

// A reset request's answer must not wait for the mail server: it would then take longer for an e-mail that
// has an account than for one that has none. The mail server here holds every mail until the test lets it go.
const held: Mail[] = [];
let letGo: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  letGo = resolve;
});
const slowMailServer: Messenger = {
  sendSms: async () => {},
  sendMail: async (mail) => {
    held.push(mail);
    await gate;
  },
};

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ messenger: slowMailServer });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  letGo();
  await t.close();
});

describe(`password reset request on ${TEST_ENGINE}`, () => {
  it('answers before the mail leaves, for a known e-mail as for an unknown one', async () => {
    // Over HTTP: the test app's inject waits for the work left after the answer, which is the point here.
    const ask = async (email: string) => {
      const res = await fetch(`${base}/api/accounts/reset-password/get-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return { status: res.status, body: await res.json() };
    };
    const tooLong = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 3000));
    const known = await Promise.race([ask('marie@example.com'), tooLong]);
    const unknown = await ask('personne@example.com');
    expect(known).toEqual(unknown);
    expect(unknown.status).toBe(200);
    // The link is mailed all the same, once the mail server takes it.
    letGo();
    await t.app.afterResponse.settled();
    expect(held.map((mail) => mail.to)).toEqual(['marie@example.com']);
    expect(held[0]?.text).toContain('/account/reset-password?token=');
  });
});
