import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { applyServerErrors, fieldOfServerKey, fieldPathOf, readServerErrors } from './server-errors';

const problem = (status: number, errors?: Record<string, string[]>, detail = 'Certaines valeurs sont invalides.') =>
  new ApiError(status, { title: 'Erreur', status, code: 'VALIDATION', detail, ...(errors ? { errors } : {}) });

describe('server field errors', () => {
  it('maps PascalCase keys onto the form’s camelCase fields', () => {
    expect(fieldOfServerKey('PhoneNumber2')).toBe('phoneNumber2');
    expect(fieldOfServerKey('Email')).toBe('email');
  });

  it('reads a nested field’s name as a path', () => {
    expect(fieldPathOf('PreparationNotes[1].Note')).toEqual(['preparationNotes', 1, 'note']);
    expect(fieldPathOf('Address.Postcode')).toEqual(['address', 'postcode']);
    expect(fieldPathOf('Cart')).toEqual(['cart']);
  });

  it('keeps the first message of each known field, and the rest for the form', () => {
    const error = problem(400, { Email: ['Déjà utilisée.', 'Autre'], Token: ['Lien expiré.'] });
    expect(readServerErrors(error, ['email'])).toEqual({
      fieldErrors: [{ field: 'email', message: 'Déjà utilisée.' }],
      otherMessage: 'Lien expiré.',
    });
    expect(readServerErrors(problem(429, undefined, 'Trop de tentatives.'), ['email']).otherMessage).toBe(
      'Trop de tentatives.',
    );
  });

  it('sets them on the form, focusing the first, and stays silent on a 5xx (the client toasts)', () => {
    const setError = vi.fn();
    const other = applyServerErrors(
      problem(400, { Email: ['Déjà utilisée.'], PostCode: ['Code postal invalide.'] }),
      ['email', 'postCode'],
      setError,
      'Échec',
    );
    expect(other).toBeUndefined();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Déjà utilisée.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'postCode',
      { type: 'server', message: 'Code postal invalide.' },
      { shouldFocus: false },
    );
    expect(applyServerErrors(problem(503), ['email'], setError, 'Échec')).toBeUndefined();
    expect(applyServerErrors(new TypeError('Failed to fetch'), ['email'], setError, 'Échec')).toMatch(
      /Le serveur ne répond pas/,
    );
  });
});
