import type { CounterPaymentMethod, PaymentMethod, PaymentStatus } from '@boucherie/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of the database. Portable across SQLite and PostgreSQL: booleans are integers 0/1,
 * money is integer cents, instants are ISO-8601 UTC strings, calendar dates 'YYYY-MM-DD'.
 */
export interface Database {
  category: CategoryTable;
  sub_category: SubCategoryTable;
  article: ArticleTable;
  article_price_history: ArticlePriceHistoryTable;
  shop: ShopTable;
  shop_opening_period: ShopOpeningPeriodTable;
  shop_closing_day: ShopClosingDayTable;
  delivery_zone: DeliveryZoneTable;
  delivery_zone_post_code: DeliveryZonePostCodeTable;
  user_account: UserAccountTable;
  user_session: UserSessionTable;
  activation_code: ActivationCodeTable;
  password_reset_token: PasswordResetTokenTable;
  email_change_token: EmailChangeTokenTable;
  rate_limit_event: RateLimitEventTable;
  favorite: FavoriteTable;
  cart_item: CartItemTable;
  customer_order: CustomerOrderTable;
  order_line: OrderLineTable;
  order_vat: OrderVatTable;
  staff_shop: StaffShopTable;
  order_event: OrderEventTable;
  audit_entry: AuditEntryTable;
  shop_holiday: ShopHolidayTable;
  shop_holiday_article: ShopHolidayArticleTable;
  shop_time_window: ShopTimeWindowTable;
  shop_delivery_round: ShopDeliveryRoundTable;
  business_identity: BusinessIdentityTable;
  business_settings: BusinessSettingsTable;
  invoice_counter: InvoiceCounterTable;
  invoice: InvoiceTable;
  invoice_vat: InvoiceVatTable;
  invoice_pending: InvoicePendingTable;
  standing_order: StandingOrderTable;
  standing_order_line: StandingOrderLineTable;
  standing_order_occurrence: StandingOrderOccurrenceTable;
  invoice_payment: InvoicePaymentTable;
  cache_version: CacheVersionTable;
  stored_image: StoredImageTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_code: TwoFactorRecoveryCodeTable;
  pending_login: PendingLoginTable;
  security_settings: SecuritySettingsTable;
  order_payment: OrderPaymentTable;
  order_effect: OrderEffectTable;
  einvoice_deposit: EinvoiceDepositTable;
  ereport_transmission: EreportTransmissionTable;
  counter_payment: CounterPaymentTable;
  till_journal_entry: TillJournalEntryTable;
  till_journal_closure: TillJournalClosureTable;
  article_quota: ArticleQuotaTable;
  payment_event: PaymentEventTable;
  demo_payment_object: DemoPaymentObjectTable;
  demo_payment_idempotency: DemoPaymentIdempotencyTable;
  lot: LotTable;
  article_lot: ArticleLotTable;
  box: BoxTable;
  meal_voucher_payment: MealVoucherPaymentTable;
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  image_url: string;
  position: number;
  is_hidden: Generated<number>;
}

export interface SubCategoryTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: string;
  position: number;
  is_hidden: Generated<number>;
}

