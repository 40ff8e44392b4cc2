import type { FastifyInstance } from 'fastify';
import type { AfterResponse } from '../../lib/after-response.js';
import type { ArticleRow } from '../catalogue/index.js';
import type { EventBus } from '../events/event-bus.js';
import { type MailDeps, mailDeps } from '../messages/mail-deps.js';
import type { Payments } from '../payments/index.js';
import type { Asker } from '../sessions/asker.js';
import type { ShopsRead } from '../shops/shops-cache.js';

// What every order call is given (the route builds it), and what it reads of an article.

/** What an order reads of an article: from the catalogue in memory. */
export type OrderableArticle = Pick<
  ArticleRow,
  | 'id'
  | 'designation'
  | 'sale_unit'
  | 'vat_rate_bp'
  | 'is_out_of_stock'
  | 'price_cents'
  | 'purchase_price_cents'
  | 'discount_price_cents'
  | 'discount_purchase_price_cents'
> & { discount_is_active: ArticleRow['discount_is_active'] | boolean };

/** What telling people of an order needs (the customer, the shop's mailbox, the board), asked or not. */
export type OrderNoticeDeps = MailDeps & { events: EventBus };

export type OrderDeps = OrderNoticeDeps & {
  rateLimits: boolean;
  /** The shops and their calendar from memory, as of the asker's arrival (ADR 026). */
  shops: ShopsRead;
  /** The articles on sale from the catalogue in memory, as of the asker's arrival. */
  onSale: () => Promise<(id: number) => OrderableArticle | undefined>;
  /** Card payments; a shop without them (PAYMENT_PROVIDER=none) has them disabled (`noCardPayments`). */
  payments: Payments;
  /**
   * Where the payment provider sends the customer back: PUBLIC_URL, or, when it is not given, the loopback
   * address the request came in on (http/loopback-origin.ts). E-mails and SMS always use PUBLIC_URL.
   */
  returnUrl: string;
  /** Runs the order's messages after the answer. */
  afterResponse: AfterResponse['run'];
};

/**
 * The app's OrderDeps for one asker: a request's, or the system's own (the schedules, the effects), which
 * has no viewer. Its reads of the shops and the catalogue start after the asker's arrival.
 */
export function orderDepsOf(
  app: FastifyInstance,
  asker: Asker,
  log: MailDeps['log'],
  returnUrl = app.config.PUBLIC_URL,
): OrderDeps {
  return {
    ...mailDeps(app, log, asker.now),
    rateLimits: app.config.RATE_LIMITS,
    events: app.events,
    shops: (today) => app.shops.read(today, asker.arrival),
    onSale: async () => (await app.catalogue.view(asker)).row,
    payments: app.payments,
    returnUrl,
    afterResponse: app.afterResponse.run,
  };
}
