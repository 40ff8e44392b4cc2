import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../lib/time.js';
import type { StripeSettings } from '../stripe-provider.js';
import { type DemoCheckoutActions, demoCheckoutActions, demoStripeApi } from './demo-stripe-api.js';
import { demoModel } from './demo-stripe-objects.js';
import { type DeliverWebhook, webhookEmitter } from './demo-stripe-webhooks.js';

export type { DemoCheckoutActions } from './demo-stripe-api.js';
export type { DeliverWebhook } from './demo-stripe-webhooks.js';

/** The demo provider's hosted page, served by the shop itself. */
export const DEMO_PAGE_PATH = '/paiement-demo';

export type DemoStripe = {
  /** How the Stripe SDK reaches it. */
  settings: StripeSettings;
  actions: DemoCheckoutActions;
  close: () => Promise<void>;
};

/**
 * Starts the local stand-in for Stripe (ADR 049) on 127.0.0.1, at a port the system chooses. Its objects
 * live in the shop's database; its webhooks are signed with `webhookSecret` and handed to `deliver`. Its API
 * answers only its own secret key, made for this start (another process of the machine cannot guess it).
 */
export async function startDemoStripe(options: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
  deliver: DeliverWebhook;
  onError: (error: Error) => void;
}): Promise<DemoStripe> {
  const modelOf = (db: Db) => demoModel(db, options.clock, (id) => `${options.publicUrl}${DEMO_PAGE_PATH}/${id}`);
  const model = modelOf(options.db);
  const emit = webhookEmitter(options.webhookSecret, options.clock, options.deliver, options.onError);
  const secretKey = `sk_test_demo${randomBytes(24).toString('hex')}`;
  const api = demoStripeApi(options.db, modelOf, emit, secretKey);
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    settings: {
      secretKey,
      webhookSecret: options.webhookSecret,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    },
    actions: demoCheckoutActions(model, emit),
    close: () => api.close(),
  };
}
