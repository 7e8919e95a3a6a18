-- Filters with counts (issue 33, decision 0024). A category page or the whole catalog shows, for
-- every option of every filter, how many active products it leaves given the other filters.
-- Counting a category of 150,000 products (or the whole million) at every request would read
-- every row. Instead two aggregates are kept exact by statement-level triggers, in the
-- transaction of every write to products (as category_counts is):
-- * facet_counts: active products per combination of the filters' values (a "cell": category,
--   brand, audience, price band, rating band, in stock, on sale), ~24,000 rows at a million
--   products. Any combination of filters is answered by summing the cells that pass it.
-- * facet_marginals: active products per category, in stock or not, on sale or not, and value
--   of one filter (~1,400 rows): the counts of a page whose filters are at most the category and
--   the two checkboxes, the common case, read from a few hundred rows instead of thousands of
--   cells.

-- The price band of a final price in cents: the index of the last edge at or below it. The
-- edges are PRICE_BAND_EDGES of @bazar/shared (a test compares the two).
CREATE OR REPLACE FUNCTION bazar_price_band(cents bigint) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (width_bucket(cents, '{0, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000, 150000, 200000, 250000, 300000, 400000, 500000, 600000, 700000, 800000, 900000, 1000000, 1500000, 2000000, 2500000, 3000000, 4000000, 5000000, 6000000, 7000000, 8000000, 9000000, 10000000, 15000000, 20000000, 25000000, 30000000, 40000000, 50000000, 60000000, 70000000, 80000000, 90000000, 100000000, 150000000, 200000000, 250000000, 300000000, 400000000, 500000000, 600000000, 700000000, 800000000, 900000000, 1000000000, 1500000000, 2000000000, 2500000000, 3000000000, 4000000000, 5000000000, 6000000000, 7000000000, 8000000000, 9000000000}'::bigint[]) - 1)::smallint
$$;--> statement-breakpoint
-- The rating band: the whole stars of the average (ratings are 1 to 5), capped at 4 since the
-- best option is '4 estrellas o más'; 0 without ratings. avg >= k exactly when band >= k.
CREATE OR REPLACE FUNCTION bazar_rating_band(rating_sum integer, rating_count integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN rating_count > 0 THEN least(rating_sum / rating_count, 4) ELSE 0 END)::smallint
$$;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS facet_counts (
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  brand varchar(20) NOT NULL,
  genre_id integer NOT NULL,
  price_band smallint NOT NULL,
  rating_band smallint NOT NULL,
  in_stock boolean NOT NULL,
  on_sale boolean NOT NULL,
  -- Active products of the cell. A cell that empties keeps its row at 0 (readers skip it): a
  -- product sold out and restocked moves between two rows without deleting and re-inserting them.
  products integer NOT NULL,
  PRIMARY KEY (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale)
);--> statement-breakpoint
-- The category facet sums cells across categories for a brand; an unknown brand is refused by
-- looking its name up here, accent- and case-blind.
CREATE INDEX IF NOT EXISTS facet_counts_brand_idx ON facet_counts (brand);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS facet_counts_brand_fold_idx ON facet_counts (bazar_fold(brand));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS facet_marginals (
  -- b brand, p price band, g audience (genre id), r rating band, s in stock, o on sale.
  facet "char" NOT NULL,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  in_stock boolean NOT NULL,
  on_sale boolean NOT NULL,
  value text NOT NULL,
  products integer NOT NULL,
  -- The facet first: a page reads one facet's rows at a time (of one category, or of all).
  PRIMARY KEY (facet, category_id, in_stock, on_sale, value)
);--> statement-breakpoint
-- Every write adds to the rows of each table in one order (the primary key's), cells before
-- marginals, so racing transactions cannot deadlock; a row's lock orders the writers that share
-- it. An update moves a product only when its visibility or one of the seven values changed: a
-- sale that leaves stock above zero writes nothing here.
CREATE OR REPLACE FUNCTION bazar_facet_counts_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_counts AS f (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, products)
  SELECT category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, sum(delta)::int FROM (
      SELECT category_id, brand, genre_id, bazar_price_band(final_price_cents), bazar_rating_band(rating_sum, rating_count), in_stock, discount > 0, 1 FROM new_rows WHERE active
    ) AS moves(category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale) DO UPDATE SET products = f.products + excluded.products;
  INSERT INTO facet_marginals AS m (facet, category_id, in_stock, on_sale, value, products)
  SELECT v.facet, moves.category_id, moves.in_stock, moves.on_sale, v.value, sum(delta)::int FROM (
      SELECT category_id, brand, genre_id, bazar_price_band(final_price_cents), bazar_rating_band(rating_sum, rating_count), in_stock, discount > 0, 1 FROM new_rows WHERE active
    ) AS moves(category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta),
    LATERAL (VALUES ('b', moves.brand::text), ('p', moves.price_band::text), ('g', moves.genre_id::text),
                    ('r', moves.rating_band::text), ('s', moves.in_stock::text), ('o', moves.on_sale::text)) AS v(facet, value)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (facet, category_id, in_stock, on_sale, value) DO UPDATE SET products = m.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_facet_counts_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_counts AS f (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, products)
  SELECT category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, sum(delta)::int FROM (
      SELECT c.category_id, c.brand, c.genre_id, c.price_band, c.rating_band, c.in_stock, c.on_sale, c.delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.active, o.category_id, o.brand, o.genre_id, bazar_price_band(o.final_price_cents), bazar_rating_band(o.rating_sum, o.rating_count), o.in_stock, o.discount > 0, -1), (n.active, n.category_id, n.brand, n.genre_id, bazar_price_band(n.final_price_cents), bazar_rating_band(n.rating_sum, n.rating_count), n.in_stock, n.discount > 0, 1))
        AS c(active, category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta)
      WHERE c.active
        AND (o.active, o.category_id, o.brand, o.genre_id, o.final_price_cents, o.rating_sum, o.rating_count, o.in_stock, o.discount)
            IS DISTINCT FROM
            (n.active, n.category_id, n.brand, n.genre_id, n.final_price_cents, n.rating_sum, n.rating_count, n.in_stock, n.discount)
    ) AS moves(category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale) DO UPDATE SET products = f.products + excluded.products;
  INSERT INTO facet_marginals AS m (facet, category_id, in_stock, on_sale, value, products)
  SELECT v.facet, moves.category_id, moves.in_stock, moves.on_sale, v.value, sum(delta)::int FROM (
      SELECT c.category_id, c.brand, c.genre_id, c.price_band, c.rating_band, c.in_stock, c.on_sale, c.delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.active, o.category_id, o.brand, o.genre_id, bazar_price_band(o.final_price_cents), bazar_rating_band(o.rating_sum, o.rating_count), o.in_stock, o.discount > 0, -1), (n.active, n.category_id, n.brand, n.genre_id, bazar_price_band(n.final_price_cents), bazar_rating_band(n.rating_sum, n.rating_count), n.in_stock, n.discount > 0, 1))
        AS c(active, category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta)
      WHERE c.active
        AND (o.active, o.category_id, o.brand, o.genre_id, o.final_price_cents, o.rating_sum, o.rating_count, o.in_stock, o.discount)
            IS DISTINCT FROM
            (n.active, n.category_id, n.brand, n.genre_id, n.final_price_cents, n.rating_sum, n.rating_count, n.in_stock, n.discount)
    ) AS moves(category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta),
    LATERAL (VALUES ('b', moves.brand::text), ('p', moves.price_band::text), ('g', moves.genre_id::text),
                    ('r', moves.rating_band::text), ('s', moves.in_stock::text), ('o', moves.on_sale::text)) AS v(facet, value)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (facet, category_id, in_stock, on_sale, value) DO UPDATE SET products = m.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_facet_counts_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_counts AS f (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, products)
  SELECT category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, sum(delta)::int FROM (
      SELECT category_id, brand, genre_id, bazar_price_band(final_price_cents), bazar_rating_band(rating_sum, rating_count), in_stock, discount > 0, -1 FROM old_rows WHERE active
    ) AS moves(category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale) DO UPDATE SET products = f.products + excluded.products;
  INSERT INTO facet_marginals AS m (facet, category_id, in_stock, on_sale, value, products)
  SELECT v.facet, moves.category_id, moves.in_stock, moves.on_sale, v.value, sum(delta)::int FROM (
      SELECT category_id, brand, genre_id, bazar_price_band(final_price_cents), bazar_rating_band(rating_sum, rating_count), in_stock, discount > 0, -1 FROM old_rows WHERE active
    ) AS moves(category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, delta),
    LATERAL (VALUES ('b', moves.brand::text), ('p', moves.price_band::text), ('g', moves.genre_id::text),
                    ('r', moves.rating_band::text), ('s', moves.in_stock::text), ('o', moves.on_sale::text)) AS v(facet, value)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (facet, category_id, in_stock, on_sale, value) DO UPDATE SET products = m.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_facet_counts_ins ON products;--> statement-breakpoint
