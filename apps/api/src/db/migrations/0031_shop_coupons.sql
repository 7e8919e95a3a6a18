-- Coupons the shop funds (issue 46, decision record 0033): a coupon of seller 0 is the shop's. It
-- takes off any seller's lines the shop collects; the seller is paid the full price, and the
-- difference is the shop's marketing expense, an account of its own on the ledger.
ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_account_ck;--> statement-breakpoint
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_ck CHECK (account IN
  ('pending', 'available', 'in_transit', 'paid', 'cash', 'commission', 'shop_sales', 'refunds_in_flight',
   'paid_out', 'marketing'));--> statement-breakpoint

-- Which lines' coupon the shop pays for, fixed at the checkout and copied into the order.
ALTER TABLE checkout_lines ADD COLUMN IF NOT EXISTS coupon_by_shop boolean NOT NULL DEFAULT false;--> statement-breakpoint
CREATE OR REPLACE VIEW checkout.lines AS
  SELECT id, checkout_session_id, product_id, seller_id, product_name, product_image, unit_price_cents,
    discount, quantity, total_cents, fee_cents, fee_rate_bp, variant_id, variant_label, sku,
    delivery, shipping_cents, shipping_fee_cents, shipping_commission, delivery_from, delivery_to, pickup_address,
    coupon_id, coupon_code, coupon_discount_cents, coupon_by_shop
  FROM public.checkout_lines;--> statement-breakpoint
ALTER TABLE orders ADD COLUMN IF NOT EXISTS coupon_by_shop boolean NOT NULL DEFAULT false;--> statement-breakpoint
CREATE OR REPLACE VIEW orders.orders AS
  SELECT id, order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
    category_id, genre_id, unit_price_cents, discount, quantity, total_cents, status, created_at,
    variant_id, variant_label, sku, delivery, shipping_cents, delivery_from, delivery_to,
    coupon_id, coupon_code, coupon_discount_cents, coupon_by_shop
  FROM public.orders;
