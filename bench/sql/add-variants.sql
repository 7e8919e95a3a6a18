-- Bench data, not the app's: gives a third of an existing catalog (a copy of bazar_1m migrated to
-- 0023) 2–12 variants each, sizes alone or sizes × two colours, the product's stock split among
-- them, so every product keeps its stock and price and the copy stays comparable, product for
-- product, with a copy of the same database left before variants (decision record 0031).
--   psql postgres://postgres@127.0.0.1:5432/bazar_1m_v -f bench/sql/add-variants.sql
BEGIN;
CREATE TEMP TABLE chosen AS
  SELECT id, stock, final_price_cents, (id % 2 = 0) AS sizes_only, 2 + (id % 11) AS k
  FROM products WHERE id % 3 = 0;
ALTER TABLE chosen ADD PRIMARY KEY (id);
ANALYZE chosen;
INSERT INTO product_options (product_id, position, name, "values")
SELECT id, 0, 'Talle',
  (SELECT array_agg((35 + g)::text ORDER BY g)
   FROM generate_series(0, CASE WHEN sizes_only THEN k - 1 ELSE (k + 1) / 2 - 1 END) g)
FROM chosen;
INSERT INTO product_options (product_id, position, name, "values")
SELECT id, 1, 'Color', '{Negro,Blanco}' FROM chosen WHERE NOT sizes_only;
UPDATE product_variants v SET hidden = true, stock = 0
FROM chosen c WHERE v.product_id = c.id AND v.option_values = '{}';
INSERT INTO product_variants (product_id, position, option_values, stock, final_price_cents)
SELECT id, i, vals, stock / n + CASE WHEN i < stock % n THEN 1 ELSE 0 END, final_price_cents
FROM (
  SELECT c.id, c.stock, c.final_price_cents,
    (row_number() OVER (PARTITION BY c.id ORDER BY s.g, col.ord) - 1)::int AS i,
    (count(*) OVER (PARTITION BY c.id))::int AS n,
    CASE WHEN c.sizes_only THEN ARRAY[(35 + s.g)::text] ELSE ARRAY[(35 + s.g)::text, col.name] END AS vals
  FROM chosen c
  CROSS JOIN LATERAL generate_series(0, CASE WHEN c.sizes_only THEN c.k - 1 ELSE (c.k + 1) / 2 - 1 END) s(g)
  CROSS JOIN LATERAL (SELECT * FROM (VALUES (1, 'Negro'), (2, 'Blanco')) v(ord, name)
                      WHERE NOT c.sizes_only OR v.ord = 1) col
) x;
COMMIT;
-- The summaries the cards show, 6,000 ids per statement: the statement triggers of products join their
-- transition tables, and a third of the catalog in one statement takes many minutes.
DO $body$
DECLARE lo int := 0; top int := (SELECT max(id) FROM products);
BEGIN
  WHILE lo <= top LOOP
    UPDATE products p SET options_summary = (
      SELECT jsonb_agg(jsonb_build_object('name', o.name, 'values', cardinality(o."values")) ORDER BY o.position)
      FROM product_options o WHERE o.product_id = p.id)
    WHERE p.id % 3 = 0 AND p.id >= lo AND p.id < lo + 6000;
    COMMIT;
    lo := lo + 6000;
  END LOOP;
END $body$;
SELECT count(*) AS with_summary FROM products WHERE options_summary IS NOT NULL;
SELECT count(*) AS variants, count(*) FILTER (WHERE NOT hidden) AS visible FROM product_variants;
SELECT count(*) AS broken FROM products p
WHERE p.stock <> (SELECT coalesce(sum(v.stock), 0) FROM product_variants v WHERE v.product_id = p.id AND NOT v.hidden);
