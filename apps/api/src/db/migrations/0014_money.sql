-- Sellers get paid (decision record 0022). Money is a double-entry ledger in integer cents:
-- every movement is one ledger_transactions row (its idempotency key unique) with entries that
-- sum to zero, written by one statement; nothing in either table is ever updated or deleted.
-- Accounts are (account, user_id): a seller's 'pending', 'available', 'in_transit' and 'paid';
-- the shop's (user 0) 'cash' (the money it holds at the provider, negative while held),
-- 'commission', 'shop_sales' (sales of products without a seller), 'refunds_in_flight' and 'paid_out'.

-- The shop's commission: category 0 is the general rate; a category's row with a null rate goes
-- back to the general one. Append-only: the rate in force is a category's newest row, and a sale
-- copies the rate it was charged into its ledger transaction, so a change never reaches past sales.
CREATE TABLE "commission_rates" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "category_id" integer NOT NULL,
  "rate_bp" integer,
  "set_by" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "commission_rates_rate_ck" CHECK ("rate_bp" IS NULL OR "rate_bp" BETWEEN 0 AND 10000),
  CONSTRAINT "commission_rates_general_ck" CHECK ("category_id" <> 0 OR "rate_bp" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "commission_rates_category_idx" ON "commission_rates" USING btree ("category_id", "id" DESC);--> statement-breakpoint
INSERT INTO "commission_rates" ("category_id", "rate_bp") VALUES (0, 1500);--> statement-breakpoint

CREATE TABLE "ledger_transactions" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "kind" varchar(20) NOT NULL,
  -- 'sale:<order>', 'release:<order>', 'refund:<refund>', 'refund-done:<refund>', 'payout:<payout>' …:
  -- a second attempt at the same movement conflicts here and writes nothing.
  "key" varchar(80) NOT NULL,
  "seller_id" integer,
  "order_id" integer,
  "refund_id" integer,
  "payout_id" integer,
  -- What the movement is about, as the seller's grid shows it (the entries carry the money).
  "gross_cents" bigint,
  "commission_cents" bigint,
  "rate_bp" integer,
  "memo" varchar(300),
  "actor_id" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ledger_transactions_kind_ck" CHECK ("kind" IN
    ('sale', 'release', 'refund', 'refund_done', 'refund_failed', 'payout', 'payout_paid', 'payout_failed', 'adjustment'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_uq" ON "ledger_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_seller_idx" ON "ledger_transactions" USING btree ("seller_id", "id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint

CREATE TABLE "ledger_entries" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "txn_id" bigint NOT NULL REFERENCES "ledger_transactions"("id"),
  "account" varchar(20) NOT NULL,
  "user_id" integer NOT NULL,
  "amount_cents" bigint NOT NULL,
  CONSTRAINT "ledger_entries_account_ck" CHECK ("account" IN
    ('pending', 'available', 'in_transit', 'paid', 'cash', 'commission', 'shop_sales', 'refunds_in_flight', 'paid_out')),
  CONSTRAINT "ledger_entries_nonzero_ck" CHECK ("amount_cents" <> 0)
);--> statement-breakpoint
CREATE INDEX "ledger_entries_txn_idx" ON "ledger_entries" USING btree ("txn_id");--> statement-breakpoint

-- Each account's running balance, written by the trigger below in the entries' own transaction.
-- Split in 16 slots picked by the writing transaction's id, as the sales counters are (decision
-- 0010's hot-row lesson): every sale credits the shop's 'cash' and 'commission' and one big seller's
-- 'pending', and one row each would queue every purchase behind the one before it. A balance is
-- the sum of its slots; a test proves it equal to the sum of the entries.
CREATE TABLE "ledger_balances" (
  "account" varchar(20) NOT NULL,
  "user_id" integer NOT NULL,
  "slot" smallint NOT NULL,
  "balance_cents" bigint NOT NULL,
  PRIMARY KEY ("account", "user_id", "slot")
);--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_entries_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transaction's entries are written by one statement, so each must balance within it.
  IF EXISTS (SELECT 1 FROM new_entries GROUP BY txn_id HAVING sum(amount_cents) <> 0) THEN
    RAISE EXCEPTION 'ledger transaction does not balance' USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO ledger_balances AS b (account, user_id, slot, balance_cents)
  SELECT account, user_id, (txid_current() % 16)::smallint, sum(amount_cents)
  FROM new_entries
  GROUP BY 1, 2
  -- Same order for every writer, so concurrent postings cannot deadlock on the upsert.
  ORDER BY 1, 2
  ON CONFLICT (account, user_id, slot) DO UPDATE SET balance_cents = b.balance_cents + excluded.balance_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_post AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_post();--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint

-- When an order went 'en camino' (its sale's money is released RELEASE_DAYS later).
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint

-- Sales waiting for release: a row per shipped order, due RELEASE_DAYS after shipping, removed by
-- the release that settles it (a work list, not money: the money moves in the ledger).
CREATE TABLE "release_schedule" (
  "order_id" integer PRIMARY KEY REFERENCES "orders"("id"),
  "due_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "release_schedule_due_idx" ON "release_schedule" USING btree ("due_at");--> statement-breakpoint

-- A refund asked of the payment provider. Its state only moves forward (pending → done | failed);
-- the money it moves is in the ledger ('refund' when asked, 'refund_done' or 'refund_failed').
CREATE TABLE "refunds" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "order_id" integer REFERENCES "orders"("id"),
  "payment_id" integer NOT NULL REFERENCES "payments"("id"),
  "amount_cents" bigint NOT NULL,
  "reason" varchar(300) NOT NULL,
  "requested_by" integer,
  -- Units that go back to stock once the provider confirms (the order was not shipped).
  "restock_units" integer DEFAULT 0 NOT NULL,
  "status" varchar(10) DEFAULT 'pending' NOT NULL,
  "provider_refund_id" varchar(100),
  "last_error" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "refunds_amount_ck" CHECK ("amount_cents" > 0),
  CONSTRAINT "refunds_status_ck" CHECK ("status" IN ('pending', 'done', 'failed'))
);--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
-- A payment approved without a sale (its stock was gone) is refunded whole, once.
CREATE UNIQUE INDEX "refunds_unsold_payment_uq" ON "refunds" USING btree ("payment_id") WHERE "order_id" IS NULL;--> statement-breakpoint

-- Where a seller's payouts go: a CBU/CVU or an alias. Not money: edited in place.
CREATE TABLE "payout_accounts" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "holder_name" varchar(100) NOT NULL,
  "cbu" varchar(22),
  "alias" varchar(20),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payout_accounts_some_ck" CHECK ("cbu" IS NOT NULL OR "alias" IS NOT NULL)
);--> statement-breakpoint

CREATE TABLE "payout_batches" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "created_by" integer NOT NULL,
  "min_cents" bigint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("id" DESC);--> statement-breakpoint

-- One transfer to one seller, with the bank account as it was when the batch was made.
CREATE TABLE "payouts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "batch_id" integer NOT NULL REFERENCES "payout_batches"("id"),
  "seller_id" integer NOT NULL,
  "amount_cents" bigint NOT NULL,
  "holder_name" varchar(100) NOT NULL,
  "cbu" varchar(22),
  "alias" varchar(20),
  "status" varchar(10) DEFAULT 'pending' NOT NULL,
  "note" varchar(300),
  "decided_by" integer,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payouts_amount_ck" CHECK ("amount_cents" > 0),
  CONSTRAINT "payouts_status_ck" CHECK ("status" IN ('pending', 'paid', 'failed'))
);--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id", "id");--> statement-breakpoint

-- Who did what to money, and when: commissions, refunds, payout batches and their outcomes.
CREATE TABLE "money_audit" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "action" varchar(20) NOT NULL,
  "actor_id" integer,
  "summary" varchar(500) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TRIGGER money_audit_append_only BEFORE UPDATE OR DELETE ON money_audit
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
