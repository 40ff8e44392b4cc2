import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';
import { operationId } from './openapi.js';

type Operation = {
  operationId?: string;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  parameters?: { in: string; name: string; example?: unknown; schema?: { example?: unknown } }[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
  security: object[];
};

let t: TestApp;
let doc: Document;
let file: string;
const root = path.resolve(import.meta.dirname, '../../../..');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
});
afterAll(async () => {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('names every operation once and documents its error answers with the one error shape', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { url, method, operation } of operations()) {
      for (const status of ['400', '401', '403', '404', '429']) {
        expect(
          operation.responses[status]?.content?.['application/json']?.schema,
          `${method} ${url} ${status}`,
        ).toEqual({ $ref: '#/components/schemas/ProblemDetails' });
      }
      if (method !== 'get') expect(operation.responses['409'], `${method} ${url}`).toBeDefined();
      for (const parameter of operation.parameters?.filter((p) => p.in === 'path') ?? []) {
        expect(parameter.schema?.example ?? parameter.example, `${url} ${parameter.name}`).toBeDefined();
      }
    }
    expect(operationId('GET', '/api/articles/:id')).toBe('getApiArticlesById');
  });

  it('defines each shape once, as a component, and the session cookie as a security scheme', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Article', 'Order', 'ProblemDetails']));
    const article = doc.paths['/api/articles/{id}']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(article).toEqual({ $ref: '#/components/schemas/Article' });
    // Floating point breaks multipleOf: 0.01 in standard validators (18.9 fails it).
    expect(JSON.stringify(doc).match(/.{80}multipleOf.{20}/)?.[0]).toBeUndefined();
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    // The problem carries its code, from the closed union, on every error answer (ADR 050).
    const problem = doc.components.schemas.ProblemDetails as { required: string[]; properties: { code: object } };
    expect(problem.required).toContain('code');
    expect(problem.properties.code).toMatchObject({ enum: ERROR_CODES });
    const conflict = doc.paths['/api/orders']?.post?.responses['409'] as { description: string };
    expect(conflict.description).toContain('ORDER_NOT_CHANGEABLE');
    const placeOrder = doc.paths['/api/orders']?.post;
    expect(placeOrder?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
  });

  // The linters are outside tools; once is enough (the document does not depend on the engine).
  it.skipIf(TEST_ENGINE !== 'sqlite')(
    "passes Redocly's recommended rules and Spectral's spectral:oas",
    () => {
      const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
      const redocly = spawnSync(bin('redocly'), ['lint', file, '--extends', 'recommended', '--format', 'stylish'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      expect(redocly.status, redocly.stdout + redocly.stderr).toBe(0);
      expect(redocly.stderr + redocly.stdout).not.toMatch(/You have \d+ warnings?/);
      const ruleset = path.join(path.dirname(file), '.spectral.yaml');
      fs.writeFileSync(ruleset, 'extends: ["spectral:oas"]\n');
      const spectral = spawnSync(bin('spectral'), ['lint', file, '--ruleset', ruleset, '--fail-severity', 'warn'], {
        encoding: 'utf8',
      });
      expect(spectral.status, spectral.stdout + spectral.stderr).toBe(0);
      // Two outside programs start and read the whole document: seconds of work, not a wait.
    },
    90_000,
  );
});
