-- Buyers ask and trust (issue 32, decision record 0026): public questions to the seller, the
-- seller's public page, and a reputation built from facts.

-- Questions on a product, and the seller's one answer. 'deleted' is the seller's removal (spam),
-- 'hidden' the administrator's after a report: neither is shown nor counted.
CREATE TABLE "questions" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "seller_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "asker_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "body" varchar(2000) NOT NULL,
  "answer" varchar(2000),
  "status" varchar(10) DEFAULT 'visible' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "answered_at" timestamp with time zone,
  "removed_at" timestamp with time zone,
  -- Reports waiting for the administrator: first one's time, cleared when handled.
  "reported_at" timestamp with time zone,
  CONSTRAINT "questions_status_ck" CHECK ("status" IN ('visible', 'deleted', 'hidden')),
  CONSTRAINT "questions_answer_ck" CHECK (("answer" IS NULL) = ("answered_at" IS NULL))
);--> statement-breakpoint
-- The product page: answered questions, newest first.
CREATE INDEX "questions_product_answered_idx" ON "questions" USING btree ("product_id", "created_at" DESC, "id" DESC)
  WHERE "status" = 'visible' AND "answered_at" IS NOT NULL;--> statement-breakpoint
-- The asker's own questions waiting on a product.
CREATE INDEX "questions_asker_idx" ON "questions" USING btree ("asker_id", "product_id") WHERE "status" = 'visible';--> statement-breakpoint
-- The seller's screen: unanswered first, then answered, newest first within each.
CREATE INDEX "questions_seller_idx" ON "questions" USING btree ("seller_id", (("answered_at" IS NOT NULL)), "created_at" DESC, "id" DESC)
  WHERE "status" = 'visible';--> statement-breakpoint
-- The administrator's reports, oldest first.
CREATE INDEX "questions_reported_idx" ON "questions" USING btree ("reported_at", "id") WHERE "reported_at" IS NOT NULL;--> statement-breakpoint

CREATE TABLE "question_reports" (
  "question_id" integer NOT NULL REFERENCES "questions"("id") ON DELETE CASCADE,
  "reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "part" varchar(10) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "handled_at" timestamp with time zone,
  PRIMARY KEY ("question_id", "reporter_id", "part"),
  CONSTRAINT "question_reports_part_ck" CHECK ("part" IN ('question', 'answer'))
);--> statement-breakpoint

-- A seller's blocked askers.
CREATE TABLE "question_blocks" (
  "seller_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "blocked_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("seller_id", "blocked_id")
);--> statement-breakpoint

-- The seller of a review's product, so a seller's page lists the reviews of all their products
-- newest first from one index. Filled by a trigger: the reviews module writes as before.
ALTER TABLE "reviews" ADD COLUMN "seller_id" integer;--> statement-breakpoint
UPDATE "reviews" r SET "seller_id" = p."seller_id" FROM "products" p WHERE p."id" = r."product_id";--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_fill_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.seller_id INTO NEW.seller_id FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_fill_seller BEFORE INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_fill_seller();--> statement-breakpoint

-- A banned seller's products leave every list while the ban lasts (issue 35): the ban turns
-- `active` off and marks the products it turned off, so lifting the ban shows exactly those
-- and a product the seller had hidden stays hidden. Every list, count and index keeps reading
-- `active` alone.
ALTER TABLE "products" ADD COLUMN "held_by_ban" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_held_idx" ON "products" USING btree ("seller_id") WHERE "held_by_ban";--> statement-breakpoint

-- The seller's page lists their active products by recency or price.
CREATE INDEX "products_seller_active_idx" ON "products" USING btree ("seller_id", "id" DESC) WHERE "active";--> statement-breakpoint
CREATE INDEX "products_seller_price_idx" ON "products" USING btree ("seller_id", "final_price_cents", "id") WHERE "active";--> statement-breakpoint

