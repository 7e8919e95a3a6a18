-- Table walls (decision record 0029): a table is read and written only by its owner's module.
-- What other modules may read of it, the owner publishes as a view in a schema named after
-- itself (`catalog.products`, `accounts.people`): a one-table projection the planner inlines into
-- the reader's statement, so a screen still reads in one statement with the same plan, while the
-- owner keeps the right to change its tables behind the view. Writes never go through a view:
-- they call the owner's exported function. `scripts/table-walls.mjs` (run by `npm run lint`)
-- checks that no module names another's table, only these views.
CREATE SCHEMA IF NOT EXISTS accounts;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS catalog;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS orders;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS invoices;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS checkout;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS money;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS claims;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS sellers;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS reviews;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS addresses;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS payment_links;--> statement-breakpoint

-- accounts: a person as others name and reach them (never the password, never the document id).
CREATE VIEW accounts.people AS
  SELECT id, user_name, email, first_name, last_name, phone, address, role, banned, created_at
  FROM public.users;--> statement-breakpoint

-- catalog: a product as others show, price and count it; its pictures; the category and audience names.
CREATE VIEW catalog.products AS
  SELECT id, seller_id, name, description, brand, color, price_cents, discount, final_price_cents, stock,
    in_stock, category_id, genre_id, active, rating_sum, rating_count, created_at, updated_at
  FROM public.products;--> statement-breakpoint
CREATE VIEW catalog.pictures AS
  SELECT product_id, position, url, thumb_url FROM public.product_images;--> statement-breakpoint
CREATE VIEW catalog.categories AS SELECT id, name FROM public.categories;--> statement-breakpoint
CREATE VIEW catalog.genres AS SELECT id, name FROM public.genres;--> statement-breakpoint
-- What each seller has on show, kept by triggers on products (and reviews) in the same transaction.
CREATE VIEW catalog.seller_counts AS
  SELECT seller_id, active_products, reviews FROM public.seller_counts;--> statement-breakpoint

-- orders: one order per product bought, and the shop's daily sales (kept by a trigger on orders).
CREATE VIEW orders.orders AS
  SELECT id, order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
    category_id, genre_id, unit_price_cents, discount, quantity, total_cents, status, created_at
  FROM public.orders;--> statement-breakpoint
CREATE VIEW orders.sales_daily AS
  SELECT day, category_id, genre_id, orders_count, units, revenue_cents FROM public.sales_daily;--> statement-breakpoint

-- invoices: the invoice of each paid checkout.
CREATE VIEW invoices.invoices AS
  SELECT id, invoice_number, user_id, checkout_session_id, payment_id, total_cents, created_at
  FROM public.invoices;--> statement-breakpoint

-- checkout: what was bought at which price (the snapshot), its parts and its payments.
CREATE VIEW checkout.sessions AS
  SELECT id, user_id, status, total_cents, currency, shipping_address, created_at, finalized_at
  FROM public.checkout_sessions;--> statement-breakpoint
CREATE VIEW checkout.lines AS
  SELECT id, checkout_session_id, product_id, seller_id, product_name, product_image, unit_price_cents,
    discount, quantity, total_cents, fee_cents, fee_rate_bp
  FROM public.checkout_lines;--> statement-breakpoint
CREATE VIEW checkout.parts AS
  SELECT id, checkout_session_id, position, seller_id, amount_cents, fee_cents, payment_id, status
  FROM public.checkout_parts;--> statement-breakpoint
CREATE VIEW checkout.payments AS
  SELECT id, provider, provider_payment_id, checkout_session_id, status, amount_cents, currency, created_at,
    settled_at
  FROM public.payments;--> statement-breakpoint

-- money: refunds as others show them.
CREATE VIEW money.refunds AS
  SELECT id, order_id, payment_id, amount_cents, status, created_at FROM public.refunds;--> statement-breakpoint

-- claims: whether an order has a claim, and where it stands.
CREATE VIEW claims.claims AS
  SELECT id, order_id, buyer_id, seller_id, status, outcome, opened_at, resolved_at FROM public.claims;--> statement-breakpoint

-- sellers: a seller's reputation level and the search tier it gives their products.
CREATE VIEW sellers.reputation AS
  SELECT seller_id, level, search_tier FROM public.seller_reputation;--> statement-breakpoint

-- reviews: what buyers said of products.
CREATE VIEW reviews.reviews AS
  SELECT id, product_id, user_id, seller_id, rating, comment, created_at FROM public.reviews;--> statement-breakpoint

-- addresses: a person's province (a seller's public page shows where they sell from).
CREATE VIEW addresses.addresses AS
  SELECT id, user_id, city, province, is_default FROM public.addresses;--> statement-breakpoint

-- payment-links: which sellers have a linked payment account, with which provider.
CREATE VIEW payment_links.linked AS
  SELECT seller_id, provider, account_id FROM public.payment_links WHERE status = 'linked';
