-- The admin dashboard's figures come from this small aggregate, one row per UTC day, category and
-- audience, kept up to date by a trigger on orders: totals, charts and the 30-day report read a
-- few hundred rows however many orders the shop has. Orders are never deleted and only their
-- status changes after insert, so counting inserts is enough. Hand-written (not in the Drizzle
-- schema) so no generated migration ever tries to recreate it; 0 stands for "no category".
CREATE TABLE IF NOT EXISTS sales_daily (
  day date NOT NULL,
  category_id integer NOT NULL,
  genre_id integer NOT NULL,
  orders_count integer NOT NULL DEFAULT 0,
  units bigint NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, category_id, genre_id)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_daily_add_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily AS s (day, category_id, genre_id, orders_count, units, revenue_cents)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, coalesce(n.category_id, 0), coalesce(n.genre_id, 0),
         count(*), sum(n.quantity), sum(n.total_cents)
  FROM new_orders n
  GROUP BY 1, 2, 3
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY 1, 2, 3
  ON CONFLICT (day, category_id, genre_id) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count,
        units = s.units + excluded.units,
        revenue_cents = s.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_sales_daily ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_sales_daily AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_add_orders();
--> statement-breakpoint
INSERT INTO sales_daily (day, category_id, genre_id, orders_count, units, revenue_cents)
SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(category_id, 0), coalesce(genre_id, 0),
       count(*), sum(quantity), sum(total_cents)
FROM orders GROUP BY 1, 2, 3
ON CONFLICT (day, category_id, genre_id) DO NOTHING;
--> statement-breakpoint
-- Admin product grid: search any part of the name, active or not, and sort by name/price/stock.
CREATE INDEX IF NOT EXISTS products_sort_name_trgm_idx ON products USING gin (sort_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_all_name_idx ON products ((sort_name COLLATE "C"), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_all_price_idx ON products (price_cents, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_all_stock_idx ON products (stock, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_inactive_idx ON products (id) WHERE NOT active;
