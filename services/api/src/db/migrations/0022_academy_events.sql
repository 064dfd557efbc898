CREATE TABLE "academy_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"source" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_events_slug_unique" UNIQUE("slug")
);
