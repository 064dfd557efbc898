-- Teams registered before invitations existed: their members keep their places (accepted), as
-- they were registered under the old rule; the default only fills those rows and is dropped.
ALTER TABLE "hackathon_members" ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "hackathon_members" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hackathon_members_user_idx" ON "hackathon_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_status_check" CHECK ("hackathon_members"."status" in ('accepted', 'pending', 'declined'));--> statement-breakpoint
-- The submitter's place is held by the submitter's account.
UPDATE "hackathon_members" AS m SET "user_id" = u."id"
  FROM "hackathon_teams" AS t, "users" AS u
  WHERE m."team_id" = t."id" AND u."id" = t."submitted_by_user_id" AND m."email" = u."email";
