-- A sale refunded in full is no sale for the seller's reputation (issue 47, decision record 0026's
-- amendment). The order says so itself: `refunded_in_full`, set by the refund flow in the
-- transaction that settles the refund that completes it (refunds done, not pending nor failed),
-- so the facts the order stands for are still a function of its own row, and the existing row
-- trigger takes back and adds them as it changes. A cancelled order is refunded in full too, but
-- it counts as cancelled: 'refunded' is a fact only of an order that was not cancelled.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS refunded_in_full boolean NOT NULL DEFAULT false;--> statement-breakpoint
UPDATE orders o SET refunded_in_full = true
WHERE o.total_cents > 0 AND o.total_cents <= (
  SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r WHERE r.order_id = o.id AND r.status = 'done');--> statement-breakpoint

CREATE OR REPLACE FUNCTION order_facts(created timestamptz, shipped timestamptz, status varchar, refunded boolean)
  RETURNS SETOF varchar LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT x FROM order_facts(created, shipped, status) x
  UNION ALL SELECT 'refunded' WHERE refunded AND status <> 'cancelled'
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION seller_facts_orders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_facts AS f (seller_id, day, fact, slot, n, changed_at)
  SELECT n.seller_id, (n.created_at AT TIME ZONE 'UTC')::date, x.fact, (txid_current() % 16)::smallint, count(*), now()
  FROM new_orders n CROSS JOIN LATERAL order_facts(n.created_at, n.shipped_at, n.status, n.refunded_in_full) x(fact)
  WHERE n.seller_id IS NOT NULL
  GROUP BY 1, 2, 3
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY 1, 2, 3
  ON CONFLICT (seller_id, day, fact, slot) DO UPDATE SET n = f.n + excluded.n, changed_at = excluded.changed_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_facts_order_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(OLD.seller_id, (OLD.created_at AT TIME ZONE 'UTC')::date, x.fact, -1)
    FROM order_facts(OLD.created_at, OLD.shipped_at, OLD.status, OLD.refunded_in_full) x(fact);
  END IF;
  IF NEW.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(NEW.seller_id, (NEW.created_at AT TIME ZONE 'UTC')::date, x.fact, 1)
    FROM order_facts(NEW.created_at, NEW.shipped_at, NEW.status, NEW.refunded_in_full) x(fact);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_seller_facts_update ON orders;--> statement-breakpoint
CREATE TRIGGER orders_seller_facts_update
  AFTER UPDATE OF status, shipped_at, created_at, seller_id, refunded_in_full ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.shipped_at IS DISTINCT FROM NEW.shipped_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id
    OR OLD.refunded_in_full IS DISTINCT FROM NEW.refunded_in_full)
  EXECUTE FUNCTION seller_facts_order_moved();--> statement-breakpoint

CREATE OR REPLACE VIEW seller_facts_rebuilt AS
  SELECT seller_id, day, fact, sum(n)::int AS n FROM (
    SELECT o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, x.fact, 1 AS n
    FROM orders o CROSS JOIN LATERAL order_facts(o.created_at, o.shipped_at, o.status, o.refunded_in_full) x(fact)
    WHERE o.seller_id IS NOT NULL
    UNION ALL
    SELECT o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date, 'claimed', 1 FROM claims c JOIN orders o ON o.id = c.order_id WHERE o.seller_id IS NOT NULL
    UNION ALL
    SELECT q.seller_id, (q.created_at AT TIME ZONE 'UTC')::date, x.fact, 1
    FROM questions q CROSS JOIN LATERAL question_facts(q.created_at, q.answered_at, q.status) x(fact)
    WHERE q.seller_id IS NOT NULL
    UNION ALL
    SELECT r.seller_id, (r.created_at AT TIME ZONE 'UTC')::date, 'rating_n', 1 FROM reviews r WHERE r.seller_id IS NOT NULL
    UNION ALL
    SELECT r.seller_id, (r.created_at AT TIME ZONE 'UTC')::date, 'rating_sum', r.rating FROM reviews r WHERE r.seller_id IS NOT NULL
  ) facts GROUP BY seller_id, day, fact;--> statement-breakpoint

-- The sales already refunded in full, counted once (slot 0, as 0017 counted the rest).
SELECT seller_fact_add(o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date, 'refunded', 1)
FROM orders o WHERE o.refunded_in_full AND o.status <> 'cancelled' AND o.seller_id IS NOT NULL;