CREATE TRIGGER products_facet_counts_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_facet_counts_ins();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_facet_counts_upd ON products;--> statement-breakpoint
CREATE TRIGGER products_facet_counts_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_facet_counts_upd();--> statement-breakpoint
DROP TRIGGER IF EXISTS products_facet_counts_del ON products;--> statement-breakpoint
CREATE TRIGGER products_facet_counts_del AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_facet_counts_del();--> statement-breakpoint
-- The catalog as it is now, counted once; the triggers keep it from here. The migration runs in
-- one transaction and the lock keeps writers out until it commits, so no write slips between.
LOCK TABLE products IN SHARE MODE;--> statement-breakpoint
DELETE FROM facet_counts;--> statement-breakpoint
DELETE FROM facet_marginals;--> statement-breakpoint
INSERT INTO facet_counts (category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, products)
SELECT category_id, brand, genre_id, bazar_price_band(final_price_cents), bazar_rating_band(rating_sum, rating_count), in_stock, discount > 0, count(*)::int
FROM products WHERE active
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO facet_marginals (facet, category_id, in_stock, on_sale, value, products)
SELECT v.facet, c.category_id, c.in_stock, c.on_sale, v.value, sum(c.products)::int
FROM facet_counts c,
  LATERAL (VALUES ('b', c.brand::text), ('p', c.price_band::text), ('g', c.genre_id::text),
                  ('r', c.rating_band::text), ('s', c.in_stock::text), ('o', c.on_sale::text)) AS v(facet, value)
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- A filtered page walks the index of its order and checks the filters on the way; when the
-- filters keep few products of the list, it reads them through these instead (see
-- filteredPage). Brands, audiences, ratings and discounts do not change with a sale, so a stock
-- update that keeps the product in stock stays a heap-only update.
CREATE INDEX IF NOT EXISTS products_active_brand_idx ON products (brand, in_stock DESC, id) WHERE active;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_active_genre_idx ON products (genre_id, in_stock DESC, id) WHERE active;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_active_rating_idx
  ON products (bazar_rating_band(rating_sum, rating_count), in_stock DESC, id) WHERE active AND rating_count > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_active_sale_idx ON products (in_stock DESC, id) WHERE active AND discount > 0;
