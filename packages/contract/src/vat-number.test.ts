import { describe, expect, it } from 'vitest';
import { frenchVatKey, isValidVatNumber, normalizeVatNumber } from './vat-number.js';

describe('VAT numbers', () => {
  it('computes the French key from the SIREN', () => {
    // 404 833 048 is a well-known SIREN whose VAT number is FR83404833048.
    expect(frenchVatKey('404833048')).toBe('83');
  });

  it.each(['FR83404833048', 'fr 83 404 833 048', 'BE0403170701', 'LU26375245', 'DE136695976'])('accepts %s', (vat) => {
    expect(isValidVatNumber(vat)).toBe(true);
  });

  it.each([
    'FR84404833048', // wrong key
    'FR8340483304', // too short
    'BE0403170702', // wrong check
    'BE2403170701', // must start with 0 or 1
    'LU26375246',
    'DE136695977',
    'XX123456789',
    '',
  ])('rejects %s', (vat) => {
    expect(isValidVatNumber(vat)).toBe(false);
  });

  it('normalizes spaces, dots and case', () => {
    expect(normalizeVatNumber(' fr-83.404 833 048 ')).toBe('FR83404833048');
  });
});
