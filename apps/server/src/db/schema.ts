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
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  image_url: string;
  position: number;
}

export interface SubCategoryTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: string;
  position: number;
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

export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
