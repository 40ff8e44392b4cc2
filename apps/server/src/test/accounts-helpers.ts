import fs from 'node:fs';
import path from 'node:path';
import type { RegisterRequest } from '@boucherie/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

export type OutboxMessage = { to: string; subject?: string; text: string; at: string };

export function readOutbox(t: TestApp, kind: 'sms' | 'mail'): OutboxMessage[] {
  const file = path.join(t.outboxDir, `${kind}.jsonl`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The 6-digit code of the last SMS sent to `to`. */
export function lastCode(t: TestApp, to: string): string {
  const sms = readOutbox(t, 'sms').filter((m) => m.to === to);
  const code = /\b(\d{6})\b/.exec(sms[sms.length - 1]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body.slice(0, 200)}`);
  return cookie.value;
}

let counter = 0;
let addresses = 0;

/** A fresh client address, so that per-address limits do not mix tests up. */
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A valid particulier registration with a unique e-mail and mobile. */
export function newParticulier(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const suffix = String(10_000_000 + counter * 7919).slice(-8);
  return {
    userType: 1,
    email: `client${counter}-${Date.now()}@example.com`,
    firstName: 'Camille',
    lastName: 'Rousseau',
    phoneNumber: `06${suffix}`,
    streetAndNumber: '12 rue Serpenoise',
    postCode: '57000',
    locality: 'Metz',
    country: 'FR',
    password: 'Saucisse-de-Morteau-2026',
    ...overrides,
  };
}

export const newPro = (overrides: Partial<RegisterRequest> = {}) =>
  newParticulier({ userType: 2, company: 'Brasserie de la Cathédrale', vatNumber: 'FR83404833048', ...overrides });

/** Registers an account and answers its session cookie and E.164 mobile. */
export async function registerUser(t: TestApp, input: RegisterRequest = newParticulier()) {
  const res = await t.call('POST /api/accounts/register', { body: input, remoteAddress: nextAddress() });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { sid: sessionCookie(res), user: res.answer, input };
}

/** Registers and verifies an account. */
export async function verifiedUser(t: TestApp, input?: RegisterRequest) {
  const registered = await registerUser(t, input);
  const res = await t.call('POST /api/accounts/verify', {
    cookies: { sid: registered.sid },
    body: { activationCode: lastCode(t, registered.user.phoneNumber) },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return { ...registered, user: res.answer };
}

/** The demo accounts' password (seed). */
export const DEMO_PASSWORD = 'Demo-Boucherie-2026';

/** Logs a demo account in (admin@example.com, staff@example.com, …) and answers its session cookie. */
export async function loginAs(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** Approves a pending pro account as the demo admin would, through the admin API: its pro prices apply. */
export async function approvePro(t: TestApp, email: string) {
  const sid = await loginAs(t, 'admin@example.com');
  const pending = await t.call('GET /api/admin/pros', { cookies: { sid } });
  if (pending.statusCode !== 200) throw new Error(`pending pros: ${pending.statusCode} ${pending.body}`);
  const account = pending.answer.items.find((p) => p.email === email);
  if (!account) throw new Error(`${email} is not a pending pro`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${account.id}/approve-pro`,
    cookies: { sid },
  });
  if (res.statusCode !== 200) throw new Error(`approve-pro failed: ${res.statusCode} ${res.body}`);
  return account.id;
}
