import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the defaults of the brief', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_URL: 'file:./data/shop.sqlite',
      DEMO_DATA: true,
      OUTBOX_DIR: 'data/outbox',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads PostgreSQL URLs and flags', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop', DEMO_DATA: 'false', PORT: '8080' });
    expect(config.DATABASE_URL).toBe('postgres://shop@db:5432/shop');
    expect(config.DEMO_DATA).toBe(false);
    expect(config.PORT).toBe(8080);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'shop.sqlite' }, 'DATABASE_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DEMO_DATA: 'peut-être' }, 'DEMO_DATA'],
    [{ GTM_ID: 'UA-1' }, 'GTM_ID'],
  ])('stops with a clear message for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Configuration invalide[\\s\\S]*${name}`));
  });
});
