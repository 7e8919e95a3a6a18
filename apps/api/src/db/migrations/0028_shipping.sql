-- Shipping that costs and arrives (issue 45, decision record 0032).
--
-- shipping: each seller's ways to deliver and their prices by destination, as one checked JSON
-- document (the shared zod schema reads and writes it); seller 0 holds the shop's defaults, which
-- a seller without a row of their own uses. They start at no charge, so a shop upgraded to this
-- version keeps its totals until an administrator sets prices (the demo seed sets some).
CREATE TABLE IF NOT EXISTS shipping_profiles (
  seller_id integer PRIMARY KEY,
  settings jsonb NOT NULL,
  -- Only the shop's row (0) uses it: the shop's commission applies to shipping too.
  commission_on_shipping boolean NOT NULL DEFAULT false,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
INSERT INTO shipping_profiles (seller_id, settings) VALUES (0, '{
  "originProvince": "C", "originPostalCode": "1000", "dispatchDays": 1,
  "pickup": {"enabled": false, "address": ""},
  "home": {"enabled": true,
    "city": {"priceCents": 0, "minDays": 1, "maxDays": 2},
    "province": {"priceCents": 0, "minDays": 2, "maxDays": 4},
    "country": {"priceCents": 0, "minDays": 3, "maxDays": 7},
    "provinces": [], "extraUnitCents": 0, "freeFromCents": null}
}'::jsonb) ON CONFLICT (seller_id) DO NOTHING;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS shipping;--> statement-breakpoint

-- catalog: 'Envío gratis' on cards and as a filter. A product ships free by itself when its price
-- reaches its seller's threshold; the catalog keeps its own copy of each seller's threshold (the
-- settings flow writes it, seller 0 is the shop's default for sellers without their own), so that a
-- product written by the catalog alone (published, repriced) is marked without asking another
-- module. The mark also becomes option keys ('e=gratis', and 'e+gratis' with a visible variant in
-- stock), so the filter and its counts ride on the sizes' and colours' machinery (0025).
CREATE TABLE IF NOT EXISTS free_shipping_thresholds (
  seller_id integer PRIMARY KEY,
  -- null: this seller never ships free (a row of their own with null overrides the shop's).
  free_from_cents bigint
);--> statement-breakpoint
INSERT INTO free_shipping_thresholds (seller_id, free_from_cents) VALUES (0, NULL) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE products ADD COLUMN IF NOT EXISTS free_shipping boolean NOT NULL DEFAULT false;--> statement-breakpoint

CREATE OR REPLACE FUNCTION bazar_free_from(seller integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT CASE WHEN t.seller_id IS NULL THEN NULL ELSE coalesce(t.free_from_cents, -1) END
       FROM free_shipping_thresholds t WHERE t.seller_id = coalesce(seller, 0)),
    (SELECT t.free_from_cents FROM free_shipping_thresholds t WHERE t.seller_id = 0))
$$;--> statement-breakpoint

-- The option keys of free shipping on top of a product's other keys, sorted as bazar_option_keys sorts.
CREATE OR REPLACE FUNCTION bazar_with_shipping_keys(pid integer, keys text[], free boolean) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM (
    SELECT k FROM unnest(keys) AS k WHERE left(k, 1) <> 'e'
    UNION
    SELECT 'e=gratis' WHERE free
    UNION
    SELECT 'e+gratis' WHERE free AND EXISTS (
      SELECT 1 FROM product_variants v WHERE v.product_id = pid AND NOT v.hidden AND v.stock > 0)
  ) s
$$;--> statement-breakpoint

-- A product's keys (0025) now include free shipping's, so the variants' writes keep them too.
CREATE OR REPLACE FUNCTION bazar_option_keys(pid integer) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  WITH named AS (
    SELECT
      (SELECT min(o.position) + 1 FROM product_options o
       WHERE o.product_id = pid AND bazar_fold(o.name) IN ('talle', 'talla')) AS size_at,
      (SELECT min(o.position) + 1 FROM product_options o
       WHERE o.product_id = pid AND bazar_fold(o.name) = 'color') AS colour_at
  ), pairs AS (
    SELECT 't' AS facet, lower(btrim(v.option_values[n.size_at])) AS value, v.stock > 0 AS stocked
    FROM product_variants v, named n
    WHERE v.product_id = pid AND NOT v.hidden AND n.size_at IS NOT NULL
    UNION ALL
    SELECT 'c', lower(btrim(coalesce(v.option_values[n.colour_at], p.color))), v.stock > 0
    FROM product_variants v, named n, products p
    WHERE v.product_id = pid AND NOT v.hidden AND p.id = pid
    UNION ALL
    SELECT 'e', 'gratis', v.stock > 0
    FROM product_variants v, products p
    WHERE v.product_id = pid AND NOT v.hidden AND p.id = pid AND p.free_shipping
  )
  SELECT coalesce(array_agg(DISTINCT k.key ORDER BY k.key), '{}')
  FROM pairs, LATERAL (VALUES (facet || '=' || value), (CASE WHEN stocked THEN facet || '+' || value END)) AS k(key)
  WHERE k.key IS NOT NULL AND value <> ''
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION bazar_product_free_shipping() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_cents bigint := bazar_free_from(NEW.seller_id);
  was boolean := CASE WHEN TG_OP = 'INSERT' THEN false ELSE OLD.free_shipping END;
BEGIN
  -- -1 is a seller's own "never".
  NEW.free_shipping := from_cents IS NOT NULL AND from_cents >= 0 AND NEW.final_price_cents >= from_cents;
  IF NEW.free_shipping IS DISTINCT FROM was THEN
    NEW.option_keys := bazar_with_shipping_keys(NEW.id, NEW.option_keys, NEW.free_shipping);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_free_shipping ON products;--> statement-breakpoint
CREATE TRIGGER products_free_shipping BEFORE INSERT OR UPDATE OF final_price_cents, seller_id, free_shipping
  ON products FOR EACH ROW EXECUTE FUNCTION bazar_product_free_shipping();--> statement-breakpoint

-- checkout: each line's way of delivery, its share of its seller's shipping (fixed at the checkout,
-- spread over the seller's lines by their totals), the shop's fee on that share when paid at the
-- source, the delivery window, and the pickup address (shown only once paid).
ALTER TABLE checkout_lines
  ADD COLUMN IF NOT EXISTS delivery varchar(6) NOT NULL DEFAULT 'home',
  ADD COLUMN IF NOT EXISTS shipping_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS shipping_fee_cents bigint,
  ADD COLUMN IF NOT EXISTS shipping_commission boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS delivery_from date,
  ADD COLUMN IF NOT EXISTS delivery_to date,
  ADD COLUMN IF NOT EXISTS pickup_address varchar(200);--> statement-breakpoint
ALTER TABLE checkout_sessions ADD COLUMN IF NOT EXISTS shipping_cents bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE checkout_lines ADD CONSTRAINT checkout_lines_delivery_ck CHECK (delivery IN ('home', 'pickup'));--> statement-breakpoint
ALTER TABLE checkout_lines ADD CONSTRAINT checkout_lines_shipping_ck CHECK (shipping_cents >= 0);--> statement-breakpoint
CREATE OR REPLACE VIEW checkout.lines AS
  SELECT id, checkout_session_id, product_id, seller_id, product_name, product_image, unit_price_cents,
    discount, quantity, total_cents, fee_cents, fee_rate_bp, variant_id, variant_label, sku,
    delivery, shipping_cents, shipping_fee_cents, shipping_commission, delivery_from, delivery_to, pickup_address
  FROM public.checkout_lines;--> statement-breakpoint

-- orders: the same copied at the purchase, and pickup's own step ('ready': the seller has it ready).
ALTER TABLE orders
  ADD COLUMN IF NOT EXISTS delivery varchar(6) NOT NULL DEFAULT 'home',
  ADD COLUMN IF NOT EXISTS shipping_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS delivery_from date,
  ADD COLUMN IF NOT EXISTS delivery_to date,
  ADD COLUMN IF NOT EXISTS pickup_address varchar(200),
  ADD COLUMN IF NOT EXISTS ready_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE orders ADD CONSTRAINT orders_delivery_ck CHECK (delivery IN ('home', 'pickup'));--> statement-breakpoint
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_ck;--> statement-breakpoint
ALTER TABLE orders ADD CONSTRAINT orders_status_ck
  CHECK (status IN ('reception', 'shipped', 'ready', 'received', 'cancelled'));--> statement-breakpoint
ALTER TABLE order_events DROP CONSTRAINT IF EXISTS order_events_kind_ck;--> statement-breakpoint
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_ck CHECK (kind IN ('shipped', 'ready', 'received',
  'cancelled', 'claim_opened', 'claim_escalated', 'claim_refunded', 'claim_closed'));--> statement-breakpoint
CREATE OR REPLACE VIEW orders.orders AS
  SELECT id, order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
    category_id, genre_id, unit_price_cents, discount, quantity, total_cents, status, created_at,
    variant_id, variant_label, sku, delivery, shipping_cents, delivery_from, delivery_to
  FROM public.orders;--> statement-breakpoint

-- money: shipping income is its own movement; a refund says how much of it was shipping.
ALTER TABLE ledger_transactions DROP CONSTRAINT IF EXISTS ledger_transactions_kind_ck;--> statement-breakpoint
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_ck CHECK (kind IN
  ('sale', 'shipping', 'release', 'refund', 'refund_done', 'refund_failed', 'payout', 'payout_paid',
   'payout_failed', 'adjustment'));--> statement-breakpoint
ALTER TABLE refunds ADD COLUMN IF NOT EXISTS shipping_cents bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE VIEW money.refunds AS
  SELECT id, order_id, payment_id, amount_cents, status, created_at, shipping_cents FROM public.refunds;
--> statement-breakpoint
-- Published for shipping's quote: a product's price and seller, a buyer's default destination.
CREATE OR REPLACE VIEW catalog.products AS
  SELECT id, seller_id, name, description, brand, color, price_cents, discount, final_price_cents, stock,
    in_stock, category_id, genre_id, active, rating_sum, rating_count, created_at, updated_at, options_summary,
    free_shipping
  FROM public.products;--> statement-breakpoint
CREATE OR REPLACE VIEW addresses.addresses AS
  SELECT id, user_id, city, province, is_default, postal_code FROM public.addresses;
--> statement-breakpoint

-- sellers' reputation: deliveries on time (decision record 0026's amendment). An order received
-- after the last day of its window says so itself (`delivered_late`, set by the orders module when
-- it is received, against the shop's day), and its seller gets a 'late' fact, as a refunded sale
-- gets 'refunded' (0027): the facts stay a function of the order's own row.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS delivered_late boolean NOT NULL DEFAULT false;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_facts(created timestamptz, shipped timestamptz, status varchar, refunded boolean,
    late boolean)
  RETURNS SETOF varchar LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT x FROM order_facts(created, shipped, status, refunded) x
  UNION ALL SELECT 'late' WHERE late AND status = 'received'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_facts_orders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_facts AS f (seller_id, day, fact, slot, n, changed_at)
  SELECT n.seller_id, (n.created_at AT TIME ZONE 'UTC')::date, x.fact, (txid_current() % 16)::smallint, count(*), now()
  FROM new_orders n
    CROSS JOIN LATERAL order_facts(n.created_at, n.shipped_at, n.status, n.refunded_in_full, n.delivered_late) x(fact)
  WHERE n.seller_id IS NOT NULL
  GROUP BY 1, 2, 3
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY 1, 2, 3
  ON CONFLICT (seller_id, day, fact, slot) DO UPDATE SET n = f.n + excluded.n, changed_at = excluded.changed_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_facts_order_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(OLD.seller_id, (OLD.created_at AT TIME ZONE 'UTC')::date, x.fact, -1)
    FROM order_facts(OLD.created_at, OLD.shipped_at, OLD.status, OLD.refunded_in_full, OLD.delivered_late) x(fact);
  END IF;
  IF NEW.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(NEW.seller_id, (NEW.created_at AT TIME ZONE 'UTC')::date, x.fact, 1)
    FROM order_facts(NEW.created_at, NEW.shipped_at, NEW.status, NEW.refunded_in_full, NEW.delivered_late) x(fact);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_seller_facts_update ON orders;--> statement-breakpoint
CREATE TRIGGER orders_seller_facts_update
  AFTER UPDATE OF status, shipped_at, created_at, seller_id, refunded_in_full, delivered_late ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.shipped_at IS DISTINCT FROM NEW.shipped_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id
    OR OLD.refunded_in_full IS DISTINCT FROM NEW.refunded_in_full
    OR OLD.delivered_late IS DISTINCT FROM NEW.delivered_late)
  EXECUTE FUNCTION seller_facts_order_moved();--> statement-breakpoint
CREATE OR REPLACE VIEW seller_facts_rebuilt AS
  SELECT seller_id, day, fact, sum(n)::int AS n FROM (
    SELECT o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, x.fact, 1 AS n
    FROM orders o
      CROSS JOIN LATERAL order_facts(o.created_at, o.shipped_at, o.status, o.refunded_in_full, o.delivered_late) x(fact)
    WHERE o.seller_id IS NOT NULL
    UNION ALL
    SELECT o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date, 'claimed', 1 FROM claims c JOIN orders o ON o.id = c.order_id WHERE o.seller_id IS NOT NULL
    UNION ALL
    SELECT q.seller_id, (q.created_at AT TIME ZONE 'UTC')::date, x.fact, 1
    FROM questions q CROSS JOIN LATERAL question_facts(q.created_at, q.answered_at, q.status) x(fact)
    WHERE q.seller_id IS NOT NULL
    UNION ALL
    SELECT r.seller_id, (r.created_at AT TIME ZONE 'UTC')::date, 'rating_n', 1 FROM reviews r WHERE r.seller_id IS NOT NULL
    UNION ALL
    SELECT r.seller_id, (r.created_at AT TIME ZONE 'UTC')::date, 'rating_sum', r.rating FROM reviews r WHERE r.seller_id IS NOT NULL
  ) facts GROUP BY seller_id, day, fact;
