-- The admin grids search people and orders by any part of a name or e-mail (ILIKE '%q%'):
-- trigram indexes let PostgreSQL answer those without reading every user or order.
CREATE INDEX IF NOT EXISTS users_user_name_trgm_idx ON users USING gin (user_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_last_name_trgm_idx ON users USING gin (last_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_product_name_trgm_idx ON orders USING gin (product_name gin_trgm_ops);
--> statement-breakpoint
-- The orders grid filtered by status, newest first.
CREATE INDEX IF NOT EXISTS orders_status_created_idx ON orders (status, created_at);
