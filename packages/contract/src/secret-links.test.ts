import { describe, expect, it } from 'vitest';
import { redactSecrets } from './secret-links.js';

describe('secrets in addresses', () => {
  it('hides the values of token-like parameters and keeps the rest as it was', () => {
    expect(redactSecrets('/account/reset-password?token=Zm9v%2Bbar')).toBe('/account/reset-password?token=[redacted]');
    expect(redactSecrets('https://shop.example/a?page=2&resetToken=x&Search=b%C5%93uf#top')).toBe(
      'https://shop.example/a?page=2&resetToken=[redacted]&Search=b%C5%93uf#top',
    );
    // However the name is spelt: encoded, in capitals, repeated.
    expect(redactSecrets('/x?%74oken=a&TOKEN=b&token=c&signature=d&key=e')).toBe(
      '/x?%74oken=[redacted]&TOKEN=[redacted]&token=[redacted]&signature=[redacted]&key=[redacted]',
    );
  });

  it('leaves an address without a secret untouched', () => {
    for (const address of ['/', '/products-list?Search=boeuf&PageSize=20', '/a?', '/a?flag', '/a?%E0%A4%A=1']) {
      expect(redactSecrets(address)).toBe(address);
    }
  });
});