export interface ArticleTable {
  id: Generated<number>;
  slug: string;
  sub_category_id: number;
  designation: string;
  description: string;
  sale_unit: 'kg' | 'piece';
  average_weight_grams: number | null;
  price_cents: number;
  purchase_price_cents: number;
  vat_rate_bp: number;
  discount_price_cents: number | null;
  discount_purchase_price_cents: number | null;
  discount_starts_at: string | null;
  discount_ends_at: string | null;
  is_highlighted: number;
  is_active: number;
  origin_born: string | null;
  origin_raised: string | null;
  origin_slaughtered: string | null;
  /** JSON array of allergen names. */
  allergens: string;
  image_url: string;
  /** Lower-case designation, sub-family and category without accents or ligatures, for search. */
  search_text: string;
  position: number;
  created_at: string;
  updated_at: string;
  /** What a butcher suggests (issue 13): first quantity and step of a weighed article, grams per guest. */
  default_quantity_grams: number | null;
  quantity_step_grams: number | null;
  grams_per_person: number | null;
  breed: string | null;
  maturation: string | null;
  /** JSON array of quality labels ("Label Rouge", "AOP", "Bio"…). */
  labels: Generated<string>;
  /** The farm or the region the meat comes from. */
  farm: string | null;
  cooking_advice: string | null;
  /** "En rupture": shown to customers, cannot be added to a cart. */
  is_out_of_stock: Generated<number>;
  /** Titres-restaurant may pay it (issue 41, ADR 073): raw meat by default. */
  meal_voucher_eligible: Generated<number>;
  /** Withdrawn from sale for good; never deleted. */
  withdrawn_at: Generated<string | null>;
  /** The srcset of an uploaded picture; null for a shipped illustration. */
  image_srcset: Generated<string | null>;
  /** The lot the meat on sale comes from (traceability); null: none. */
  lot_number: Generated<string | null>;
  /** « produit », or « colis »: a pre-sold box from one animal (issue 40, ADR 074). */
  kind: Generated<'produit' | 'colis'>;
  /** The lot (table lot) the article is sold from now; null: none (ADR 067). */
  lot_id: Generated<number | null>;
  /** Days the meat keeps from the order's day (issue 39); null: none said. */
  shelf_life_days: Generated<number | null>;
}

/** One row per regular price in force from `valid_from`: the 30-day reference price comes from here. */
export interface ArticlePriceHistoryTable {
  id: Generated<number>;
  article_id: number;
  price_cents: number;
  purchase_price_cents: number;
  valid_from: string;
}

export interface ShopTable {
  id: Generated<number>;
  department: string;
  name: string;
  street: string;
  post_code: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  cutoff_days_before: number;
  cutoff_time: string;
  daily_capacity: number;
  delivers: number;
  position: number;
  booking_horizon_days: Generated<number>;
  /** Open orders (neither handed over nor cancelled) one customer may hold at the shop for one day. */
  open_orders_per_customer_per_day: Generated<number>;
  /** How far (in %) a weighed line may stray from the ordered quantity without a confirmation. */
  weighing_tolerance_percent: Generated<number>;
  /** 'counter' | 'online_or_counter' | 'online' (ADR 049). */
  payment_policy: Generated<string>;
  /** A hold nobody collected: 'release' | 'capture'. */
  no_show_rule: Generated<string>;
  /** The shop takes titres-restaurant online (issue 41, ADR 073). */
  accepts_meal_vouchers: Generated<number>;
}

export interface ShopOpeningPeriodTable {
  id: Generated<number>;
  shop_id: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  opens: string;
  closes: string;
}

export interface ShopClosingDayTable {
  id: Generated<number>;
  shop_id: number;
  date: string;
  reason: string;
}

export interface DeliveryZoneTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  fee_cents: number;
  minimum_order_cents: number;
}

export interface DeliveryZonePostCodeTable {
  zone_id: number;
  post_code: string;
}

export interface UserAccountTable {
  id: Generated<number>;
  user_type: number;
  role: Role;
  email: string | null;
  email2: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  vat_number: string | null;
  phone_number: string | null;
  phone_number2: string | null;
  street_and_number: string | null;
  post_code: string | null;
  locality: string | null;
  country: string | null;
  favorite_store: string | null;
  wants_newsletter: number;
  is_verified: number;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** A pro account's prices apply once an admin approved it. */
  pro_approved_at: Generated<string | null>;
  /** When the account asked to become pro (registration or profile). */
  pro_requested_at: Generated<string | null>;
  /** The admin who approved the pro account. */
  pro_approved_by: Generated<number | null>;
  /** A pro's own payment terms code; null: the business's default. */
  payment_terms: Generated<string | null>;
}

export interface UserSessionTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface ActivationCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: string;
  failed_attempts: number;
  used_at: string | null;
  created_at: string;
  /** The new mobile this code proves (a change in the profile); null: the code that activates the account. */
  phone_number: Generated<string | null>;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A one-time link mailed to a new e-mail address given in the profile; the address changes when it is used. */
