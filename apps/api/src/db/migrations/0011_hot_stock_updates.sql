-- A sale changes a product's stock and nothing else that is indexed, so PostgreSQL can rewrite
-- the row in place (a heap-only tuple, HOT) without touching any of the table's 15 indexes. Two
-- things stood in the way, and a reservation cost 3–5 ms of index upkeep on cold pages at a
-- million products:
-- 1. An index on stock, only for the back office's "sort by stock". Sorting that column now
--    reads the table (a top-N sort: a rare administrator's view, not every purchase).
DROP INDEX IF EXISTS products_all_stock_idx;--> statement-breakpoint
-- 2. Full pages: a new row version only stays on its page (the HOT condition) when there is room.
--    New pages keep a tenth free; existing catalogs get it at their next table rewrite
--    (VACUUM FULL products, or pg_repack without downtime).
ALTER TABLE products SET (fillfactor = 90);--> statement-breakpoint
-- The correction vocabulary only grows when a product's words change: a stock update no longer
-- runs the insert at all.
CREATE OR REPLACE FUNCTION bazar_collect_changed_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT w
  FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search_words) AS w
  WHERE o.search_words IS DISTINCT FROM n.search_words AND length(w) >= 1 AND length(w) <= 50
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_terms_upd ON products;--> statement-breakpoint
CREATE TRIGGER products_search_terms_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazar_collect_changed_search_terms();
