CREATE TABLE "remote_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"url" text NOT NULL,
	"build_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "remote_deployments_remote_idx" ON "remote_deployments" USING btree ("remote","id");