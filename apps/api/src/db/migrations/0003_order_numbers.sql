-- Human-readable, gap-tolerant sequential numbers for invoices (F-000001) and orders (P-000001).
-- A sequence never hands the same value twice, even to racing transactions.
CREATE SEQUENCE IF NOT EXISTS invoice_number_seq;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS order_number_seq;
