import { describe, expect, it } from 'vitest';
import { displayPhone } from './display-phone';

const NBSP = '\u00a0';

describe('displayPhone', () => {
  it('says a French number as on the phone, any other the international way, on one line', () => {
    expect(displayPhone('+33612345678')).toBe(['06', '12', '34', '56', '78'].join(NBSP));
    expect(displayPhone('+32470123456')).toBe(['+32', '470', '12', '34', '56'].join(NBSP));
    expect(displayPhone('pas un numéro')).toBe('pas un numéro');
  });
});
