-- Search ranks within equal relevance by the seller's reputation (issue 'Buyers ask and trust',
-- decision record 0026): verde first, rojo last, a new seller in the middle. A tie-breaker, not an
-- override: stock and whole-word matches still come first.
--
-- The relevance walk (decision 0014) reads each word's posting list in key order and stops after
-- one page, so the order has to be in the key: the seller's search tier (0 best … 4 worst, from
-- `searchTierOf` in @bazar/shared) is copied onto each product and into its posting entries. The
-- reputation job writes it to seller_reputation.search_tier and moves the seller's products when
-- it changes, a batch at a time; a new product takes its seller's current tier on insert.
ALTER TABLE "seller_reputation" ADD COLUMN "search_tier" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_reputation" ADD CONSTRAINT "seller_reputation_tier_ck" CHECK ("search_tier" BETWEEN 0 AND 4);--> statement-breakpoint
UPDATE seller_reputation SET search_tier = CASE WHEN level IS NULL THEN 2 ELSE 5 - level END;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_tier" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_words" ADD COLUMN "seller_tier" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_words" DROP CONSTRAINT "product_words_pk";--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_pk" PRIMARY KEY ("word", "sold_out", "seller_tier", "product_id");--> statement-breakpoint
-- A new product ranks with its seller's tier from the start.
CREATE OR REPLACE FUNCTION bazar_product_seller_tier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_tier := coalesce((SELECT r.search_tier FROM seller_reputation r WHERE r.seller_id = NEW.seller_id), 2);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_seller_tier_ins BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION bazar_product_seller_tier();--> statement-breakpoint
-- The posting-list triggers of 0008, with the tier in the key and among the columns whose
-- change moves a product's entries.
CREATE OR REPLACE FUNCTION bazar_product_words_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (word, sold_out, seller_tier, product_id)
  SELECT DISTINCT w, NOT n.in_stock, n.seller_tier, n.id
  FROM new_rows n, unnest(n.search_words) AS w
  WHERE n.active AND w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_product_words_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.active, o.in_stock, o.seller_tier, o.search_words) IS DISTINCT FROM (n.active, n.in_stock, n.seller_tier, n.search_words)
  ) THEN
    RETURN NULL;
  END IF;
  DELETE FROM product_words w USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.active, o.in_stock, o.seller_tier, o.search_words) IS DISTINCT FROM (n.active, n.in_stock, n.seller_tier, n.search_words)
    AND o.active AND w.product_id = o.id AND w.sold_out = NOT o.in_stock AND w.seller_tier = o.seller_tier
    AND w.word = ANY (o.search_words);
  INSERT INTO product_words (word, sold_out, seller_tier, product_id)
  SELECT DISTINCT w, NOT n.in_stock, n.seller_tier, n.id
  FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search_words) AS w
  WHERE (o.active, o.in_stock, o.seller_tier, o.search_words) IS DISTINCT FROM (n.active, n.in_stock, n.seller_tier, n.search_words)
    AND n.active AND w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_product_words_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_words w USING old_rows o
  WHERE o.active AND w.product_id = o.id AND w.sold_out = NOT o.in_stock AND w.seller_tier = o.seller_tier
    AND w.word = ANY (o.search_words);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Existing shops: the sellers who already have a level other than the middle one.
UPDATE products p SET seller_tier = r.search_tier
FROM seller_reputation r WHERE r.seller_id = p.seller_id AND r.search_tier <> 2;--> statement-breakpoint
ANALYZE products;--> statement-breakpoint
ANALYZE product_words;
