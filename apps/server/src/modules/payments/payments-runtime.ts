import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/time.js';
import { type DeliverWebhook, type DemoStripe, startDemoStripe } from './demo-stripe/index.js';
import { demoMealVoucherProvider, type MealVoucherProvider } from './meal-voucher-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { stripeProvider } from './stripe-provider.js';

/** The shop's card payments: the provider the configuration names, made on first use. */
export type Payments = {
  /** Null when online payment is off (PAYMENT_PROVIDER=none): every order is then paid at the shop. */
  provider: () => Promise<PaymentProvider | null>;
  /** The demo provider's hosted page actions (PAYMENT_PROVIDER=demo only). */
  demo: () => Promise<DemoStripe | null>;
  enabled: boolean;
  /** The titres-restaurant provider (ADR 073), null when titres are not taken online. */
  mealVouchers: MealVoucherProvider | null;
  close: () => Promise<void>;
};

/** A shop without card payments (PAYMENT_PROVIDER=none): every order is paid at the shop or on account. */
export const noCardPayments: Payments = {
  provider: async () => null,
  demo: async () => null,
  enabled: false,
  mealVouchers: null,
  close: async () => {},
};

export function createPayments(options: {
  config: Config;
  db: Db;
  clock: Clock;
  /** Hands the demo provider's signed events to the shop's webhook route. */
  deliver: DeliverWebhook;
  onError: (error: Error) => void;
}): Payments {
  const { config } = options;
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const provider = stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    });
    // A real CONECS acceptor plugs in here (MealVoucherProvider); until one is chosen, titres stay at the till.
    return {
      provider: async () => provider,
      demo: async () => null,
      enabled: true,
      mealVouchers: null,
      close: async () => {},
    };
  }
  if (config.PAYMENT_PROVIDER === 'none') return noCardPayments;

  // The demo provider starts with the first payment, not with the shop: most processes never need it. Its
  // secret is this process's own: it signs only what this process's own webhook route checks.
  let started: Promise<{ demo: DemoStripe; provider: PaymentProvider }> | undefined;
  const start = () => {
    started ??= startDemoStripe({
      db: options.db,
      clock: options.clock,
      publicUrl: config.PUBLIC_URL,
      webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
      deliver: options.deliver,
      onError: options.onError,
    }).then((demo) => ({ demo, provider: stripeProvider(demo.settings) }));
    return started;
  };
  return {
    provider: async () => (await start()).provider,
    demo: async () => (await start()).demo,
    enabled: true,
    mealVouchers: config.MEAL_VOUCHER_PROVIDER === 'demo' ? demoMealVoucherProvider(options.db, options.clock) : null,
    close: async () => {
      if (started) await (await started).demo.close();
    },
  };
}
