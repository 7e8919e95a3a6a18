-- The option counts' triggers (0025) run first among the products' triggers. PostgreSQL fires a
-- table's triggers by name, and every writer must take the maintained counts' rows in one order or
-- two of them can deadlock. A sale that sells a variant out takes them in two steps: the variants'
-- trigger writes the product's option keys first (option_counts), then the sale's own product
-- update reaches category_counts, facet_counts and facet_marginals. Any other product write took
-- them in name order, option_counts after those: a racing sale and edit deadlocked on
-- option_counts (filter-counts.test.ts's race on the PostgreSQL server). Named to come first,
-- option_counts is taken before the others by every writer.
ALTER TRIGGER products_option_counts_ins ON products RENAME TO products_a_option_counts_ins;--> statement-breakpoint
ALTER TRIGGER products_option_counts_upd ON products RENAME TO products_a_option_counts_upd;--> statement-breakpoint
ALTER TRIGGER products_option_counts_del ON products RENAME TO products_a_option_counts_del;
