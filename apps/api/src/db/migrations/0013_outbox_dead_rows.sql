-- An outbox row that failed OUTBOX_MAX_ATTEMPTS times stops being retried: it is marked dead and
-- kept, with its attempts and last error, until an administrator retries it from the back office.
-- Retrying it for ever hid a message that could never be delivered (a bad address, a handler
-- that always throws) behind the backoff, and nobody saw it.
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
-- The claim reads due rows in (run_at, id) order; the dead are left out of its index, so however
-- many pile up, the claim never walks past them. The table is small (delivered rows are deleted):
-- rebuilding the index is instant.
DROP INDEX IF EXISTS "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("run_at", "id") WHERE "dead_at" IS NULL;--> statement-breakpoint
-- The back office's list (the newest dead first) and the metric's count read only the dead rows.
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("dead_at", "id") WHERE "dead_at" IS NOT NULL;
