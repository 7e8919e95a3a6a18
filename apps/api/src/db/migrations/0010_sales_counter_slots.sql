-- Sales counters without a hot row. Every sale's transaction added to the same counter rows (the
-- day's row of sales_daily; the seller's row of seller_sales_counts, one row for a big seller)
-- and held their locks until commit, so concurrent purchases queued behind each other (50 buyers
-- of one seller: a third of the database's sessions waited on that lock, and the pool with
-- them). Each counter is now split into 16 slots picked by the writing transaction's id: racing
-- purchases land on different rows, and readers sum the slots (a handful of rows more).
ALTER TABLE sales_daily ADD COLUMN IF NOT EXISTS slot smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE sales_daily DROP CONSTRAINT IF EXISTS sales_daily_pkey;--> statement-breakpoint
ALTER TABLE sales_daily ADD PRIMARY KEY (day, category_id, genre_id, slot);--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_daily_add_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily AS s (day, category_id, genre_id, slot, orders_count, units, revenue_cents)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, coalesce(n.category_id, 0), coalesce(n.genre_id, 0),
         (txid_current() % 16)::smallint, count(*), sum(n.quantity), sum(n.total_cents)
  FROM new_orders n
  GROUP BY 1, 2, 3
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY 1, 2, 3
  ON CONFLICT (day, category_id, genre_id, slot) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count,
        units = s.units + excluded.units,
        revenue_cents = s.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE seller_sales_counts ADD COLUMN IF NOT EXISTS slot smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE seller_sales_counts DROP CONSTRAINT IF EXISTS seller_sales_counts_pkey;--> statement-breakpoint
ALTER TABLE seller_sales_counts ADD PRIMARY KEY (seller_id, slot);--> statement-breakpoint
-- Removals are negative additions to the writer's slot: a seller's count is the sum of its slots.
CREATE OR REPLACE FUNCTION seller_sales_counts_add(seller integer, delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO seller_sales_counts AS c (seller_id, slot, orders_count) VALUES (seller, (txid_current() % 16)::smallint, delta)
  ON CONFLICT (seller_id, slot) DO UPDATE SET orders_count = c.orders_count + excluded.orders_count
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sales_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_sales_counts AS c (seller_id, slot, orders_count)
  SELECT n.seller_id, (txid_current() % 16)::smallint, count(*) FROM new_orders n WHERE n.seller_id IS NOT NULL
  GROUP BY n.seller_id
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY n.seller_id
  ON CONFLICT (seller_id, slot) DO UPDATE SET orders_count = c.orders_count + excluded.orders_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sales_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_sales_counts AS c (seller_id, slot, orders_count)
  SELECT d.seller_id, (txid_current() % 16)::smallint, -count(*)::int FROM old_orders d WHERE d.seller_id IS NOT NULL
  GROUP BY d.seller_id
  ORDER BY d.seller_id
  ON CONFLICT (seller_id, slot) DO UPDATE SET orders_count = c.orders_count + excluded.orders_count;
  RETURN NULL;
END $$;
