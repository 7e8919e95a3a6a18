-- Shop sale events ('Hot Sale'; issue 46, decision record 0035).
--
-- sale-events: an event the back office creates (its page's slug, its days in the shop's time
-- zone, both included, its banner and the least discount a product may enrol with), and each
-- product a seller enrolled in it with its discount. `applied_at` and `ended_at` say which of the
-- job's two steps the enrolment went through: the job applies due starts and ends by these marks,
-- in the transaction that moves the prices, so a turn run twice (or after a crash) does nothing more.
CREATE TABLE IF NOT EXISTS sale_events (
  id serial PRIMARY KEY,
  name varchar(60) NOT NULL,
  -- Lower-case letters, digits and hyphens (the shared schema writes it so): the page '/ofertas/<slug>'.
  slug varchar(60) NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  banner_url text NOT NULL,
  min_discount smallint NOT NULL CONSTRAINT sale_events_min_ck CHECK (min_discount BETWEEN 1 AND 90),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT sale_events_days_ck CHECK (ends_on >= starts_on)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS sale_events_slug_key ON sale_events (slug);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sale_events_days_idx ON sale_events (ends_on, starts_on);--> statement-breakpoint

CREATE TABLE IF NOT EXISTS sale_event_products (
  event_id integer NOT NULL REFERENCES sale_events (id),
  product_id integer NOT NULL,
  seller_id integer NOT NULL,
  discount smallint NOT NULL CONSTRAINT sale_event_products_discount_ck CHECK (discount BETWEEN 1 AND 90),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  -- The event's price was written on the product (the start step), and taken off it (the end step).
  applied_at timestamp with time zone,
  ended_at timestamp with time zone,
  PRIMARY KEY (event_id, product_id)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sale_event_products_product_idx ON sale_event_products (product_id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sale_event_products_seller_idx ON sale_event_products (seller_id, event_id);--> statement-breakpoint
-- The job's work: enrolments not yet started, and started ones not yet ended.
CREATE INDEX IF NOT EXISTS sale_event_products_due_idx ON sale_event_products (event_id)
  WHERE ended_at IS NULL;--> statement-breakpoint

-- Published for the catalog: an event page's filter names the event by its slug.
CREATE SCHEMA IF NOT EXISTS sale_events;--> statement-breakpoint
CREATE OR REPLACE VIEW sale_events.events AS
  SELECT id, slug, name, starts_on, ends_on FROM public.sale_events;--> statement-breakpoint

-- catalog: while an event runs, the product's `discount` (what every price path reads: cards,
-- filters, cart, checkout, the orders' snapshot, the price-drop trigger) is the larger of the
-- seller's own and the event's. The seller's own is kept aside in `own_discount` for the event's
-- length (null when no event is applied: then `discount` is the seller's own), so an edit during
-- the event keeps the event's price and the end gives back the seller's latest discount.
ALTER TABLE products
  ADD COLUMN IF NOT EXISTS own_discount smallint,
  ADD COLUMN IF NOT EXISTS event_discount smallint,
  ADD COLUMN IF NOT EXISTS sale_event_id integer;--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_event_ck CHECK (
  (sale_event_id IS NULL AND event_discount IS NULL AND own_discount IS NULL)
  OR (sale_event_id IS NOT NULL AND event_discount IS NOT NULL AND own_discount IS NOT NULL));--> statement-breakpoint

-- The event's option keys ('v=<event>', and 'v+<event>' with a visible variant in stock) on top of
-- a product's other keys, so the event page's filter and its counts ride on the sizes' machinery
-- (0025), as free shipping's do (0028).
CREATE OR REPLACE FUNCTION bazar_with_event_keys(pid integer, keys text[], event integer) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM (
    SELECT k FROM unnest(keys) AS k WHERE left(k, 1) <> 'v'
    UNION
    SELECT 'v=' || event WHERE event IS NOT NULL AND EXISTS (
      SELECT 1 FROM product_variants v WHERE v.product_id = pid AND NOT v.hidden)
    UNION
    SELECT 'v+' || event WHERE event IS NOT NULL AND EXISTS (
      SELECT 1 FROM product_variants v WHERE v.product_id = pid AND NOT v.hidden AND v.stock > 0)
  ) s
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_product_event_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.sale_event_id IS DISTINCT FROM OLD.sale_event_id THEN
    NEW.option_keys := bazar_with_event_keys(NEW.id, NEW.option_keys, NEW.sale_event_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_event_keys ON products;--> statement-breakpoint
CREATE TRIGGER products_event_keys BEFORE UPDATE OF sale_event_id ON products
  FOR EACH ROW EXECUTE FUNCTION bazar_product_event_keys();--> statement-breakpoint

-- A product's keys (0025, 0028) now include the event's, so the variants' writes keep them too.
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
    UNION ALL
    SELECT 'v', p.sale_event_id::text, v.stock > 0
    FROM product_variants v, products p
    WHERE v.product_id = pid AND NOT v.hidden AND p.id = pid AND p.sale_event_id IS NOT NULL
  )
  SELECT coalesce(array_agg(DISTINCT k.key ORDER BY k.key), '{}')
  FROM pairs, LATERAL (VALUES (facet || '=' || value), (CASE WHEN stocked THEN facet || '+' || value END)) AS k(key)
  WHERE k.key IS NOT NULL AND value <> ''
$$;
--> statement-breakpoint
-- Published for the sale events' pages: the seller's own discount beside the one a product sells at.
CREATE OR REPLACE VIEW catalog.products AS
  SELECT id, seller_id, name, description, brand, color, price_cents, discount, final_price_cents, stock,
    in_stock, category_id, genre_id, active, rating_sum, rating_count, created_at, updated_at, options_summary,
    free_shipping, own_discount
  FROM public.products;
