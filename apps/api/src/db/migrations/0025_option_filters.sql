-- Filters by size and colour, with counts (issue 44, decision record 0031). A product's sizes are
-- the values of its option named 'Talle' (or 'Talla'); its colours, the values of its option named
-- 'Color', or, without one, the product's own colour. Both are kept on the product row as keys,
-- written by a trigger whenever its variants change, so listings, searches and counts read the
-- product row as they already do:
--   't=42'  a visible variant in size 42;   't+42'  one of them in stock;
--   'c=negro' a visible variant in black (or the product's colour); 'c+negro' one of them in stock.
-- Values are trimmed and lower-cased (accents kept: 'Marrón' is shown as written); the web shows
-- them with their first letter in capitals. 'Solo con stock' with a size chosen means that size in
-- stock: the filter reads the '+' key.
ALTER TABLE products ADD COLUMN IF NOT EXISTS option_keys text[] NOT NULL DEFAULT '{}';--> statement-breakpoint

-- The keys of one product as its options, visible variants and colour are now.
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
  )
  SELECT coalesce(array_agg(DISTINCT k.key ORDER BY k.key), '{}')
  FROM pairs, LATERAL (VALUES (facet || '=' || value), (CASE WHEN stocked THEN facet || '+' || value END)) AS k(key)
  WHERE k.key IS NOT NULL AND value <> ''
$$;--> statement-breakpoint

-- A product's keys as rows of the counts: each size or colour it has, and whether in stock.
CREATE OR REPLACE FUNCTION bazar_option_rows(keys text[]) RETURNS TABLE (facet "char", value text, in_stock boolean)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(k, 1)::"char", substr(k, 3), (left(k, 1) || '+' || substr(k, 3)) = ANY (keys)
  FROM unnest(keys) AS k WHERE substr(k, 2, 1) = '='
$$;--> statement-breakpoint

-- The variants' writes (the seller's grid, a sale, a release, a hidden variant) refresh their
-- products' keys once the statement is done. A sale that leaves a variant in stock changes no key,
-- and is skipped before the products are read.
CREATE OR REPLACE FUNCTION bazar_variant_keys_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET option_keys = k.keys
  FROM (SELECT t.id, bazar_option_keys(t.id) AS keys FROM (SELECT DISTINCT product_id AS id FROM new_rows) t) k
  WHERE p.id = k.id AND p.option_keys IS DISTINCT FROM k.keys;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_variant_keys_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET option_keys = k.keys
  FROM (SELECT t.id, bazar_option_keys(t.id) AS keys FROM (
      SELECT DISTINCT n.product_id AS id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.stock > 0, o.hidden, o.option_values) IS DISTINCT FROM (n.stock > 0, n.hidden, n.option_values)
    ) t) k
  WHERE p.id = k.id AND p.option_keys IS DISTINCT FROM k.keys;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_keys_ins ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_keys_ins AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_variant_keys_ins();--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_keys_upd ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_keys_upd AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_variant_keys_upd();--> statement-breakpoint

-- Active products per size or colour, per category, whether that size or colour is in stock, and
-- whether the product is on sale: the counts of the 'Talle' and 'Color' filters on a category page
-- or the whole catalog (with 'Solo con stock' and 'En oferta' or not), kept exact like
-- facet_marginals by the products' statement triggers, in the same transaction as every write.
CREATE TABLE IF NOT EXISTS option_counts (
  facet "char" NOT NULL,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  in_stock boolean NOT NULL,
  on_sale boolean NOT NULL,
  value text NOT NULL,
  products integer NOT NULL,
  PRIMARY KEY (facet, category_id, in_stock, on_sale, value)
) WITH (fillfactor = 50);--> statement-breakpoint

-- Kept by the products' statement triggers, which PostgreSQL fires by name: after the cells and
-- the marginals (0016), in one order for every writer, so racing writers cannot deadlock.
CREATE OR REPLACE FUNCTION bazar_option_counts_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO option_counts AS m (facet, category_id, in_stock, on_sale, value, products)
  SELECT r.facet, n.category_id, r.in_stock, n.discount > 0, r.value, count(*)::int
  FROM new_rows n, bazar_option_rows(n.option_keys) r
  WHERE n.active
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (facet, category_id, in_stock, on_sale, value) DO UPDATE SET products = m.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_option_counts_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO option_counts AS m (facet, category_id, in_stock, on_sale, value, products)
  SELECT r.facet, c.category_id, r.in_stock, c.on_sale, r.value, sum(c.delta)::int
  FROM old_rows o JOIN new_rows n ON n.id = o.id,
    LATERAL (VALUES (o.active, o.category_id, o.discount > 0, o.option_keys, -1),
                    (n.active, n.category_id, n.discount > 0, n.option_keys, 1))
      AS c(active, category_id, on_sale, option_keys, delta),
    bazar_option_rows(c.option_keys) r
  WHERE c.active
    AND (o.active, o.category_id, o.discount > 0, o.option_keys)
        IS DISTINCT FROM (n.active, n.category_id, n.discount > 0, n.option_keys)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (facet, category_id, in_stock, on_sale, value) DO UPDATE SET products = m.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_option_counts_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO option_counts AS m (facet, category_id, in_stock, on_sale, value, products)
  SELECT r.facet, o.category_id, r.in_stock, o.discount > 0, r.value, -count(*)::int
  FROM old_rows o, bazar_option_rows(o.option_keys) r
  WHERE o.active
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (facet, category_id, in_stock, on_sale, value) DO UPDATE SET products = m.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint

-- The catalog's keys as its variants are now, then counted once; the triggers keep both from here.
-- The migration runs in one transaction and the locks keep writers out until it commits.
LOCK TABLE products, product_variants IN SHARE MODE;--> statement-breakpoint
UPDATE products p SET option_keys = k.keys
FROM (SELECT id, bazar_option_keys(id) AS keys FROM products) k
WHERE p.id = k.id AND p.option_keys IS DISTINCT FROM k.keys;--> statement-breakpoint
DELETE FROM option_counts;--> statement-breakpoint
INSERT INTO option_counts (facet, category_id, in_stock, on_sale, value, products)
SELECT r.facet, p.category_id, r.in_stock, p.discount > 0, r.value, count(*)::int
FROM products p, bazar_option_rows(p.option_keys) r
WHERE p.active
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_counts_ins ON products;--> statement-breakpoint
CREATE TRIGGER products_option_counts_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_option_counts_ins();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_counts_upd ON products;--> statement-breakpoint
CREATE TRIGGER products_option_counts_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_option_counts_upd();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_counts_del ON products;--> statement-breakpoint
CREATE TRIGGER products_option_counts_del AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_option_counts_del();--> statement-breakpoint

-- A size or colour filter reads the products that have the key through this index: a page or a
-- count of a filter with sizes or colours reads at most CATALOG_WINDOW of them (see filters.ts).
CREATE INDEX IF NOT EXISTS products_option_keys_idx ON products USING gin (option_keys) WHERE active;
