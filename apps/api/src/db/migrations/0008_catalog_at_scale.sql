-- The catalog at a million products (docs/decisions/0007-catalog-at-a-million-products.md).
--
-- 1. The default order (listing and search relevance) shows what can be bought first:
--    in stock, then out of stock, each by id. `in_stock` is a plain column so the listing
--    indexes below serve that order, and deep OFFSETs, by index-only scans.
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_id_idx";--> statement-breakpoint
CREATE INDEX "products_active_id_idx" ON "products" USING btree ("in_stock" DESC, "id") WHERE "products"."active";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_id_idx";--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id", "in_stock" DESC, "id") WHERE "products"."active";--> statement-breakpoint
--
-- 2. Posting lists: one row per (catalog word, active product), ordered the way results are
--    ranked (in stock first, then id). A search walks the rarest word's list in that order and
--    stops after one page, whatever the number of matches; the other words are checked with
--    one primary-key probe each. Maintained by statement-level triggers on products.
CREATE TABLE IF NOT EXISTS "product_words" (
  "word" text NOT NULL,
  "sold_out" boolean NOT NULL,
  "product_id" integer NOT NULL,
  CONSTRAINT "product_words_pk" PRIMARY KEY ("word", "sold_out", "product_id")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_product_words_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (word, sold_out, product_id)
  SELECT DISTINCT w, NOT n.in_stock, n.id
  FROM new_rows n, unnest(n.search_words) AS w
  WHERE n.active AND w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose words, stock state or visibility changed are touched: a stock decrement at
-- checkout that leaves the product in stock costs one join of the statement's rows.
CREATE OR REPLACE FUNCTION bazar_product_words_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.active, o.in_stock, o.search_words) IS DISTINCT FROM (n.active, n.in_stock, n.search_words)
  ) THEN
    RETURN NULL;
  END IF;
  DELETE FROM product_words w USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.active, o.in_stock, o.search_words) IS DISTINCT FROM (n.active, n.in_stock, n.search_words)
    AND o.active AND w.product_id = o.id AND w.sold_out = NOT o.in_stock AND w.word = ANY (o.search_words);
  INSERT INTO product_words (word, sold_out, product_id)
  SELECT DISTINCT w, NOT n.in_stock, n.id
  FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search_words) AS w
  WHERE (o.active, o.in_stock, o.search_words) IS DISTINCT FROM (n.active, n.in_stock, n.search_words)
    AND n.active AND w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_product_words_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_words w USING old_rows o
  WHERE o.active AND w.product_id = o.id AND w.sold_out = NOT o.in_stock AND w.word = ANY (o.search_words);
  RETURN NULL;
END $$;--> statement-breakpoint
-- search_terms keeps collecting new words (0002) and never counts them: an upsert per word and
-- batch would leave a dead row version behind each time, and inside one bulk transaction those
-- chains grow with every batch (the seed slowed down quadratically). Whether a word still has
-- products, and how many, is read from product_words at query time.
CREATE TRIGGER products_words_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_product_words_ins();--> statement-breakpoint
CREATE TRIGGER products_words_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_product_words_upd();--> statement-breakpoint
CREATE TRIGGER products_words_del AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_product_words_del();--> statement-breakpoint
-- Existing catalogs: build the lists once.
INSERT INTO product_words (word, sold_out, product_id)
SELECT DISTINCT w, NOT p.in_stock, p.id FROM products p, unnest(p.search_words) AS w
WHERE p.active AND w <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE products;--> statement-breakpoint
ANALYZE product_words;
