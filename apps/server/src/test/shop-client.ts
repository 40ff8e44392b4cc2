import fs from 'node:fs';
import path from 'node:path';
import type { AdminArticleDetail, ArticlesResponse, OrderSlotsResponse, ShopsResponse } from '@boucherie/contract';
import sharp from 'sharp';

// A customer of a real server process, over real HTTP (or HTTPS through the proxy): what the tests of
// processes, backups and the deployment share. `cookie` is the session cookie's name (`__Host-sid` over HTTPS).

export type Answer = { status: number; setCookie: string; body: Record<string, unknown> };
export type Call = (
  method: string,
  url: string,
  options?: { sid?: string; body?: unknown; key?: string },
) => Promise<Answer>;

/** Calls over fetch to a server's own address. */
export function fetchCall(base: string, cookie = 'sid'): Call {
  return async (method, url, options = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.sid ? { cookie: `${cookie}=${options.sid}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, setCookie: res.headers.get('set-cookie') ?? '', body: text ? JSON.parse(text) : {} };
  };
}

export const sessionOf = (answer: Answer, cookie = 'sid') =>
  new RegExp(`(?:^|[ ,])${cookie.replace('-', '\\-')}=([^;]+)`).exec(answer.setCookie)?.[1] as string;

/** What an order needs: a kilogram article, Metz-Centre, its next pickup dates. */
export async function orderingFacts(call: Call) {
  const articles = (await call('GET', '/api/articles?PageSize=100')).body as unknown as ArticlesResponse;
  const articleId = (articles.items.find((a) => a.saleUnit === 'kg') as { id: number }).id;
  const { shops } = (await call('GET', '/api/shops')).body as unknown as ShopsResponse;
  const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
  const { slots } = (await call('GET', `/api/orders/slots?mode=Pickup&shopId=${metz.id}`))
    .body as unknown as OrderSlotsResponse;
  return {
    articleId,
    shopId: metz.id,
    order: (day = 0) => ({ mode: 'Pickup', shopId: metz.id, date: slots[day % slots.length]?.date as string }),
  };
}

let registered = 0;

/** A new, verified customer (registered through the API, activated with the code from the SMS outbox). */
export async function registerCustomer(call: Call, outboxDir: string, tag: string, cookie = 'sid') {
  registered += 1;
  const phone = `0612${String(registered).padStart(6, '0')}`;
  const res = await call('POST', '/api/accounts/register', {
    body: {
      userType: 1,
      email: `${tag}${registered}-${process.pid}@example.com`,
      firstName: 'Client',
      lastName: `Numéro ${registered}`,
      phoneNumber: phone,
      streetAndNumber: '1 rue des Clercs',
      postCode: '57000',
      locality: 'Metz',
      country: 'FR',
      password: 'Pate-Lorrain-Maison-2026',
    },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const sid = sessionOf(res, cookie);
  const e164 = `+33${phone.slice(1)}`;
  const sms = fs
    .readFileSync(path.join(outboxDir, 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === e164);
  const code = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
  const verified = await call('POST', '/api/accounts/verify', { sid, body: { activationCode: code } });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return sid;
}

/** A kilogram of the article in the customer's cart. */
export async function fillCart(call: Call, sid: string, articleId: number) {
  const res = await call('PUT', '/api/carts', { sid, body: { articleId, quantity: 1 } });
  if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A new photo for an article, sent by a logged-in owner to a server's own address as the back office's form
 * sends it (multipart, field « file »). `colour` makes it a picture of its own.
 */
export async function uploadPicture(base: string, sid: string, articleId: number, colour = '#a33') {
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/admin/articles/${articleId}/image`, {
    method: 'POST',
    headers: { cookie: `sid=${sid}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as AdminArticleDetail;
}
