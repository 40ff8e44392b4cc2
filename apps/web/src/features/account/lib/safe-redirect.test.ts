import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows a path of the site, with its query', () => {
    expect(safeRedirect('/cart?x=1')).toBe('/cart?x=1');
    expect(safeRedirect('/order/12')).toBe('/order/12');
  });

  it('goes home for anything that would leave the site or loop', () => {
    for (const target of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'cart',
      '/account/login',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
