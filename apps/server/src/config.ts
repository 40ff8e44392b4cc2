import path from 'node:path';
import { z } from 'zod';
import { DEMO_PASSWORD as PUBLISHED_DEMO_PASSWORD } from './db/seed/accounts.data.js';

const optionalFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'attendu : true ou false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
const flag = (fallback: boolean) => optionalFlag.transform((v) => v ?? fallback);

const DatabaseUrl = z.string().refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\/[^\s]+$/.test(v), {
  error:
    'DATABASE_URL doit être «\u00a0file:chemin.sqlite\u00a0» ou «\u00a0postgres://utilisateur@hôte:port/base\u00a0».',
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: DatabaseUrl.default('file:./data/shop.sqlite'),
  /** `production` (the systemd unit sets it): no demo data by default, and never with the published password. */
  NODE_ENV: z.string().optional(),
  /** Seed the demo catalogue, shops and accounts into an empty database; by default, only outside production. */
  DEMO_DATA: optionalFlag,
  /**
   * The demo accounts' password. Outside production, the one the README publishes; a production start with
   * DEMO_DATA=true (a benchmark, a demonstration) must choose its own.
   */
  DEMO_PASSWORD: z.string().min(12, { error: 'DEMO_PASSWORD doit faire au moins 12\u00a0caractères.' }).optional(),
  /** With the demo data, a Noël ordering day and months of past orders; the browser journeys make their own. */
  DEMO_LIVING_SHOP: optionalFlag.transform((v) => v ?? true),
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  /**
   * Where the owner's pictures were kept before they moved into the database (ADR 040): read at start only, to
   * copy in the files still there.
   */
  UPLOADS_DIR: z.string().min(1).default('data/uploads'),
  SMTP_URL: z.url().optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  /** The CMS's content delivery API; another region's, or a local fake in tests. */
  STORYBLOK_API_URL: z.url().default('https://api.storyblok.com/v2'),
  /** Local Markdown content (legal notice, privacy, terms of sale), used without a CMS token. */
  CONTENT_DIR: z.string().default(path.resolve(import.meta.dirname, '../content')),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, { error: 'GTM_ID doit ressembler à GTM-XXXXXXX.' })
    .optional(),
  /** The shop's public address, used in links sent by e-mail (never taken from a request's Host). */
  PUBLIC_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Maison Thirion <commandes@maison-thirion.example>'),
  /** Base delay added to repeated failed logins of one account (doubles each time, capped at 8×). */
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served by the same process. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** The web app's page renderer (`vite build --ssr`); without it every page is rendered in the browser. */
  WEB_SSR_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist-ssr')),
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (otherwise clients could spoof their address). */
  TRUST_PROXY: flag(false),
  /** Who may read /metrics from another machine (as `Authorization: Bearer …`); loopback always may. */
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN doit faire au moins 16 caractères.' }).optional(),
  /**
   * The server's secret (32 random bytes in base64, `openssl rand -base64 32`): encrypts the second factors' TOTP
   * secrets in the database (AES-256-GCM, ADR 045) and signs the login's device cookies (ADR 052). Required in
   * production; outside it, unset, the TOTP secrets are stored as they are and each process signs with a key of
   * its own.
   */
  TWO_FACTOR_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32, {
      error: 'TWO_FACTOR_KEY doit être 32 octets en base64 (openssl rand -base64 32).',
    })
    .optional(),
  /**
   * The counter journal's signing key (ADR 068): every entry and closure is chained by an HMAC-SHA256 under it,
   * and `npm run journal:verify` needs the same one. Required in production; outside it, a published default
   * (DEV_TILL_JOURNAL_KEY) that signs nothing worth keeping.
   */
  TILL_JOURNAL_KEY: z
    .string()
    .min(32, { error: 'TILL_JOURNAL_KEY doit faire au moins 32\u00a0caractères (openssl rand -base64 32).' })
    .optional(),
  /**
   * Who takes card payments (ADR 049): `stripe` (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), `demo` (the
   * project's stand-in for Stripe, the default outside production) or `none` (the default in production
   * without a key: every order is paid at the shop).
   */
  PAYMENT_PROVIDER: z.enum(['stripe', 'demo', 'none']).optional(),
  /**
   * Who takes titres-restaurant online (ADR 073): `demo` (« Titre-restaurant de démonstration », the default with
   * the demo card provider, refused in production) or `none` (the default otherwise: titres at the till only).
   * A CONECS acceptor is a MealVoucherProvider to add here.
   */
  MEAL_VOUCHER_PROVIDER: z.enum(['demo', 'none']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      error: 'STRIPE_SECRET_KEY\u00a0: une clé secrète Stripe (sk_test_… ou sk_live_…).',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'STRIPE_WEBHOOK_SECRET\u00a0: le secret de signature du webhook (whsec_…).' })
    .optional(),
  /**
   * The plateforme agréée (PA) that carries the pros' e-invoices and the e-reporting (issue 41, ADR 071): its
   * API's base address (the AFNOR XP Z12-013 flow service sits under it) and the bearer token it gave the shop.
   * Both or neither: without them invoices stay as they were, in the back office and the customer's account.
   */
  EINVOICE_PLATFORM_URL: z
    .string()
    .url({ error: 'EINVOICE_PLATFORM_URL\u00a0: l’adresse de l’API de la plateforme agréée (https://…).' })
    .transform((v) => v.replace(/\/$/, ''))
    .optional(),
  EINVOICE_PLATFORM_TOKEN: z
    .string()
    .min(8, { error: 'EINVOICE_PLATFORM_TOKEN\u00a0: le jeton que la plateforme agréée a donné à la boutique.' })
    .optional(),
  /** Rate limits are on by default; load benchmarks switch them off by configuration. */
  RATE_LIMITS: flag(true),
  /** How often the standing orders' schedule looks for occurrences to place (a short one in tests). */
  STANDING_ORDERS_TICK_MS: z.coerce.number().int().min(20).max(3_600_000).default(60_000),
  /** The Paris clock time, on the day of an order's cut-off, when a standing order's occurrence is placed. */
  STANDING_ORDERS_PLACE_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'STANDING_ORDERS_PLACE_AT\u00a0: une heure HH:MM (08:00).' })
    .default('08:00'),
  /**
   * Tests only: a file holding a number of milliseconds added to the real clock (the server's "now"), read
   * again whenever the file changes. Unset in production.
   */
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
});