export interface EmailChangeTokenTable {
  token_hash: string;
  user_id: number;
  email: string;
  /** The hash of the session that asked: kept when the change ends the account's other sessions. */
  session_hash: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface RateLimitEventTable {
  id: Generated<number>;
  bucket: string;
  at: string;
}

export interface FavoriteTable {
  user_id: number;
  article_id: number;
  created_at: string;
}

export interface CartItemTable {
  user_id: number;
  article_id: number;
  /** Quantity × 10: one decimal, kept exact. */
  quantity_hundredths: number;
  updated_at: string;
}

/** The delivery address an order and a standing order both keep (each declares its company: an order's came later). */
export interface DeliveryAddressColumns {
  address_first_name: string | null;
  address_last_name: string | null;
  address_street: string | null;
  address_post_code: string | null;
  address_city: string | null;
  address_country: string | null;
}

export interface CustomerOrderTable extends DeliveryAddressColumns {
  id: Generated<number>;
  number: string;
  user_id: number;
  idempotency_key: string | null;
  mode: 'Pickup' | 'Delivery';
  shop_id: number;
  date: string;
  status: 'Pending' | 'Confirmed' | 'Ready' | 'Completed' | 'Cancelled';
  comment: string | null;
  is_pro: number;
  lines_total_cents: number;
  delivery_fee_cents: number;
  total_ht_cents: number;
  total_vat_cents: number;
  total_ttc_cents: number;
  /** Handed over with money still due (issue 45); 0 for every order handed over paid. */
  handed_over_unpaid: Generated<number>;
  has_estimated_lines: number;
  created_at: string;
  updated_at: string;
  cancel_reason: Generated<string | null>;
  address_company: Generated<string | null>;
  delivery_instructions: Generated<string | null>;
  /** The time window the customer chose, and its times when ordered (a snapshot). */
  time_window_id: Generated<number | null>;
  time_window_starts: Generated<string | null>;
  time_window_ends: Generated<string | null>;
  /** The weekly delivery round chosen (its times in time_window_starts/ends), when the day had no windows of its own. */
  delivery_round_id: Generated<number | null>;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  article_id: number;
  designation: string;
  sale_unit: 'kg' | 'piece';
  quantity_hundredths: number;
  unit_price_cents: number;
  line_total_cents: number;
  vat_rate_bp: number;
  is_estimated: number;
  preparation_note: string | null;
  weighed_grams: number | null;
  is_unavailable: Generated<number>;
  /** The lot of what was weighed, snapshot from the article or typed by staff. */
  lot_number: Generated<string | null>;
  /** The lot (table lot) the line was cut from, at weighing or at « prête » (ADR 067). */
  lot_id: Generated<number | null>;
  /** « À consommer jusqu’au », fixed at « prête »: the order's day plus the article's shelf life (issue 39). */
  best_before: Generated<string | null>;
  /** A box line weighed (ADR 074): sold by the piece, priced by weight at the box's price per kg. */
  price_per_kg_cents: Generated<number | null>;
}

export interface OrderVatTable {
  id: Generated<number>;
  order_id: number;
  rate_bp: number;
  base_cents: number;
  vat_cents: number;
}

export type Role = 'customer' | 'staff' | 'admin';

export interface StaffShopTable {
  user_id: number;
  shop_id: number;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  at: string;
  /** Who did it; null for the customer's own placing or the system. */
  user_id: number | null;
  action: string;
  /** JSON object. */
  detail: string;
}

export interface AuditEntryTable {
  id: Generated<number>;
  at: string;
  /** Who made the change; null for the system. */
  user_id: number | null;
  kind: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  /** JSON objects, or null for a creation (before) or a removal (after). */
  before: string | null;
  after: string | null;
}

/** A holiday ordering day of a shop: its own opening and cut-off instants (UTC ISO) and capacity. */
export interface ShopHolidayTable {
  id: Generated<number>;
  shop_id: number;
  date: string;
  label: string;
  orders_open_at: string;
  cut_off_at: string;
  capacity: number;
  /** Overrides the shop's payment rule on this day ('counter' | 'online_or_counter' | 'online'). */
  payment_policy: string | null;
}

/** The festive articles a holiday day is limited to (none: the whole catalogue). */
export interface ShopHolidayArticleTable {
  holiday_id: number;
  article_id: number;
}

/** A pickup window or a delivery round of a shop on a day, 'HH:MM' to 'HH:MM' (Europe/Paris). */
export interface ShopTimeWindowTable {
  id: Generated<number>;
  shop_id: number;
  date: string;
  mode: 'Pickup' | 'Delivery';
  starts: string;
  ends: string;
  capacity: number;
}

/** A weekly delivery round of a shop (weekday 1 = lundi … 7), 'HH:MM' to 'HH:MM', with its capacity per day. */
export interface ShopDeliveryRoundTable {
  id: Generated<number>;
  shop_id: number;
  weekday: number;
  starts: string;
  ends: string;
  capacity: number;
}

/** The business's legal identity: one row, id 1. */
export interface BusinessIdentityTable {
  id: number;
  legal_name: string;
  trade_name: string;
  legal_form: string;
  capital_cents: number | null;
  street: string;
  post_code: string;
  city: string;
  siren: string;
  siret: string;
  registration: string;
  vat_number: string;
  iban: string;
  bic: string;
  email: string;
  phone: string;
  invoice_footer: string;
  default_pro_terms: string;
  updated_at: string | null;
}

/** The owner's settings for the whole business: one row, id 1. */
export interface BusinessSettingsTable {
  id: number;
  /** The most one customer's line may hold, in whole kilograms or pieces. */
  particulier_max_kg: number;
  particulier_max_pieces: number;
  pro_max_kg: number;
  pro_max_pieces: number;
}

/** An account's second factor (ADR 045): its TOTP secret, on once its first code was given. */
export interface UserTwoFactorTable {
  user_id: number;
  /** `v1:…` encrypted with TWO_FACTOR_KEY, or the base32 secret when no key is set. */
  secret: string;
  created_at: string;
  enabled_at: string | null;
  /** The time step of the last code accepted: none at or before it is taken again. */
  last_step: number | null;
}

export interface TwoFactorRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A login whose password was right, waiting for the second factor. */
export interface PendingLoginTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** The owner's security choices: one row, id 1. */
export interface SecuritySettingsTable {
  id: number;
  require_two_factor_for_refunds: Generated<number>;
}

export interface InvoiceCounterTable {
  series: string;
  year: number;
  last_number: number;
}

export interface InvoiceTable {
  id: Generated<number>;
  number: string;
  kind: 'invoice' | 'credit_note';
  order_id: number;
  invoiced_order_id: number | null;
  user_id: number;
  invoice_id: number | null;
  issued_at: string;
  issue_date: string;
  is_pro: number;
  total_ht_cents: number;
  total_vat_cents: number;
  total_ttc_cents: number;
  created_by: number | null;
  /** JSON: the document as issued. */
  data: string;
}

export interface InvoiceVatTable {
  id: Generated<number>;
  invoice_id: number;
  rate_bp: number;
  base_cents: number;
  vat_cents: number;
}

export interface InvoicePendingTable {
  order_id: number;
  completed_at: string;
  completed_by: number | null;
}

export type UserAccountRow = Selectable<UserAccountTable>;
export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;

/** A customer's standing order (commande récurrente). */
export interface StandingOrderTable extends DeliveryAddressColumns {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  mode: 'Pickup' | 'Delivery';
  shop_id: number | null;
  address_company: string | null;
  delivery_instructions: string | null;
  comment: string | null;
  window_starts: string | null;
  /** ISO weekdays, comma-separated and sorted ("2,5"). */
  weekdays: string;
  start_date: string;
  end_date: string | null;
  paused: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface StandingOrderLineTable {
  standing_order_id: number;
  position: number;
  article_id: number;
  quantity_hundredths: number;
  preparation_note: string | null;
}

/** A decided date of a standing order: placed (with its order) or skipped (with why). Unique per date. */
export interface StandingOrderOccurrenceTable {
  id: Generated<number>;
  standing_order_id: number;
  date: string;
  status: 'placed' | 'skipped';
  skip_reason: 'Customer' | 'Closed' | 'Full' | 'Unavailable' | 'Refused' | 'AlreadyOrdered' | null;
  message: string | null;
  order_id: number | null;
  left_out: Generated<string>;
  created_at: string;
}

/** An invoice the owner marked paid; the invoice itself never changes. */
export interface InvoicePaymentTable {
  invoice_id: number;
  paid_on: string;
  recorded_at: string;
  recorded_by: number | null;
}

/** How far each in-memory cache's source tables have moved (bumped by triggers, ADR 026). */
export interface CacheVersionTable {
  name: 'catalogue' | 'shops';
  version: number;
}

/** The owner's pictures, served under /uploads/<path> by every process (issue 29). */
export interface StoredImageTable {
  path: string;
  content_type: string;
  /** SHA-256 of `data`, hex. */
  content_hash: string;
  byte_size: number;
  data: Buffer;
  created_at: string;
}

/** An order's payment (ADR 049): the hold, what was captured and refunded, and the provider's references. */
export interface OrderPaymentTable {
  order_id: number;
  method: PaymentMethod;
  status: PaymentStatus;
  held_cents: Generated<number>;
  captured_cents: Generated<number>;
  refunded_cents: Generated<number>;
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent_id: string | null;
  customer_ref: string | null;
  payment_method_ref: string | null;
  awaiting_until: string | null;
  authorize_at: string | null;
  paid_at_counter_at: string | null;
  page_opened_at: string | null;
  /** « Autoriser N € »: the new hold's page, its amount and the change it waits for (JSON), while open. */
  raise_session_id: string | null;
  raise_checkout_url: string | null;
  raise_held_cents: number | null;
  raise_change: string | null;
  /** A box's deposit (ADR 074): captured as soon as it is authorised, not at « prête ». */
  capture_on_hold: Generated<number>;
  /** A box's balance taken at « prête » on the card saved with the deposit (ADR 074): its PaymentIntent. */
  balance_intent_id: Generated<string | null>;
  /** Where that balance stands: being charged, captured, or refused by the card (then due at the shop). */
  balance_state: Generated<'charging' | 'captured' | 'refused' | null>;
  created_at: string;
  updated_at: string;
}

/** What must follow a committed change of an order (ADR 051): run after the commit, retried until done. */
/** Money taken at the till (issue 45); a reversal is a row of its own, its amount negative. */
export interface CounterPaymentTable {
  id: Generated<number>;
  order_id: number;
  method: CounterPaymentMethod;
  amount_cents: number;
  reverses_id: number | null;
  user_id: number | null;
  at: string;
}

export interface OrderEffectTable {
  id: Generated<number>;
  order_id: number | null;
  /** The lifecycle's EffectKind. */
  kind: string;
  payload: string;
  dedupe_key: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  next_at: string;
  claim: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  done_at: string | null;
}

/** A provider's webhook event, kept so that a replay changes nothing twice. */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  received_at: string;
}

/** The demo payment provider's objects (sessions, payment intents...), as Stripe's JSON. */
export interface DemoPaymentObjectTable {
  id: string;
  kind: string;
  body: string;
  created_at: string;
}

/** The demo provider's answers by idempotency key, as Stripe replays them. */
export interface DemoPaymentIdempotencyTable {
  key: string;
  status: number;
  body: string;
}

/** An entry of the counter journal (ADR 068): written once, chained by `prev_hash` → `hash`, never changed. */
export interface TillJournalEntryTable {
  seq: number;
  shop_id: number;
  order_id: number;
  order_number: string;
  kind: 'payment' | 'reversal';
  method: string;
  amount_cents: number;
  /** JSON: [{ rateBp, ttcCents, htCents, vatCents }], what the amount pays by VAT rate. */
  vat: string;
  counter_payment_id: number;
  user_id: number | null;
  at: string;
  prev_hash: string;
  hash: string;
}

/** A closure of the counter journal: a shop's day (« Z »), month or year, chained like the entries. */
export interface TillJournalClosureTable {
  seq: number;
  shop_id: number;
  kind: 'day' | 'month' | 'year';
  /** 2026-12-03, 2026-12 or 2026 (Paris). */
  period: string;
  entry_count: number;
  total_cents: number;
  /** JSON: { [method]: cents }. */
  by_method: string;
  /** JSON: { [rateBp]: { ttcCents, htCents, vatCents } }. */
  by_rate: string;
  /** The shop's perpetual total: every day closed so far, this one included. */
  grand_total_cents: number;
  closed_at: string;
  prev_hash: string;
  hash: string;
}

/** How much of an article the business sells on a day (issue 40), in hundredths of its sale unit. */
export interface ArticleQuotaTable {
  id: Generated<number>;
  article_id: number;
  date: string;
  /** The holiday day the owner chose it through, for the editor; null for a plain date. */
  holiday_id: number | null;
  quantity_hundredths: number;
}

/** An animal or a batch, from the slaughterhouse ticket (issue 39, ADR 067). */
export interface LotTable {
  id: Generated<number>;
  code: string;
  species: 'bovin' | 'veau' | 'ovin' | 'porc' | 'volaille';
  breed: string;
  category: string;
  breeder: string;
  breeder_town: string;
  national_id: string | null;
  born_in: string | null;
  raised_in: string;
  slaughtered_in: string;
  cut_in: string;
  slaughterhouse_approval: string;
  cutting_plant_approval: string;
  slaughter_date: string;
  maturation_days: number;
  closed_at: string | null;
  created_at: string;
}

/** The lot an article is sold from, from `since`: its history (the current one is also article.lot_id). */
export interface ArticleLotTable {
  id: Generated<number>;
  article_id: number;
  lot_id: number | null;
  since: string;
  set_by: number | null;
}

/** A pro document carried by the plateforme agréée (ADR 071). */
export interface EinvoiceDepositTable {
  invoice_id: number;
  /** The contract's EinvoiceStatus. */
  status: string;
  /** The platform's id of the flow, once deposited. */
  platform_id: string | null;
  /** JSON: the statuses followed, `{ status, at, reason }`. */
  history: string;
  created_at: string;
  updated_at: string;
}

/** A period's e-reporting as the plateforme agréée received it (ADR 072). */
export interface EreportTransmissionTable {
  /** `2027-09-D1`: a month's first, second or third ten days. */
  period: string;
  platform_id: string | null;
  /** 'Deposited' or 'Rejected'. */
  status: string;
  reason: string | null;
  days: number;
  sent_at: string;
}

/** A pre-sold box from one animal (issue 40, ADR 074): its article is of kind « colis ». */
export interface BoxTable {
  id: Generated<number>;
  article_id: number;
  lot_id: number;
  box_count: number;
  nominal_weight_grams: number;
  price_per_kg_cents: number;
  /** The distribution day and shop (the orders' date and pickup shop). */
  distribution_date: string;
  shop_id: number;
  deposit_percent: number;
  /** The animal cancelled: every box's order cancelled, every customer told. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** The titres-restaurant part of an order paid online (issue 41, ADR 073), fixed at checkout. */
export interface MealVoucherPaymentTable {
  order_id: number;
  customer_id: number | null;
  /** The order's day (pickup or delivery): the day the €25 counts on. */
  date: string;
  amount_cents: number;
  refunded_cents: Generated<number>;
  /** A MealVoucherStatus: 'awaiting_customer' → 'pending' → 'captured' → 'refunded', or 'declined' | 'abandoned'. */
  status: string;
  provider_ref: string | null;
  /** The provider's page's token (`/paiement-titres/{token}`); null on rows debited before the page existed. */
  page_token: string | null;
  created_at: string;
  updated_at: string;
}
