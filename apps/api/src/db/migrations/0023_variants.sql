-- Sizes and colours (issue 44, decision record 0031). A product has up to three options
-- ('Talle', 'Color', the seller's own) and sells as variants: each enabled combination of their
-- values, with its own stock, optional price, SKU and pictures. Every product has at least one
-- variant; a product without options has exactly one, whose values are the empty list.
-- `products.stock` stays, as the sum of the visible variants' stock, written in the same
-- statement as theirs (product-writes.ts): listings, 'Solo con stock', the search's posting lists
-- and the filter counts keep reading the product row as before.
CREATE TABLE IF NOT EXISTS product_options (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  name varchar(20) NOT NULL,
  "values" varchar(30)[] NOT NULL,
  PRIMARY KEY (product_id, position)
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS product_variants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- The grid's row order, as the seller left it.
  position smallint NOT NULL,
  -- One value per option, in the options' order ('{42,Negro}'); '{}' for a product without options.
  option_values varchar(30)[] NOT NULL DEFAULT '{}',
  stock integer NOT NULL DEFAULT 0 CONSTRAINT product_variants_stock_ck CHECK (stock >= 0),
  -- The variant's own price before the product's discount; null: the product's price.
  price_cents bigint CHECK (price_cents >= 0),
  -- What the buyer pays per unit, priced by the shared money helper when written (never in SQL).
  final_price_cents bigint NOT NULL,
  sku varchar(40),
  -- Positions of the product's pictures that show this variant, in order; empty: all of them.
  image_positions smallint[] NOT NULL DEFAULT '{}',
  -- A variant is never deleted (a sold one keeps its history): the seller hides it.
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS product_variants_combination_uq ON product_variants (product_id, option_values);--> statement-breakpoint
-- Shown on cards: which options the product offers and how many values each ('3 colores').
ALTER TABLE products ADD COLUMN IF NOT EXISTS options_summary jsonb;--> statement-breakpoint
-- Every existing product becomes its one variant, with its stock and its price.
INSERT INTO product_variants (product_id, position, option_values, stock, final_price_cents)
SELECT p.id, 0, '{}', p.stock, p.final_price_cents FROM products p
WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id);--> statement-breakpoint

-- A cart line is a variant; its product stays (listings of the cart, the unique line per variant).
ALTER TABLE cart_lines ADD COLUMN IF NOT EXISTS variant_id integer REFERENCES product_variants(id) ON DELETE CASCADE;--> statement-breakpoint
UPDATE cart_lines l SET variant_id = v.id FROM product_variants v WHERE v.product_id = l.product_id AND l.variant_id IS NULL;--> statement-breakpoint
ALTER TABLE cart_lines ALTER COLUMN variant_id SET NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS cart_lines_user_product_uq;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS cart_lines_user_variant_uq ON cart_lines (user_id, variant_id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cart_lines_user_product_idx ON cart_lines (user_id, product_id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cart_lines_variant_idx ON cart_lines (variant_id);--> statement-breakpoint

-- What was bought names the variant: its label as the buyer chose it ('Talle: 42 · Color: Negro',
-- '' without options) and its SKU, copied when the checkout opens (a past order never changes).
ALTER TABLE checkout_lines ADD COLUMN IF NOT EXISTS variant_id integer REFERENCES product_variants(id);--> statement-breakpoint
ALTER TABLE checkout_lines ADD COLUMN IF NOT EXISTS variant_label varchar(100) NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE checkout_lines ADD COLUMN IF NOT EXISTS sku varchar(40);--> statement-breakpoint
UPDATE checkout_lines l SET variant_id = v.id FROM product_variants v WHERE v.product_id = l.product_id AND l.variant_id IS NULL;--> statement-breakpoint
ALTER TABLE checkout_lines ALTER COLUMN variant_id SET NOT NULL;--> statement-breakpoint
ALTER TABLE orders ADD COLUMN IF NOT EXISTS variant_id integer REFERENCES product_variants(id);--> statement-breakpoint
ALTER TABLE orders ADD COLUMN IF NOT EXISTS variant_label varchar(100) NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE orders ADD COLUMN IF NOT EXISTS sku varchar(40);--> statement-breakpoint
UPDATE orders o SET variant_id = v.id FROM product_variants v WHERE v.product_id = o.product_id AND o.variant_id IS NULL;--> statement-breakpoint
ALTER TABLE orders ALTER COLUMN variant_id SET NOT NULL;--> statement-breakpoint

-- The published views (0022) gain what others may read of variants; columns only added at the end.
CREATE OR REPLACE VIEW catalog.products AS
  SELECT id, seller_id, name, description, brand, color, price_cents, discount, final_price_cents, stock,
    in_stock, category_id, genre_id, active, rating_sum, rating_count, created_at, updated_at, options_summary
  FROM public.products;--> statement-breakpoint
CREATE VIEW catalog.variants AS
  SELECT id, product_id, position, option_values, stock, price_cents, final_price_cents, sku, image_positions, hidden
  FROM public.product_variants;--> statement-breakpoint
CREATE VIEW catalog.options AS
  SELECT product_id, position, name, "values" FROM public.product_options;--> statement-breakpoint
CREATE OR REPLACE VIEW orders.orders AS
  SELECT id, order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
    category_id, genre_id, unit_price_cents, discount, quantity, total_cents, status, created_at,
    variant_id, variant_label, sku
  FROM public.orders;--> statement-breakpoint
CREATE OR REPLACE VIEW checkout.lines AS
  SELECT id, checkout_session_id, product_id, seller_id, product_name, product_image, unit_price_cents,
    discount, quantity, total_cents, fee_cents, fee_rate_bp, variant_id, variant_label, sku
  FROM public.checkout_lines;
