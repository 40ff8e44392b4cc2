import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { open, SealedSecretError, seal } from './secret-box.js';

// The second factor's secrets at rest (ADR 045): encrypted under TWO_FACTOR_KEY, readable back only with it.

const KEY = Buffer.alloc(32, 1).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 2).toString('base64');

describe('secret box', () => {
  it('encrypts with the key, each time differently, and reads it back', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', KEY);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP', KEY)).not.toBe(sealed);
    expect(open(sealed, KEY)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, a changed text, and a missing key', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', KEY);
    expect(() => open(sealed, OTHER_KEY)).toThrow();
    const [version, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => open([version, iv, tag, flipped.toString('base64url')].join(':'), KEY)).toThrow();
    expect(() => open(sealed, undefined)).toThrow(SealedSecretError);
  });

  it('keeps a secret as it is without a key, and reads such a secret once a key is set', () => {
    expect(seal('JBSWY3DPEHPK3PXP', undefined)).toBe('JBSWY3DPEHPK3PXP');
    expect(open('JBSWY3DPEHPK3PXP', KEY)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('takes TWO_FACTOR_KEY as 32 bytes in base64 only', () => {
    expect(loadConfig({ TWO_FACTOR_KEY: KEY }).TWO_FACTOR_KEY).toBe(KEY);
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'trop-court' })).toThrow(ConfigError);
    expect(() => loadConfig({ TWO_FACTOR_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/TWO_FACTOR_KEY/);
  });
});
