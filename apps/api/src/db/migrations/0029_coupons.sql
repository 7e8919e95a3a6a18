-- Seller coupons (issue 46, decision record 0033).
--
-- promotions: a seller's codes, and each checkout's use of one. A use is held when the checkout
-- opens (the coupon's `uses_taken` counts it, and its check refuses the use past `max_uses`, so
-- racing buyers never take more), becomes 'used' when the checkout is paid, and 'returned' when the
-- checkout is released unpaid or the whole of what it discounted is cancelled before shipping.
CREATE TABLE IF NOT EXISTS coupons (
  id serial PRIMARY KEY,
  seller_id integer NOT NULL,
  -- Upper-case letters and digits (the shared schema writes it so): unique in the shop.
  code text NOT NULL,
  kind varchar(7) NOT NULL CONSTRAINT coupons_kind_ck CHECK (kind IN ('percent', 'amount')),
  -- Percent (1–90), or cents.
  value bigint NOT NULL CONSTRAINT coupons_value_ck CHECK (value > 0),
  min_purchase_cents bigint CONSTRAINT coupons_min_ck CHECK (min_purchase_cents IS NULL OR min_purchase_cents >= 0),
  -- The shop's days (its time zone), both included.
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  max_uses integer CONSTRAINT coupons_max_uses_ck CHECK (max_uses IS NULL OR max_uses > 0),
  max_uses_per_buyer integer NOT NULL DEFAULT 1,
  -- null: every product of the seller.
  product_ids integer[],
  paused boolean NOT NULL DEFAULT false,
  -- Uses held or used (not returned): the one counter the limit is checked against.
  uses_taken integer NOT NULL DEFAULT 0 CONSTRAINT coupons_uses_taken_ck CHECK (uses_taken >= 0),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT coupons_days_ck CHECK (ends_on >= starts_on),
  -- The limit itself: a checkout's use that would pass it fails, and the checkout with it.
  CONSTRAINT coupons_uses_within_limit CHECK (max_uses IS NULL OR uses_taken <= max_uses)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS coupons_code_key ON coupons (code);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS coupons_seller_idx ON coupons (seller_id, id DESC);--> statement-breakpoint

CREATE TABLE IF NOT EXISTS coupon_uses (
  id bigserial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons (id),
  user_id integer NOT NULL,
  checkout_session_id uuid NOT NULL,
  -- What it took off that checkout's lines of the seller.
  discount_cents bigint NOT NULL CONSTRAINT coupon_uses_discount_ck CHECK (discount_cents >= 0),
  status varchar(8) NOT NULL DEFAULT 'held'
    CONSTRAINT coupon_uses_status_ck CHECK (status IN ('held', 'used', 'returned')),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT coupon_uses_once UNIQUE (checkout_session_id, coupon_id)
);--> statement-breakpoint
-- A buyer's uses of a coupon (the per-buyer limit), and a coupon's figures.
CREATE INDEX IF NOT EXISTS coupon_uses_buyer_idx ON coupon_uses (coupon_id, user_id) WHERE status <> 'returned';--> statement-breakpoint

-- checkout: each line's share of its seller's coupon, fixed when the checkout opens. `total_cents`
-- is what the buyer pays for the line (the coupon taken); the line's price before it is
-- `total_cents + coupon_discount_cents`.
ALTER TABLE checkout_lines
  ADD COLUMN IF NOT EXISTS coupon_id integer,
  ADD COLUMN IF NOT EXISTS coupon_code text,
  ADD COLUMN IF NOT EXISTS coupon_discount_cents bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE VIEW checkout.lines AS
  SELECT id, checkout_session_id, product_id, seller_id, product_name, product_image, unit_price_cents,
    discount, quantity, total_cents, fee_cents, fee_rate_bp, variant_id, variant_label, sku,
    delivery, shipping_cents, shipping_fee_cents, shipping_commission, delivery_from, delivery_to, pickup_address,
    coupon_id, coupon_code, coupon_discount_cents
  FROM public.checkout_lines;--> statement-breakpoint

-- orders: the same, copied at the purchase.
ALTER TABLE orders
  ADD COLUMN IF NOT EXISTS coupon_id integer,
  ADD COLUMN IF NOT EXISTS coupon_code text,
  ADD COLUMN IF NOT EXISTS coupon_discount_cents bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE VIEW orders.orders AS
  SELECT id, order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
    category_id, genre_id, unit_price_cents, discount, quantity, total_cents, status, created_at,
    variant_id, variant_label, sku, delivery, shipping_cents, delivery_from, delivery_to,
    coupon_id, coupon_code, coupon_discount_cents
  FROM public.orders;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS promotions;
