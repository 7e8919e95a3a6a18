-- Search in Argentine words (decision record 0037).
--
-- 1. Synonym groups an administrator edits: 'remera' finds 'Camiseta'. `terms` as written (the
--    back office shows them), `words` folded as the search folds (bazar_fold): a query word and
--    its singular/plural forms look up their groups through the GIN index.
CREATE TABLE IF NOT EXISTS "search_synonyms" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "terms" text[] NOT NULL,
  "words" text[] NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_synonyms_size_ck" CHECK (cardinality("words") BETWEEN 2 AND 10 AND cardinality("terms") = cardinality("words"))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_synonyms_words_idx" ON "search_synonyms" USING gin ("words");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_synonyms_id_idx" ON "search_synonyms" ("id" DESC);--> statement-breakpoint
INSERT INTO "search_synonyms" ("terms", "words")
SELECT t, ARRAY(SELECT bazar_fold(x) FROM unnest(t) AS x)
FROM (VALUES
  -- Not 'playera': in Argentina it says 'for the beach' ('Ojotas Playeras'), and found flip-flops.
  (ARRAY['remera', 'camiseta']),
  (ARRAY['celu', 'celular', 'smartphone', 'móvil']),
  (ARRAY['heladera', 'refrigerador', 'nevera']),
  (ARRAY['auriculares', 'audífonos', 'cascos']),
  (ARRAY['zapatillas', 'tenis']),
  (ARRAY['inalámbrico', 'bluetooth', 'wireless']),
  (ARRAY['campera', 'chaqueta', 'chamarra']),
  (ARRAY['buzo', 'sudadera']),
  (ARRAY['pollera', 'falda']),
  (ARRAY['medias', 'calcetines']),
  (ARRAY['ojotas', 'chanclas', 'chancletas']),
  (ARRAY['anteojos', 'lentes', 'gafas']),
  (ARRAY['notebook', 'laptop', 'portátil']),
  (ARRAY['computadora', 'ordenador', 'pc']),
  (ARRAY['tele', 'televisor', 'tv']),
  (ARRAY['parlante', 'altavoz', 'bocina']),
  (ARRAY['lavarropas', 'lavadora']),
  (ARRAY['pava', 'hervidor']),
  (ARRAY['pileta', 'piscina']),
  (ARRAY['birome', 'bolígrafo', 'lapicera']),
  (ARRAY['cartera', 'bolso']),
  (ARRAY['frazada', 'manta', 'cobija']),
  (ARRAY['corpiño', 'sostén']),
  (ARRAY['pulóver', 'suéter', 'sweater']),
  (ARRAY['auto', 'coche', 'carro']),
  (ARRAY['jean', 'vaquero'])
) AS v(t)
WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms");--> statement-breakpoint

-- 2. Suggestions while typing: every product name once per word it can be found by, from that
--    word on ('teléfono inalámbrico para el hogar' → 'telefono inalambrico para el hogar',
--    'inalambrico para el hogar', 'para el hogar', 'hogar'; words under 2 letters start none).
--    `key` and `name` are in the "C" collation, so the primary key serves a prefix as a range
--    (key >= 'inal' AND key < 'inam'): a few index pages at a million products, never a scan.
--    Like search_terms, rows are only added (a statement trigger with the products' writes);
--    whether an active product still bears the name is asked at read time, by the active
--    products' name index.
CREATE OR REPLACE FUNCTION bazar_name_keys(folded text) RETURNS TABLE ("key" text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT array_to_string(s.w[i:], ' ')
  FROM (SELECT array_remove(regexp_split_to_array(folded, '[^[:alnum:]]+'), '') AS w) AS s,
       generate_subscripts(s.w, 1) AS i
  WHERE length(s.w[i]) >= 2
$$;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_names" (
  "key" text COLLATE "C" NOT NULL,
  "name" text COLLATE "C" NOT NULL,
  "label" text NOT NULL,
  CONSTRAINT "search_names_pk" PRIMARY KEY ("key", "name")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazar_collect_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_names (key, name, label)
  SELECT DISTINCT ON (k.key, n.sort_name) k.key, n.sort_name, n.name
  FROM new_rows n, bazar_name_keys(n.sort_name) AS k
  ORDER BY k.key, n.sort_name, n.id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_names_ins ON products;--> statement-breakpoint
CREATE TRIGGER products_search_names_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazar_collect_search_names();--> statement-breakpoint
-- A rename is the one update that adds names: it rides on the trigger that already compares the
-- old and new words of every update (a stock update adds nothing to either table).
CREATE OR REPLACE FUNCTION bazar_collect_changed_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT w
  FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search_words) AS w
  WHERE o.search_words IS DISTINCT FROM n.search_words AND length(w) >= 1 AND length(w) <= 50
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO search_names (key, name, label)
  SELECT DISTINCT ON (k.key, n.sort_name) k.key, n.sort_name, n.name
  FROM old_rows o JOIN new_rows n ON n.id = o.id, bazar_name_keys(n.sort_name) AS k
  WHERE o.sort_name IS DISTINCT FROM n.sort_name
  ORDER BY k.key, n.sort_name, n.id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_names (key, name, label)
SELECT DISTINCT ON (k.key, p.sort_name) k.key, p.sort_name, p.name
FROM products p, bazar_name_keys(p.sort_name) AS k
ORDER BY k.key, p.sort_name, p.id
ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE search_names;
