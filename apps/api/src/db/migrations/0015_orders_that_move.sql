-- Orders that move (decision record 0023): a shipping address chosen at checkout and kept as it
-- was, shipping with a carrier and a tracking number, cancellation before shipping, every change
-- of an order as an event (who and when), claims with their messages, and the notifications
-- (bell and e-mail) every step produces.

-- The buyer's address book. One default per user (the partial unique index).
CREATE TABLE "addresses" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "street" varchar(100) NOT NULL,
  "number" varchar(10) NOT NULL,
  "floor_apt" varchar(20),
  "city" varchar(60) NOT NULL,
  "province" varchar(60) NOT NULL,
  "postal_code" varchar(10) NOT NULL,
  "phone" varchar(30) NOT NULL,
  "notes" varchar(200),
  "is_default" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id") WHERE "is_default";--> statement-breakpoint

-- The address a checkout ships to, copied from the book when it was chosen: editing the book
-- later never changes a past order. Orders read it through their invoice's checkout.
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint

ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck"
  CHECK ("status" IN ('reception', 'shipped', 'received', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar(300);--> statement-breakpoint

-- Every change of an order, who made it and when: the history its screens show and the facts
-- the seller's reputation is computed from (time to ship, cancellations, claims). Append-only.
CREATE TABLE "order_events" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "kind" varchar(20) NOT NULL,
  "actor_id" integer,
  "actor_role" varchar(10) NOT NULL,
  "detail" varchar(300),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_events_kind_ck" CHECK ("kind" IN ('shipped', 'received', 'cancelled',
    'claim_opened', 'claim_escalated', 'claim_refunded', 'claim_closed')),
  CONSTRAINT "order_events_role_ck" CHECK ("actor_role" IN ('buyer', 'seller', 'admin', 'system'))
);--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id", "id");--> statement-breakpoint
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint

-- A claim per order at most ('Reclamos'): open → escalated → resolved, with its outcome.
CREATE TABLE "claims" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "buyer_id" integer NOT NULL REFERENCES "users"("id"),
  "seller_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" varchar(20) NOT NULL,
  "status" varchar(10) DEFAULT 'open' NOT NULL,
  "outcome" varchar(10),
  "refund_id" integer REFERENCES "refunds"("id"),
  "opened_at" timestamp with time zone DEFAULT now() NOT NULL,
  "escalated_at" timestamp with time zone,
  "escalated_by" integer,
  "resolved_at" timestamp with time zone,
  "resolved_by" integer,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "claims_reason_ck" CHECK ("reason" IN ('not_arrived', 'not_as_described')),
  CONSTRAINT "claims_status_ck" CHECK ("status" IN ('open', 'escalated', 'resolved')),
  CONSTRAINT "claims_outcome_ck" CHECK (("status" = 'resolved') = ("outcome" IS NOT NULL)
    AND ("outcome" IS NULL OR "outcome" IN ('refunded', 'closed')))
);--> statement-breakpoint
CREATE UNIQUE INDEX "claims_order_uq" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_buyer_idx" ON "claims" USING btree ("buyer_id", "id");--> statement-breakpoint
CREATE INDEX "claims_seller_idx" ON "claims" USING btree ("seller_id", "id");--> statement-breakpoint
-- The administrator's screen: unresolved claims, oldest first.
CREATE INDEX "claims_unresolved_idx" ON "claims" USING btree ("opened_at", "id") WHERE "status" <> 'resolved';--> statement-breakpoint

CREATE TABLE "claim_messages" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "claim_id" integer NOT NULL REFERENCES "claims"("id"),
  "author_id" integer,
  "author_role" varchar(10) NOT NULL,
  "body" varchar(2000) NOT NULL,
  "images" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "claim_messages_role_ck" CHECK ("author_role" IN ('buyer', 'seller', 'admin'))
);--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" USING btree ("claim_id", "id");--> statement-breakpoint
CREATE TRIGGER claim_messages_append_only BEFORE UPDATE OR DELETE ON claim_messages
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint

-- What the bell lists and the e-mails say: one row per event and person, its key unique so a
-- repeated event (a retried job, a second instance) notifies once. The texts are written from
-- `event` and `data` when shown, in @bazar/shared.
CREATE TABLE "notifications" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" varchar(20) NOT NULL,
  "event" varchar(30) NOT NULL,
  "key" varchar(100) NOT NULL,
  "data" jsonb NOT NULL,
  "read_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key_uq" ON "notifications" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id", "id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint

-- The kinds of e-mail a user turned off (receipts and security mails are not among them).
CREATE TABLE "mail_opt_outs" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" varchar(20) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "kind")
);
