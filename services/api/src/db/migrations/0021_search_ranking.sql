ALTER TABLE "blog_translations" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD COLUMN "public_search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "glossaries" ADD COLUMN "bucket_th" text;--> statement-breakpoint
CREATE INDEX "glossaries_bucket_th_idx" ON "glossaries" USING btree ("bucket_th");--> statement-breakpoint
-- Existing rows until the next content import rebuilds them (search_text is title, tags, summary, body on four lines; headings are not told apart here).
UPDATE "blog_translations" SET
  "search_vector" = setweight(to_tsvector('simple', split_part("search_text", E'\n', 1)), 'A')
    || setweight(to_tsvector('simple', split_part("search_text", E'\n', 2) || ' ' || split_part("search_text", E'\n', 3)), 'C')
    || setweight(to_tsvector('simple', split_part("search_text", E'\n', 4)), 'D'),
  "public_search_vector" = setweight(to_tsvector('simple', split_part("public_search_text", E'\n', 1)), 'A')
    || setweight(to_tsvector('simple', split_part("public_search_text", E'\n', 2) || ' ' || split_part("public_search_text", E'\n', 3)), 'C')
    || setweight(to_tsvector('simple', split_part("public_search_text", E'\n', 4)), 'D');--> statement-breakpoint
UPDATE "glossaries" SET "bucket_th" = substring("title_th" from '^[เแโใไ]*([ก-ฮ])');
