CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name); naming the dictionary makes the
-- wrapper safe to declare IMMUTABLE, so it can feed generated columns and indexes.
CREATE OR REPLACE FUNCTION bazar_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