type Parsed = z.output<typeof EnvSchema>;

/** The counter journal's key outside production: published here, so it proves nothing (ADR 068). */
export const DEV_TILL_JOURNAL_KEY = 'dev-till-journal-key-published-in-the-code-replace-it';

export type Config = Readonly<
  Omit<Parsed, 'DEMO_DATA' | 'DEMO_PASSWORD' | 'PAYMENT_PROVIDER' | 'TILL_JOURNAL_KEY' | 'MEAL_VOUCHER_PROVIDER'> & {
    TILL_JOURNAL_KEY: string;
    PAYMENT_PROVIDER: 'stripe' | 'demo' | 'none';
    MEAL_VOUCHER_PROVIDER: 'demo' | 'none';
    PUBLIC_URL: string;
    /** Whether PUBLIC_URL was set: without it, a card payment returns to the loopback address the customer used. */
    PUBLIC_URL_GIVEN: boolean;
    /** A production start: NODE_ENV=production (the systemd unit) or a public address in https. */
    PRODUCTION: boolean;
    DEMO_DATA: boolean;
    DEMO_PASSWORD: string;
  }
>;

const DEMO_IN_PRODUCTION =
  'DEMO_DATA=true en production (NODE_ENV=production ou PUBLIC_URL en https)\u00a0: le mot de passe des comptes de démonstration est publié dans le README. Choisissez-en un autre dans DEMO_PASSWORD, ou retirez DEMO_DATA.';

/**
 * Production is said by NODE_ENV or read from the public address: a shop reached over https is a real one,
 * whatever its environment forgot to say. There, demo data is off unless asked for, and never with the
 * published password.
 */
function demoSettings(config: Parsed, publicUrl: string) {
  const production = config.NODE_ENV === 'production' || publicUrl.startsWith('https:');
  const demoData = config.DEMO_DATA ?? !production;
  const password = config.DEMO_PASSWORD ?? PUBLISHED_DEMO_PASSWORD;
  if (production && demoData && password === PUBLISHED_DEMO_PASSWORD) return { error: DEMO_IN_PRODUCTION } as const;
  return { PRODUCTION: production, DEMO_DATA: demoData, DEMO_PASSWORD: password } as const;
}

/**
 * The payment provider: said, or read from the keys given and whether this is production. A production start
 * never takes demo payments, demo data or not: its hosted page authorises whatever is asked and charges nothing.
 */
