ALTER TABLE "hackathon_teams" ADD COLUMN "submitted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "hackathon_teams" ADD COLUMN "file_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hackathon_teams" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathon_teams" ADD CONSTRAINT "hackathon_teams_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Teams registered before the quota existed: their stored files count from now on.
UPDATE "hackathon_teams" AS t SET "file_bytes" =
  coalesce((SELECT sum(m."resume_size") FROM "hackathon_members" m WHERE m."team_id" = t."id"), 0) +
  coalesce((SELECT sum(d."size") FROM "hackathon_documents" d WHERE d."team_id" = t."id"), 0);
