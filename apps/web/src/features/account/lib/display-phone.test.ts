import { describe, expect, it } from 'vitest';
import { displayPhone } from './display-phone';

describe('displayPhone', () => {
  it('groups the digits of an E.164 number the international way', () => {
    expect(displayPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(displayPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(displayPhone('pas un numéro')).toBe('pas un numéro');
  });
});
