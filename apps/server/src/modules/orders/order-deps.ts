import type { AfterResponse } from '../../lib/after-response.js';
import type { ArticleRow } from '../catalogue/index.js';
import type { EventBus } from '../events/event-bus.js';
import type { MailDeps } from '../messages/mail-deps.js';
import type { Payments } from '../payments/index.js';
import type { ShopsRead } from '../shops/shops-cache.js';

// What every order call is given (the route builds it), and what it reads of an article.

/** What an order reads of an article: from the database or from the catalogue in memory. */
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

export type OrderDeps = MailDeps & {
  rateLimits: boolean;
  events: EventBus;
  /** The shops and their calendar from memory, as of the request's arrival; read from the database without it. */
  shops?: ShopsRead;
  /** The articles on sale from the catalogue in memory, as of the request's arrival; read from the database without it. */
  onSale?: () => Promise<(id: number) => OrderableArticle | undefined>;
  /** Card payments; without them (the shop's own orders) an order is paid at the shop or on account. */
  payments?: Payments;
  /**
   * Where the payment provider sends the customer back, when not PUBLIC_URL: the loopback address the request
   * came in on (http/loopback-origin.ts). E-mails and SMS always use PUBLIC_URL.
   */
  returnUrl?: string;
  /** Runs the order's messages after the answer; without it they are sent before answering. */
  afterResponse?: AfterResponse['run'];
};
