-- Sellers link their own Mercado Pago account (issue 'Mercado Pago marketplace', decision record
-- 0027): the tokens the shop charges and refunds with on their behalf, encrypted at rest
-- (AES-256-GCM, the key only in the environment), and the one-time link attempts (OAuth state and
-- PKCE verifier) waiting for the seller to come back from the provider's page.
CREATE TABLE "payment_links" (
  "seller_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "provider" varchar(20) NOT NULL,
  "status" varchar(10) NOT NULL,
  "account_id" varchar(40),
  "public_key" varchar(200),
  "access_token" bytea,
  "refresh_token" bytea,
  "expires_at" timestamp with time zone,
  "failure" varchar(300),
  "linked_at" timestamp with time zone,
  "refreshed_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payment_links_status_ck" CHECK ("status" IN ('linked', 'failed')),
  -- A linked account always has its tokens; a failed one keeps none worth using.
  CONSTRAINT "payment_links_tokens_ck" CHECK ("status" <> 'linked' OR ("access_token" IS NOT NULL AND "refresh_token" IS NOT NULL AND "expires_at" IS NOT NULL))
);--> statement-breakpoint
-- The renewal job: linked accounts whose permission runs out soonest.
CREATE INDEX "payment_links_expiry_idx" ON "payment_links" USING btree ("expires_at") WHERE "status" = 'linked';--> statement-breakpoint

CREATE TABLE "payment_link_attempts" (
  -- SHA-256 of the state sent to the provider: the state itself is never stored.
  "state_hash" bytea PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_verifier" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payment_link_attempts_created_idx" ON "payment_link_attempts" USING btree ("created_at");
