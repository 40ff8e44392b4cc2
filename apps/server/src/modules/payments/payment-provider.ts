/**
 * What the shop asks of a card payment provider (ADR 049), in the shop's words. Amounts are integer cents;
 * every call that moves money carries an idempotency key, so a retried request never moves it twice.
 */
export interface PaymentProvider {
  /**
   * Opens the provider's page where the customer authorises a hold of `amountCents` (captured later); with
   * `saveCard`, the card is also kept for a later payment without the customer (its owner: `customerRef`).
   */
  startHold(input: HoldInput): Promise<HostedPage & { customerRef?: string }>;
  /** Opens the provider's page where the customer saves a card, with 3-D Secure, for a later hold. */
  startCardSaving(input: CardSavingInput): Promise<HostedPage & { customerRef: string }>;
  /** What became of a hosted page. */
  readPage(pageId: string): Promise<PageOutcome>;
  /** Closes a hosted page nobody finished, so that it can no longer authorise. */
  closePage(pageId: string): Promise<void>;
  /** A hold on a saved card, without the customer (a far date's, at the cut-off). */
  holdSavedCard(input: SavedCardHoldInput): Promise<{ ok: true; holdRef: string } | { ok: false; reason: string }>;
  /** Takes `amountCents` (at most the hold) and releases the rest. */
  capture(holdRef: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Lets the whole hold go. */
  release(holdRef: string, idempotencyKey: string): Promise<void>;
  refund(holdRef: string, amountCents: number, idempotencyKey: string): Promise<void>;
  readHold(holdRef: string): Promise<HoldState>;
  /** Detaches a saved card from its Customer; a card already detached (or gone) is left as it is. */
  detachCard(cardRef: string, idempotencyKey: string): Promise<void>;
  /** Deletes a Customer (its e-mail with it); one already deleted (or gone) is left as it is. */
  deleteCustomer(customerRef: string): Promise<void>;
  /** Checks a webhook's signature and age; throws when it is not the provider's. */
  readWebhook(rawBody: string, signature: string): PaymentEvent;
}

export type HoldInput = {
  orderId: number;
  amountCents: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the page stops accepting the card. */
  expiresAt: Date;
  idempotencyKey: string;
  /**
   * Keep the card for a later payment without the customer (Stripe's `setup_future_usage: off_session`): a
   * box's deposit, whose balance is taken at weighing (ADR 074).
   */
  saveCard?: boolean;
};

export type CardSavingInput = Omit<HoldInput, 'amountCents' | 'description' | 'saveCard'>;

export type SavedCardHoldInput = {
  orderId: number;
  customerRef: string;
  cardRef: string;
  amountCents: number;
  idempotencyKey: string;
};

export type HostedPage = { pageId: string; url: string };

export type PageOutcome = {
  state: 'open' | 'complete' | 'expired';
  /** The hold a completed payment page made. */
  holdRef: string | null;
  /** The card a completed saving page kept, and its owner at the provider. */
  cardRef: string | null;
  customerRef: string | null;
  /** The card a completed payment page kept for later (`saveCard`), its owner in `customerRef`. */
  savedCardRef?: string | null;
};

export type HoldState = {
  state: 'awaiting' | 'held' | 'captured' | 'released';
  heldCents: number;
  capturedCents: number;
  refundedCents: number;
  declined: boolean;
};

/** A provider's event, reduced to what the shop acts on. */
export type PaymentEvent = {
  id: string;
  type: string;
  orderId: number | null;
  pageId: string | null;
  holdRef: string | null;
};
