import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'attendu : true ou false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const DatabaseUrl = z.string().refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\/[^\s]+$/.test(v), {
  error:
    'DATABASE_URL doit être «\u00a0file:chemin.sqlite\u00a0» ou «\u00a0postgres://utilisateur@hôte:port/base\u00a0».',
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: DatabaseUrl.default('file:./data/shop.sqlite'),
  DEMO_DATA: flag(true),
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  /** Where the owner's uploaded pictures are kept (WebP files, served under /uploads/). */
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

export type Config = Readonly<z.output<typeof EnvSchema> & { PUBLIC_URL: string }>;

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
  return Object.freeze({
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  });
}

/** A configuration for tests and tools: defaults plus the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({ ...loadConfig({}), LOG_LEVEL: 'silent', RATE_LIMITS: true, ...overrides });
}
