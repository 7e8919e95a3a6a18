-- Payments split at the source (issue 'Mercado Pago marketplace', decision record 0028): a checkout
-- whose cart holds items of sellers with a linked account is paid in parts, one Checkout Pro
-- preference per linked seller (created with that seller's token, the shop's commission for
-- those lines as marketplace_fee) and one to the shop for everything else. The stock of every part
-- stays reserved until the last part is paid or the checkout expires.
CREATE TABLE "checkout_parts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "checkout_session_id" uuid NOT NULL REFERENCES "checkout_sessions"("id") ON DELETE CASCADE,
  -- The order the buyer pays them in: 1, 2, … (the shop's part last).
  "position" smallint NOT NULL,
  -- The seller paid at the source; null for the shop's part.
  "seller_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "seller_name" varchar(100),
  -- The seller's account at the provider when the part was drawn: a payment of this part must
  -- belong to it.
  "collector_id" varchar(40),
  "amount_cents" bigint NOT NULL,
  -- The shop's commission on the part's lines, taken by the provider as marketplace_fee (0 for the
  -- shop's own part, whose whole amount is the shop's).
  "fee_cents" bigint NOT NULL,
  "preference_id" varchar(100),
  "init_point" varchar(500),
  -- The payment that paid it: set once (pending → paid), under the checkout's row lock.
  "payment_id" integer REFERENCES "payments"("id"),
  "status" varchar(10) DEFAULT 'pending' NOT NULL,
  "paid_at" timestamp with time zone,
  CONSTRAINT "checkout_parts_status_ck" CHECK ("status" IN ('pending', 'paid')),
  CONSTRAINT "checkout_parts_paid_ck" CHECK ("status" <> 'paid' OR "payment_id" IS NOT NULL),
  CONSTRAINT "checkout_parts_amounts_ck" CHECK ("amount_cents" > 0 AND "fee_cents" >= 0 AND "fee_cents" <= "amount_cents")
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_parts_position_uq" ON "checkout_parts" USING btree ("checkout_session_id", "position");--> statement-breakpoint
-- One payment pays one part, never two.
CREATE UNIQUE INDEX "checkout_parts_payment_uq" ON "checkout_parts" USING btree ("payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
-- The expiry job's follow-up: parts paid lately whose checkout may have been released.
CREATE INDEX "checkout_parts_paid_idx" ON "checkout_parts" USING btree ("paid_at") WHERE "status" = 'paid';--> statement-breakpoint
-- A line paid at the source carries the commission charged on it as marketplace_fee and the rate
-- it was counted at: the sale's ledger movement copies them (the provider already took that fee,
-- so a later change of the rates must not reach it). Null on lines paid to the shop.
ALTER TABLE "checkout_lines" ADD COLUMN "fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD COLUMN "fee_rate_bp" integer;