-- What a seller's page counts: their active products and the reviews of their products. The
-- busiest seller may own most of a million products, so the counts are kept by triggers (as
-- category_counts) rather than counted on every view. Product inserts and deletes come in batches
-- (statement triggers); an update only counts when it activates, hides or moves a product, never
-- on the purchase's stock changes.
CREATE TABLE "seller_counts" (
  "seller_id" integer PRIMARY KEY,
  "active_products" integer DEFAULT 0 NOT NULL,
  "reviews" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counts_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_counts AS c (seller_id, active_products)
  SELECT n.seller_id, count(*) FROM new_products n WHERE n.seller_id IS NOT NULL AND n.active
  GROUP BY n.seller_id ORDER BY n.seller_id
  ON CONFLICT (seller_id) DO UPDATE SET active_products = c.active_products + excluded.active_products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_seller_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counts_products_added();--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counts_products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seller_counts c SET active_products = c.active_products - d.n
  FROM (SELECT seller_id, count(*)::int AS n FROM old_products WHERE seller_id IS NOT NULL AND active GROUP BY seller_id) d
  WHERE c.seller_id = d.seller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_seller_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counts_products_removed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counts_add(seller integer, products integer, reviews integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO seller_counts AS c (seller_id, active_products, reviews) VALUES (seller, products, reviews)
  ON CONFLICT (seller_id) DO UPDATE
    SET active_products = c.active_products + excluded.active_products, reviews = c.reviews + excluded.reviews
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counts_product_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seller_id IS NOT NULL AND OLD.active THEN PERFORM seller_counts_add(OLD.seller_id, -1, 0); END IF;
  IF NEW.seller_id IS NOT NULL AND NEW.active THEN PERFORM seller_counts_add(NEW.seller_id, 1, 0); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_seller_counts_update AFTER UPDATE OF active, seller_id ON products
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION seller_counts_product_moved();--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counts_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.seller_id IS NOT NULL THEN PERFORM seller_counts_add(NEW.seller_id, 0, 1);
  ELSIF TG_OP = 'DELETE' AND OLD.seller_id IS NOT NULL THEN PERFORM seller_counts_add(OLD.seller_id, 0, -1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_seller_counts AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION seller_counts_review();--> statement-breakpoint
INSERT INTO seller_counts (seller_id, active_products, reviews)
SELECT seller_id, sum(products)::int, sum(reviews)::int FROM (
  SELECT seller_id, count(*) AS products, 0 AS reviews FROM products WHERE seller_id IS NOT NULL AND active GROUP BY seller_id
  UNION ALL
  SELECT seller_id, 0, count(*) FROM reviews WHERE seller_id IS NOT NULL GROUP BY seller_id
) c GROUP BY seller_id;--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------
-- Reputation facts. Every event a seller's reputation reads adds to a counter of
-- (seller, day, fact), in the transaction of the event, by the triggers below: a sale, its
-- cancellation, its shipping (and the hours it took, by bucket), its receipt, a claim on it, a
-- question, its answer (and the hours it took), a review. Facts of an order belong to the day of
-- its sale, a question's to the day it was asked, so a window of days holds whole histories.
-- The counters are split into 16 slots by the writing transaction (as seller_sales_counts, 0010)
-- so racing purchases of one seller never queue on one row; a reader sums the slots. Removals
-- are negative additions. `changed_at` tells the reputation job which sellers to recompute.
CREATE TABLE "seller_facts" (
  "seller_id" integer NOT NULL,
  "day" date NOT NULL,
  "fact" varchar(20) NOT NULL,
  "slot" smallint NOT NULL,
  "n" integer NOT NULL,
  "changed_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("seller_id", "day", "fact", "slot")
);--> statement-breakpoint
CREATE INDEX "seller_facts_changed_idx" ON "seller_facts" USING btree ("changed_at");--> statement-breakpoint

-- Hours from one instant to another as the upper bound of its bucket (0: more than 336). Kept in
-- step with REPUTATION_HOUR_BUCKETS of @bazar/shared (a test compares the two).
CREATE OR REPLACE FUNCTION reputation_hours_bucket(since timestamptz, upto timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT b FROM unnest('{1,2,4,8,12,24,48,72,96,120,168,336}'::int[]) b
                   WHERE extract(epoch FROM upto - since) <= b * 3600 ORDER BY b LIMIT 1), 0)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_fact_add(seller integer, on_day date, what varchar, delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO seller_facts AS f (seller_id, day, fact, slot, n, changed_at)
  VALUES (seller, on_day, what, (txid_current() % 16)::smallint, delta, now())
  ON CONFLICT (seller_id, day, fact, slot) DO UPDATE SET n = f.n + excluded.n, changed_at = excluded.changed_at
$$;--> statement-breakpoint

-- The facts one order or one question stands for, from its columns: what the triggers add when
-- a row appears, take back and add again when it changes, and what the rebuild counts. One
-- definition for the three.
CREATE OR REPLACE FUNCTION order_facts(created timestamptz, shipped timestamptz, status varchar) RETURNS SETOF varchar
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'sold'::varchar
  UNION ALL SELECT 'shipped' WHERE shipped IS NOT NULL
  UNION ALL SELECT 'ship_h:' || reputation_hours_bucket(created, shipped) WHERE shipped IS NOT NULL
  UNION ALL SELECT 'received' WHERE status = 'received'
  UNION ALL SELECT 'cancelled' WHERE status = 'cancelled'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION question_facts(created timestamptz, answered timestamptz, status varchar) RETURNS SETOF varchar
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'asked'::varchar WHERE status = 'visible'
  UNION ALL SELECT 'answered' WHERE status = 'visible' AND answered IS NOT NULL
  UNION ALL SELECT 'answer_h:' || reputation_hours_bucket(created, answered) WHERE status = 'visible' AND answered IS NOT NULL
$$;--> statement-breakpoint

-- Orders are inserted in batches by the purchase (statement trigger), already in any state by
-- the bulk seed.
CREATE OR REPLACE FUNCTION seller_facts_orders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_facts AS f (seller_id, day, fact, slot, n, changed_at)
  SELECT n.seller_id, (n.created_at AT TIME ZONE 'UTC')::date, x.fact, (txid_current() % 16)::smallint, count(*), now()
  FROM new_orders n CROSS JOIN LATERAL order_facts(n.created_at, n.shipped_at, n.status) x(fact)
  WHERE n.seller_id IS NOT NULL
  GROUP BY 1, 2, 3
  -- Same order for every writer, so concurrent checkouts cannot deadlock on the upsert.
  ORDER BY 1, 2, 3
  ON CONFLICT (seller_id, day, fact, slot) DO UPDATE SET n = f.n + excluded.n, changed_at = excluded.changed_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_seller_facts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION seller_facts_orders_added();--> statement-breakpoint

-- A changed order takes back the facts it stood for and adds those it stands for now (a state
-- reached, and in tests or repairs a date or a seller changed): the counters always equal the rows.
CREATE OR REPLACE FUNCTION seller_facts_order_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(OLD.seller_id, (OLD.created_at AT TIME ZONE 'UTC')::date, x.fact, -1)
    FROM order_facts(OLD.created_at, OLD.shipped_at, OLD.status) x(fact);
  END IF;
  IF NEW.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(NEW.seller_id, (NEW.created_at AT TIME ZONE 'UTC')::date, x.fact, 1)
    FROM order_facts(NEW.created_at, NEW.shipped_at, NEW.status) x(fact);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_seller_facts_update AFTER UPDATE OF status, shipped_at, created_at, seller_id ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.shipped_at IS DISTINCT FROM NEW.shipped_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION seller_facts_order_moved();--> statement-breakpoint

-- A claim counts against the day of the order's sale.
CREATE OR REPLACE FUNCTION seller_facts_claimed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seller_fact_add(o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date, 'claimed', 1)
  FROM orders o WHERE o.id = NEW.order_id AND o.seller_id IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER claims_seller_facts AFTER INSERT ON claims
  FOR EACH ROW EXECUTE FUNCTION seller_facts_claimed();--> statement-breakpoint

-- Questions: asked, answered (with the hours it took); one deleted or hidden takes its facts back.
CREATE OR REPLACE FUNCTION seller_facts_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(OLD.seller_id, (OLD.created_at AT TIME ZONE 'UTC')::date, x.fact, -1)
    FROM question_facts(OLD.created_at, OLD.answered_at, OLD.status) x(fact);
  END IF;
  IF NEW.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(NEW.seller_id, (NEW.created_at AT TIME ZONE 'UTC')::date, x.fact, 1)
    FROM question_facts(NEW.created_at, NEW.answered_at, NEW.status) x(fact);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER questions_seller_facts_insert AFTER INSERT ON questions
  FOR EACH ROW EXECUTE FUNCTION seller_facts_question();--> statement-breakpoint
CREATE TRIGGER questions_seller_facts_update AFTER UPDATE OF status, answered_at, created_at, seller_id ON questions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.answered_at IS DISTINCT FROM NEW.answered_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION seller_facts_question();--> statement-breakpoint

-- Reviews of the seller's products: the rating's sum and count, by the review's day.
CREATE OR REPLACE FUNCTION seller_facts_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(NEW.seller_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 'rating_n', 1);
    PERFORM seller_fact_add(NEW.seller_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 'rating_sum', NEW.rating);
  ELSIF TG_OP = 'DELETE' AND OLD.seller_id IS NOT NULL THEN
    PERFORM seller_fact_add(OLD.seller_id, (OLD.created_at AT TIME ZONE 'UTC')::date, 'rating_n', -1);
    PERFORM seller_fact_add(OLD.seller_id, (OLD.created_at AT TIME ZONE 'UTC')::date, 'rating_sum', -OLD.rating);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_seller_facts AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION seller_facts_review();--> statement-breakpoint

-- The same facts counted from scratch from the raw tables: what the counters must add up to (a
-- test compares the two; an operator can too).
CREATE OR REPLACE VIEW seller_facts_rebuilt AS
  SELECT seller_id, day, fact, sum(n)::int AS n FROM (
    SELECT o.seller_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, x.fact, 1 AS n
    FROM orders o CROSS JOIN LATERAL order_facts(o.created_at, o.shipped_at, o.status) x(fact)
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

-- The facts already in the shop, counted once.
INSERT INTO seller_facts (seller_id, day, fact, slot, n, changed_at)
SELECT seller_id, day, fact, 0, n, now() FROM seller_facts_rebuilt;--> statement-breakpoint

-- Each seller's reputation as last computed by the reputation job (from seller_facts, by the
-- rule in @bazar/shared): the level the cards and search read, and the figures the page shows.
CREATE TABLE "seller_reputation" (
  "seller_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "level" smallint,
  "figures" jsonb NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "seller_reputation_level_ck" CHECK ("level" BETWEEN 1 AND 5)
);--> statement-breakpoint
-- How far the job has read seller_facts' changes.
CREATE TABLE "reputation_watermark" (
  "id" smallint PRIMARY KEY DEFAULT 1,
  "seen_until" timestamp with time zone NOT NULL,
  CONSTRAINT "reputation_watermark_one_ck" CHECK ("id" = 1)
);
