-- The maintained counts (category_counts, seller_counts, facet_counts, facet_marginals) are a few
-- thousand rows that every product write updates in place. Their pages were full, so each new row
-- version went to another page: without a vacuum the tables only grew. A million-product seed,
-- one transaction, left 24,190 cells on 49 MB and 1,167 marginals on 16 MB, and every count read
-- scanned all of it (whole-catalog counts: 1.5 ms of PostgreSQL's CPU, now 0.35 ms).
-- Room left on each page keeps an update on its page (a heap-only tuple: only `products` or
-- `active_count` changes, no indexed column), and the next read of the page prunes the dead
-- versions, vacuum or not. The small tables keep half their pages free; the cells, which some
-- counts scan whole (an audience with a rating has no index to use), a fifth: at half, that
-- scan took twice as long (2.3 ms at a million products).
ALTER TABLE category_counts SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE seller_counts SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE facet_counts SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE facet_marginals SET (fillfactor = 50);--> statement-breakpoint
-- Rewritten now (small tables: a moment), so existing catalogs get the room and lose the bloat.
CLUSTER category_counts USING category_counts_pkey;--> statement-breakpoint
CLUSTER seller_counts USING seller_counts_pkey;--> statement-breakpoint
CLUSTER facet_counts USING facet_counts_pkey;--> statement-breakpoint
CLUSTER facet_marginals USING facet_marginals_pkey;
