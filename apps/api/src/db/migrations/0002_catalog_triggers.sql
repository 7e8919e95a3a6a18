-- Every product's folded words feed the correction table. Statement-level triggers with
-- transition tables keep bulk inserts (the 100 k seed) fast.
CREATE OR REPLACE FUNCTION bazar_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT w
  FROM new_rows, unnest(new_rows.search_words) AS w
  WHERE length(w) >= 1 AND length(w) <= 50
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_upd AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_collect_search_terms();
--> statement-breakpoint
-- Active products per category, so paged listings read their total from a handful of rows.
-- A transition table only exists for the events that define it: one function per event.
CREATE OR REPLACE FUNCTION bazar_category_counts_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_counts (category_id, active_count)
  SELECT category_id, count(*)::int FROM new_rows WHERE active GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET active_count = category_counts.active_count + excluded.active_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_category_counts_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_counts (category_id, active_count)
  SELECT category_id, sum(n)::int FROM (
    SELECT category_id, 1 AS n FROM new_rows WHERE active
    UNION ALL
    SELECT category_id, -1 AS n FROM old_rows WHERE active
  ) changes
  GROUP BY category_id
  HAVING sum(n) <> 0
  ON CONFLICT (category_id) DO UPDATE SET active_count = category_counts.active_count + excluded.active_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_category_counts_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_counts (category_id, active_count)
  SELECT category_id, -count(*)::int FROM old_rows WHERE active GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET active_count = category_counts.active_count + excluded.active_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_category_counts_ins();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_category_counts_upd();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_del AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_category_counts_del();
