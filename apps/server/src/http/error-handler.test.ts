import {
  ERROR_CODES,
  ERROR_STATUS,
  ErrorCode,
  errorCodesOf,
  generalErrorCode,
  ProblemDetails,
} from '@boucherie/contract';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { registerErrorHandler } from './error-handler.js';

// Every answer the error handler writes carries a code of the closed union, and the status that code stands
// for (ADR 050): a service's AppError of any code, and a framework error of any 4xx or 5xx status.

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get<{ Params: { code: string } }>('/refuse/:code', async (request) => {
    throw new AppError(ErrorCode.parse(request.params.code), 'Refusé.');
  });
  app.get<{ Params: { status: string } }>('/fail/:status', async (request) => {
    throw Object.assign(new Error('framework'), { statusCode: Number(request.params.status), code: 'FST_TEST' });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers every code with its own status and the one problem shape', async () => {
    for (const code of ERROR_CODES) {
      const res = await app.inject(`/refuse/${code}`);
      expect(res.statusCode, code).toBe(ERROR_STATUS[code]);
      expect(ProblemDetails.parse(res.json())).toMatchObject({ status: ERROR_STATUS[code], code, detail: 'Refusé.' });
    }
  });

  it('gives any error status a code whose status is the one answered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), async (status) => {
        const res = await app.inject(`/fail/${status}`);
        const body = ProblemDetails.parse(res.json());
        expect(res.statusCode).toBe(body.status);
        expect(ERROR_STATUS[body.code]).toBe(res.statusCode);
        // A status of the table keeps its own; another 4xx is the general 400, another 5xx the 500.
        const kept = errorCodesOf(status).length > 0 && status < 500;
        expect(res.statusCode).toBe(kept ? status : status < 500 ? 400 : 500);
        expect(body.code).toBe(status < 500 ? generalErrorCode(status) : 'INTERNAL_ERROR');
      }),
      { numRuns: 200 },
    );
  });

  it('puts the general code of each status first in the table', () => {
    for (const status of new Set(Object.values(ERROR_STATUS))) {
      expect(generalErrorCode(status), String(status)).toBe(errorCodesOf(status)[0]);
    }
    expect(generalErrorCode(400)).toBe('VALIDATION');
    expect(generalErrorCode(409)).toBe('CONFLICT');
    expect(generalErrorCode(418)).toBe('VALIDATION');
  });
});