function paymentSettings(config: Parsed, production: boolean) {
  const provider = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : production ? 'none' : 'demo');
  if (provider === 'stripe' && !(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET))
    return { error: 'PAYMENT_PROVIDER=stripe demande STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET.' } as const;
  if (provider === 'demo' && production) return { error: DEMO_PAYMENTS_IN_PRODUCTION } as const;
  const vouchers = config.MEAL_VOUCHER_PROVIDER ?? (provider === 'demo' ? 'demo' : 'none');
  if (vouchers === 'demo' && (production || provider !== 'demo'))
    return {
      error:
        'MEAL_VOUCHER_PROVIDER=demo va avec PAYMENT_PROVIDER=demo, hors production\u00a0: les titres de démonstration ne débitent rien.',
    } as const;
  return { PAYMENT_PROVIDER: provider, MEAL_VOUCHER_PROVIDER: vouchers } as const;
}

const DEMO_PAYMENTS_IN_PRODUCTION =
  'PAYMENT_PROVIDER=demo en production (NODE_ENV=production ou PUBLIC_URL en https)\u00a0: les paiements de démonstration ne prélèvent rien. Configurez Stripe (STRIPE_SECRET_KEY, une clé sk_test_… pour une démonstration), ou PAYMENT_PROVIDER=none.';

const NO_KEY_IN_PRODUCTION =
  'TWO_FACTOR_KEY manque en production (NODE_ENV=production ou PUBLIC_URL en https)\u00a0: il chiffre les secrets de la double authentification et signe les cookies d’appareil de la connexion. Créez-en un avec «\u00a0openssl rand -base64 32\u00a0», mettez-le dans la configuration de chaque processus et gardez-le à part des sauvegardes.';

const NO_TILL_KEY_IN_PRODUCTION =
  'TILL_JOURNAL_KEY manque en production (NODE_ENV=production ou PUBLIC_URL en https)\u00a0: il signe le journal des encaissements au comptoir, que «\u00a0npm run journal:verify\u00a0» contrôle. Créez-en un avec «\u00a0openssl rand -base64 32\u00a0», gardez-le à part des sauvegardes et ne le changez plus.';
const HALF_A_PLATFORM =
  'EINVOICE_PLATFORM_URL et EINVOICE_PLATFORM_TOKEN vont ensemble\u00a0: donnez les deux pour déposer les factures sur la plateforme agréée, ou aucun.';

export class ConfigError extends Error {}

/** Parses the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide\u00a0:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const demo = demoSettings(config, publicUrl);
  if ('error' in demo) throw new ConfigError(`Configuration invalide\u00a0:\n  DEMO_DATA: ${demo.error}`);
  const payment = paymentSettings(config, demo.PRODUCTION);
  if ('error' in payment) throw new ConfigError(`Configuration invalide\u00a0:\n  PAYMENT_PROVIDER: ${payment.error}`);
  if ((config.EINVOICE_PLATFORM_URL === undefined) !== (config.EINVOICE_PLATFORM_TOKEN === undefined))
    throw new ConfigError(`Configuration invalide\u00a0:\n  EINVOICE_PLATFORM_URL: ${HALF_A_PLATFORM}`);
  if (demo.PRODUCTION && !config.TWO_FACTOR_KEY)
    throw new ConfigError(`Configuration invalide\u00a0:\n  TWO_FACTOR_KEY: ${NO_KEY_IN_PRODUCTION}`);
  if (demo.PRODUCTION && !config.TILL_JOURNAL_KEY)
    throw new ConfigError(`Configuration invalide\u00a0:\n  TILL_JOURNAL_KEY: ${NO_TILL_KEY_IN_PRODUCTION}`);
  return Object.freeze({
    ...config,
    TILL_JOURNAL_KEY: config.TILL_JOURNAL_KEY ?? DEV_TILL_JOURNAL_KEY,
    PUBLIC_URL: publicUrl,
    PUBLIC_URL_GIVEN: config.PUBLIC_URL !== undefined,
    ...demo,
    ...payment,
  });
}

/** A configuration for tests and tools: defaults plus the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({
    ...loadConfig({}),
    LOG_LEVEL: 'silent',
    RATE_LIMITS: true,
    PUBLIC_URL_GIVEN: overrides.PUBLIC_URL !== undefined,
    ...overrides,
  });
}
