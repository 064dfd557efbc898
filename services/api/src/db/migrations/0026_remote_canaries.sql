CREATE TABLE "remote_canaries" (
	"remote" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"build_id" text,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_canaries_percent_range" CHECK ("remote_canaries"."percent" BETWEEN 1 AND 99)
);
