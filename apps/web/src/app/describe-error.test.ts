import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { describeError } from './describe-error';

// The two route 404s (unmatched path, invalid parameters) are checked through the real router in router.test.tsx.
describe('describeError', () => {
  it('turns a 404 API answer into the 404 variant with its detail', () => {
    const error = new ApiError(404, {
      title: 'Ressource introuvable',
      status: 404,
      code: 'NOT_FOUND',
      detail: 'Cet article n’existe pas.',
    });
    expect(describeError(error)).toEqual({
      status: 404,
      title: 'Page introuvable',
      description: 'Cet article n’existe pas.',
    });
  });

  it('gives the server-error variant for any other status', () => {
    const error = new ApiError(503, { title: 'Service indisponible', status: 503, code: 'UNAVAILABLE' });
    expect(describeError(error)).toMatchObject({ status: 503, title: 'Erreur interne du serveur' });
  });

  it('gives the server-error variant, with the message, for a thrown Error', () => {
    expect(describeError(new Error('Unknown route guard: admin'))).toEqual({
      status: 500,
      title: 'Erreur interne du serveur',
      description: 'Unknown route guard: admin',
    });
  });

  it('still describes something that is not an Error', () => {
    expect(describeError('boom')).toMatchObject({ status: 500, title: 'Erreur interne du serveur' });
  });
});
