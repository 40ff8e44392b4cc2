import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/accounts-helpers.js';
import { placeOrder } from '../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';

// What the API fuzzer (api-fuzz.test.ts) found, one test each, so that each stays fixed.
type Responses = Record<string, { content?: Record<string, unknown> }>;
let t: TestApp;
let responsesOf: (path: string, method: string) => Responses;
beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { responses: Responses }>>;
  };
  responsesOf = (path, method) => document.paths[path]?.[method]?.responses ?? {};
});
afterAll(async () => t.close());

describe(`answers the fuzzer found wrong (${TEST_ENGINE})`, () => {
  it('a path parameter past 200 characters is the French 400, not an English 414 echoing the path', async () => {
    const res = await t.app.inject({ url: `/api/articles/${'x'.repeat(250)}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      title: 'Requête invalide',
      status: 400,
      code: 'VALIDATION',
      detail: 'Certaines valeurs sont invalides.',
      errors: { Request: ['Un paramètre du chemin est trop long.'] },
    });
    expect(res.body).not.toContain('xxxxxxxxxx');
  });

  it("an invoice id past PostgreSQL's integer is the French 400, not a 500 from the database", async () => {
    const customer = await loginAs(t, 'marie@example.com');
    const res = await t.app.inject({ url: '/api/invoices/9999999999.pdf', cookies: { sid: customer } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      errors: { File: ['Adresse de facture invalide\u00a0: attendu {id}.pdf.'] },
    });
  });

  it('a malformed percent-encoding in the path is the French 400 too', async () => {
    const res = await t.app.inject({ url: '/api/articles/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errors: { Request: ['Le chemin de la requête est mal formé.'] } });
  });

  it('the invoice PDF of an order without an invoice is a documented 409, in JSON', async () => {
    const customer = await loginAs(t, 'marie@example.com');
    const order = await placeOrder(t, customer, 'METZ-CENTRE');
    const admin = await loginAs(t, 'admin@example.com');
    const res = await t.app.inject({ url: `/api/admin/orders/${order.id}/invoice.pdf`, cookies: { sid: admin } });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().detail).toMatch(/pas encore de facture/);
    const documented = responsesOf('/api/admin/orders/{id}/invoice.pdf', 'get')['409'];
    expect(Object.keys(documented?.content ?? {})).toEqual(['application/json']);
  });
});
