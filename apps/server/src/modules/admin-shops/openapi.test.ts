import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the calendar routes in the OpenAPI document', () => {
  it('lists each action with its French summary', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/shops',
        '/api/admin/shops/{id}',
        '/api/admin/shops/{id}/closing-days',
        '/api/admin/shops/{id}/closing-days/{date}',
        '/api/admin/shops/{id}/holidays',
        '/api/admin/shops/{id}/holidays/{holidayId}',
        '/api/admin/shops/{id}/time-windows',
        '/api/admin/shops/{id}/time-windows/{windowId}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/admin/shops/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});
