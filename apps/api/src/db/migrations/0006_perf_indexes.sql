-- Admin and seller grids at 100 000 products / 200 000 orders (bench/README.md targets).
--
-- People search: one trigram index over the one expression the queries use (db/people-search.ts).
-- With three per-column indexes the planner costed their BitmapOr above a sequential scan of
-- every user (28 ms measured, vs 0.3 ms through this index); nothing searches the columns one by
-- one any more, so those three go.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("user_name" || E'\n' || "email" || E'\n' || "last_name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "users_user_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_last_name_trgm_idx";--> statement-breakpoint
-- A person's orders: (person, created_at, id) serves "newest first, id as tie-breaker" without a
-- sort step for any plan, generic or custom; total and status (and, for a seller's orders, the
-- buyer) ride along so the admin search sorts, filters, de-duplicates and counts a matching
-- person's orders by index-only scans (no heap visits).
DROP INDEX "orders_buyer_idx";--> statement-breakpoint
DROP INDEX "orders_seller_idx";--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at","id","total_cents","status");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at","id","total_cents","status","buyer_id");--> statement-breakpoint
-- The admin grid's date orders, all orders or one status, also end with the id.
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
-- A seller's sales count, kept by triggers so the sales grid's exact total is one row read
-- instead of walking the seller's index entries (34 000 for the busiest seeded seller; slow on
-- PGlite). Hand-written like sales_daily (0004), so no generated migration tries to recreate it.
-- Orders are inserted in batches (statement trigger), their seller only changes when the seller's
-- account is deleted (ON DELETE SET NULL), and they are not deleted, but that is counted too.
CREATE TABLE IF NOT EXISTS seller_sales_counts (
  seller_id integer PRIMARY KEY,
  orders_count integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sales_counts_add(seller integer, delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO seller_sales_counts AS c (seller_id, orders_count) VALUES (seller, delta)
  ON CONFLICT (seller_id) DO UPDATE SET orders_count = c.orders_count + excluded.orders_count
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sales_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_sales_counts AS c (seller_id, orders_count)
  SELECT n.seller_id, count(*) FROM new_orders n WHERE n.seller_id IS NOT NULL
  GROUP BY n.seller_id
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY n.seller_id
  ON CONFLICT (seller_id) DO UPDATE SET orders_count = c.orders_count + excluded.orders_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sales_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seller_sales_counts c SET orders_count = c.orders_count - d.n
  FROM (SELECT seller_id, count(*)::int AS n FROM old_orders WHERE seller_id IS NOT NULL GROUP BY seller_id) d
  WHERE c.seller_id = d.seller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sales_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seller_id IS NOT NULL THEN PERFORM seller_sales_counts_add(OLD.seller_id, -1); END IF;
  IF NEW.seller_id IS NOT NULL THEN PERFORM seller_sales_counts_add(NEW.seller_id, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_seller_sales_insert ON orders;--> statement-breakpoint
CREATE TRIGGER orders_seller_sales_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION seller_sales_counts_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_seller_sales_delete ON orders;--> statement-breakpoint
CREATE TRIGGER orders_seller_sales_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION seller_sales_counts_delete();--> statement-breakpoint
-- Row level so that status changes (the usual update) never fire it.
DROP TRIGGER IF EXISTS orders_seller_sales_move ON orders;--> statement-breakpoint
CREATE TRIGGER orders_seller_sales_move AFTER UPDATE OF seller_id ON orders
  FOR EACH ROW WHEN (OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION seller_sales_counts_move();--> statement-breakpoint
INSERT INTO seller_sales_counts (seller_id, orders_count)
SELECT seller_id, count(*) FROM orders WHERE seller_id IS NOT NULL GROUP BY seller_id
ON CONFLICT (seller_id) DO UPDATE SET orders_count = excluded.orders_count;--> statement-breakpoint
-- Statistics for the new expression index, so the planner sees how selective a search is.
ANALYZE users;
