import { describe, expect, it } from 'vitest';
import { systemdSettings } from '../../../deploy/production-settings.mjs';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PASSWORD } from './db/seed/accounts.data.js';

/** A production start's secrets (config.ts requires them there). */
const SECRETS = { TWO_FACTOR_KEY: Buffer.alloc(32, 3).toString('base64'), TILL_JOURNAL_KEY: 'k'.repeat(44) };

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

describe('demo data and production', () => {
  it('keeps the demo shop on a laptop, with the README’s password', () => {
    for (const env of [{}, { PUBLIC_URL: 'http://localhost:3000' }, { NODE_ENV: 'development' }]) {
      expect(loadConfig(env)).toMatchObject({ PRODUCTION: false, DEMO_DATA: true, DEMO_PASSWORD });
    }
  });

  it('seeds nothing in production: NODE_ENV=production, an https address, the systemd unit', () => {
    // The unit's PORT is its instance name (%i): boucherie@3001.
    const unit = { ...systemdSettings().env, PORT: '3001' };
    for (const env of [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://boucherie.example' }, unit]) {
      const config = loadConfig({ ...env, ...SECRETS });
      expect(config, JSON.stringify(env)).toMatchObject({ PRODUCTION: true, DEMO_DATA: false });
    }
  });

  it('refuses demo data in production with the published password, takes it with another', () => {
    for (const env of [
      { NODE_ENV: 'production', DEMO_DATA: 'true' },
      { PUBLIC_URL: 'https://boucherie.example', DEMO_DATA: '1', DEMO_PASSWORD },
    ]) {
      expect(() => loadConfig(env)).toThrow(/Configuration invalide[\s\S]*DEMO_DATA[\s\S]*DEMO_PASSWORD/);
    }
    const chosen = loadConfig({
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      DEMO_PASSWORD: 'Banc-d-essai-2026-xyz',
      ...SECRETS,
    });
    expect(chosen).toMatchObject({ PRODUCTION: true, DEMO_DATA: true, DEMO_PASSWORD: 'Banc-d-essai-2026-xyz' });
    expect(() => loadConfig({ DEMO_PASSWORD: 'court' })).toThrow(/DEMO_PASSWORD/);
  });
});

describe('what a production start refuses', () => {
  const productions = [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://boucherie.example' }];

  it('refuses to start without TWO_FACTOR_KEY, and says how to make one', () => {
    for (const env of [...productions, { ...systemdSettings().env, PORT: '3001' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/TWO_FACTOR_KEY manque en production[\s\S]*openssl rand -base64 32/);
    }
    // Outside production the key stays optional.
    expect(loadConfig({}).TWO_FACTOR_KEY).toBeUndefined();
  });

  it('refuses the demo payments, demo data or not (a benchmark, a demonstration)', () => {
    const demoData = { DEMO_DATA: 'true', DEMO_PASSWORD: 'Banc-d-essai-2026-xyz' };
    for (const env of productions) {
      for (const extra of [{}, demoData]) {
        const asked = { ...env, ...extra, ...SECRETS, PAYMENT_PROVIDER: 'demo' };
        expect(() => loadConfig(asked), JSON.stringify(asked)).toThrow(
          /PAYMENT_PROVIDER: PAYMENT_PROVIDER=demo en production[\s\S]*Stripe[\s\S]*PAYMENT_PROVIDER=none/,
        );
      }
      // Not asked for, a production start pays at the shop; outside production the demo provider is the default.
      expect(loadConfig({ ...env, ...demoData, ...SECRETS }).PAYMENT_PROVIDER).toBe('none');
    }
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('demo');
  });
});
