-- The discounted price is computed once, by the shared money helper, and written by the one
-- writer of products (modules/catalog/product-writes.ts): the column keeps its values and
-- indexes but stops being a second copy of the formula.
ALTER TABLE "products" ALTER COLUMN "final_price_cents" DROP EXPRESSION;--> statement-breakpoint

-- Work to do after a commit (receipt e-mail, live-dashboard and product-change events), written
-- in the same transaction as the purchase and delivered by a worker loop with retries.
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("run_at", "id");--> statement-breakpoint

-- An approved payment is settled once its checkout has an invoice; the reconciliation job only
-- looks at the few that are not (partial index), never at every payment ever made.
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" p SET "settled_at" = i."created_at" FROM "invoices" i WHERE i."checkout_session_id" = p."checkout_session_id";--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'approved' AND "payments"."settled_at" IS NULL;
