-- Price-drop alerts (issue 46, decision record 0034).
--
-- catalog: each product's lowest final price (the cheapest visible variant, the product's own
-- discount applied), kept by the variants' statement triggers below, which are the one place a
-- price moves whoever writes it (a seller's form, an administrator, a bulk tool, a script). When a
-- write leaves a product's lowest price below the one noted, the same statement queues one outbox
-- row ('price-dropped'), so the alert is as durable as the price and costs the seller's save no
-- round trip; the flow flows/price-drop-alerts.ts tells the wish lists after the commit.
CREATE TABLE IF NOT EXISTS product_lowest_prices (
  product_id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  lowest_cents bigint NOT NULL,
  changed_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
INSERT INTO product_lowest_prices (product_id, lowest_cents)
SELECT product_id, min(final_price_cents) FROM product_variants WHERE NOT hidden GROUP BY product_id
ON CONFLICT (product_id) DO NOTHING;--> statement-breakpoint

-- Notes the lowest price of these products and queues an alert for each one that went down. The
-- CTE `before` reads the noted prices as they were when the statement began (one snapshot for the
-- whole statement), so it compares with what the upsert replaces. A product whose variants are
-- all hidden keeps its last price noted (it sells nothing; shown again cheaper, that is a drop).
-- Rows are upserted in id order, as every writer of products locks them, so two writers never
-- deadlock here.
CREATE OR REPLACE FUNCTION bazar_note_lowest_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH lowest AS (
    SELECT t.id AS product_id,
      (SELECT min(v.final_price_cents) FROM product_variants v WHERE v.product_id = t.id AND NOT v.hidden) AS cents
    FROM unnest(ids) AS t(id)
  ), before AS (
    SELECT l.product_id, l.lowest_cents FROM product_lowest_prices l WHERE l.product_id = ANY (ids)
  ), noted AS (
    INSERT INTO product_lowest_prices AS l (product_id, lowest_cents, changed_at)
    SELECT product_id, cents, now() FROM lowest WHERE cents IS NOT NULL ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET lowest_cents = excluded.lowest_cents, changed_at = excluded.changed_at
      WHERE l.lowest_cents <> excluded.lowest_cents
    RETURNING l.product_id, l.lowest_cents
  )
  INSERT INTO outbox (kind, payload)
  SELECT 'price-dropped', jsonb_build_object('productId', n.product_id, 'fromCents', b.lowest_cents,
    'toCents', n.lowest_cents, 'at', now())
  FROM noted n JOIN before b ON b.product_id = n.product_id
  WHERE n.lowest_cents < b.lowest_cents
$$;--> statement-breakpoint

-- A new variant (a product published, a size added) notes its product's price.
CREATE OR REPLACE FUNCTION bazar_variant_prices_ins() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT DISTINCT product_id FROM new_rows);
BEGIN
  -- An upsert that only updated (the seller's grid saved again) inserted no row.
  IF cardinality(ids) > 0 THEN
    PERFORM bazar_note_lowest_prices(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A variant repriced, hidden or shown. A sale or a release moves only stock: the join finds no
-- product and the trigger ends there, before any product is read. (The changed rows are collected
-- whole rather than probed with EXISTS, which over transition tables joins with a nested loop,
-- quadratic for a bulk write; see 0024.)
CREATE OR REPLACE FUNCTION bazar_variant_prices_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(
    SELECT DISTINCT n.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.final_price_cents, o.hidden) IS DISTINCT FROM (n.final_price_cents, n.hidden));
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM bazar_note_lowest_prices(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_prices_ins ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_prices_ins AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_variant_prices_ins();--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_prices_upd ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_prices_upd AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_variant_prices_upd();--> statement-breakpoint

-- wishlist: the alert pages through a product's holders by user id; this index answers each page
-- in order without sorting them all (it replaces the one on product_id alone, which it covers).
CREATE INDEX IF NOT EXISTS wishlist_items_product_user_idx ON wishlist_items (product_id, user_id);--> statement-breakpoint
DROP INDEX IF EXISTS wishlist_items_product_idx;
